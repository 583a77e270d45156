import { create } from 'storybook/theming';
import { palette } from '../tokens/primitives';

/**
 * The Storybook manager dressed as Beem's: its name, its mark and its colours, all from the
 * tokens. The manager is not a Beem page and does not load Inter, so it keeps a system font
 * stack rather than flashing a font it never gets.
 */
const mark = [
  `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="40" viewBox="0 0 220 40">`,
  `<rect x="0" y="4" width="32" height="32" rx="8" fill="${palette.brand[700]}"/>`,
  `<path transform="translate(0 4)" d="M11 8h6.5a4.5 4.5 0 0 1 2.6 8.2A4.8 4.8 0 0 1 18 25h-7z M14 11v4h3.3a2 2 0 0 0 0-4z M14 18v4h3.8a2 2 0 0 0 0-4z" fill="${palette.neutral[0]}" fill-rule="evenodd"/>`,
  `<text x="42" y="27" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="19" font-weight="700" fill="${palette.neutral[900]}">Beem</text>`,
  `<text x="97" y="27" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="15" fill="${palette.neutral[600]}">design system</text>`,
  `</svg>`,
].join('');

export const managerTheme = create({
  base: 'light',
  brandTitle: 'Beem design system',
  brandUrl: '?path=/docs/introduction--docs',
  brandTarget: '_self',
  brandImage: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(mark)}`,

  colorPrimary: palette.brand[700],
  colorSecondary: palette.brand[700],

  appBg: palette.neutral[50],
  appContentBg: palette.neutral[0],
  appPreviewBg: palette.neutral[0],
  appBorderColor: palette.neutral[200],
  appBorderRadius: 8,

  fontBase: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
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
  booleanSelectedBg: palette.brand[700],
});
