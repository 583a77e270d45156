/**
 * Self-hosted Inter from npm, Latin subset, in exactly the weights the type scale uses
 * (`typography.fontWeight`). The faces themselves are declared by `src/styles.ts` (the package's
 * styles.css): a module with types must not import CSS, or its declarations would too.
 */
import { fontFamilyName } from './fontFamilyName';
import { typography } from './primitives';

export { fontFamilyName };

/**
 * The characters Inter's Latin subset draws, as @fontsource/inter 5.3 declares them for its Latin
 * faces (`tokens.test.ts` holds the two equal). The faces fitted to Inter (fontFallbacks.css.ts)
 * cover only these: a character Inter lacks is drawn by the plain fallbacks at their own size,
 * rather than by a face scaled for a font that never replaces it.
 */
export const interLatinRange =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/**
 * Resolves once every shipped weight has loaded. `document.fonts.ready` alone is not enough:
 * a weight no element has used yet is not requested at all, and would swap in mid-screenshot.
 */
export async function loadFonts(doc: Document = document): Promise<void> {
  const weights = Object.values(typography.fontWeight);
  await Promise.all(weights.map((weight) => doc.fonts.load(`${weight} 1em ${fontFamilyName}`)));
  await doc.fonts.ready;
}
