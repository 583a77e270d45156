/**
 * Self-hosted Inter from npm, Latin subset, in exactly the weights the type scale uses
 * (`typography.fontWeight`). The faces themselves are declared by `src/styles.ts` (the package's
 * styles.css): a module with types must not import CSS, or its declarations would too.
 */
import { typography } from './primitives';

export const fontFamilyName = 'Inter';

/**
 * Resolves once every shipped weight has loaded. `document.fonts.ready` alone is not enough:
 * a weight no element has used yet is not requested at all, and would swap in mid-screenshot.
 */
export async function loadFonts(doc: Document = document): Promise<void> {
  const weights = Object.values(typography.fontWeight);
  await Promise.all(weights.map((weight) => doc.fonts.load(`${weight} 1em ${fontFamilyName}`)));
  await doc.fonts.ready;
}
