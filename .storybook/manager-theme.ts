import { create } from 'storybook/theming';
import { fontFamilyName } from '../tokens/fonts';
import { palette } from '../tokens/primitives';

/**
 * The Storybook manager dressed as Beem's: its name, its mark and its colours, all from the
 * tokens, set in Inter. The manager loads the self-hosted Inter faces in its head (main.ts,
 * build-files.ts); the docs pages use this theme too, and the preview has Inter from the styles.
 */
const fontBase = `${fontFamilyName}, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`;

/**
 * The brand as HTML rather than an image: text drawn inside an SVG image cannot use a web font,
 * so its words came out in a system font of another width and ran into each other. Storybook
 * renders a brand title without an image as HTML; the mark stays an inline SVG.
 */
const brand = [
  `<span style="display:inline-flex;align-items:center;gap:10px;font-family:${fontBase};line-height:1;white-space:nowrap">`,
  `<svg aria-hidden="true" width="32" height="32" viewBox="0 0 32 32">`,
  `<rect width="32" height="32" rx="8" fill="${palette.brand[700]}"/>`,
  `<path d="M11 8h6.5a4.5 4.5 0 0 1 2.6 8.2A4.8 4.8 0 0 1 18 25h-7z M14 11v4h3.3a2 2 0 0 0 0-4z M14 18v4h3.8a2 2 0 0 0 0-4z" fill="${palette.neutral[0]}" fill-rule="evenodd"/>`,
  `</svg>`,
  `<span style="display:inline-flex;align-items:baseline;gap:6px">`,
  `<span style="font-size:19px;font-weight:700;color:${palette.neutral[900]}">Beem</span>`,
  `<span style="font-size:15px;font-weight:400;color:${palette.neutral[600]}">design system</span>`,
  `</span></span>`,
].join('');

export const managerTheme = create({
  base: 'light',
  brandTitle: brand,
  brandUrl: '?path=/docs/introduction--docs',
  brandTarget: '_self',

  colorPrimary: palette.brand[700],
  colorSecondary: palette.brand[700],

  appBg: palette.neutral[50],
  appContentBg: palette.neutral[0],
  appPreviewBg: palette.neutral[0],
  appBorderColor: palette.neutral[200],
  appBorderRadius: 8,

  fontBase,
  fontCode: "ui-monospace, 'SFMono-Regular', Menlo, monospace",

  textColor: palette.neutral[900],
  textInverseColor: palette.neutral[0],
  textMutedColor: palette.neutral[600],

  barTextColor: palette.neutral[600],
  barSelectedColor: palette.brand[700],
  barHoverColor: palette.brand[600],
  barBg: palette.neutral[0],

  inputBg: palette.neutral[0],
  inputBorder: palette.neutral[300],
  inputTextColor: palette.neutral[900],
  inputBorderRadius: 6,

  buttonBg: palette.neutral[0],
  buttonBorder: palette.neutral[300],
  booleanBg: palette.neutral[100],
  // The chosen word of a boolean control sits on this, in the text colour: white, not the
  // brand green, which holds dark text at under 4.5:1.
  booleanSelectedBg: palette.neutral[0],
});

/**
 * The docs pages in the dark theme: with the toolbar's Dark (or System, on a device set to dark),
 * the prose, code blocks and props tables are drawn on the same ink page as the examples, so a
 * page is one theme, not dark examples in a light column. Beem's own dark colours: the page is
 * neutral 900, text near-white, muted text neutral 400 (above 4.5:1 on the page), links brand 300.
 */
export const docsDarkTheme = create({
  base: 'dark',
  brandTitle: brand,
  brandUrl: '?path=/docs/introduction--docs',
  brandTarget: '_self',

  colorPrimary: palette.brand[300],
  colorSecondary: palette.brand[300],

  appBg: palette.neutral[950],
  appContentBg: palette.neutral[900],
  appPreviewBg: palette.neutral[900],
  appBorderColor: palette.neutral[700],
  appBorderRadius: 8,

  fontBase,
  fontCode: "ui-monospace, 'SFMono-Regular', Menlo, monospace",

  textColor: palette.neutral[50],
  textInverseColor: palette.neutral[900],
  textMutedColor: palette.neutral[400],

  barTextColor: palette.neutral[400],
  barSelectedColor: palette.brand[300],
  barHoverColor: palette.brand[200],
  barBg: palette.neutral[850],

  inputBg: palette.neutral[850],
  inputBorder: palette.neutral[500],
  inputTextColor: palette.neutral[50],
  inputBorderRadius: 6,

  buttonBg: palette.neutral[850],
  buttonBorder: palette.neutral[500],
  booleanBg: palette.neutral[800],
  booleanSelectedBg: palette.neutral[600],
});
