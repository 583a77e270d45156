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

/** The colours a Storybook theme takes, by role; the rest of the theme is the same in both. */
interface Roles {
  base: 'light' | 'dark';
  primary: string;
  hover: string;
  /** The manager's own ground, around the content. */
  app: string;
  /** The content's ground, and the docs page's. */
  content: string;
  bar: string;
  border: string;
  text: string;
  inverse: string;
  muted: string;
  input: string;
  inputBorder: string;
  booleanTrack: string;
  /** Under the chosen word of a boolean control, which is in the text colour. */
  booleanChosen: string;
}

const themeFrom = (roles: Roles) =>
  create({
    base: roles.base,
    brandTitle: brand,
    brandUrl: '?path=/docs/introduction--docs',
    brandTarget: '_self',
    colorPrimary: roles.primary,
    colorSecondary: roles.primary,
    appBg: roles.app,
    appContentBg: roles.content,
    appPreviewBg: roles.content,
    appBorderColor: roles.border,
    appBorderRadius: 8,
    fontBase,
    fontCode: "ui-monospace, 'SFMono-Regular', Menlo, monospace",
    textColor: roles.text,
    textInverseColor: roles.inverse,
    textMutedColor: roles.muted,
    barTextColor: roles.muted,
    barSelectedColor: roles.primary,
    barHoverColor: roles.hover,
    barBg: roles.bar,
    inputBg: roles.input,
    inputBorder: roles.inputBorder,
    inputTextColor: roles.text,
    inputBorderRadius: 6,
    buttonBg: roles.input,
    buttonBorder: roles.inputBorder,
    booleanBg: roles.booleanTrack,
    booleanSelectedBg: roles.booleanChosen,
  });

export const managerTheme = themeFrom({
  base: 'light',
  primary: palette.brand[700],
  hover: palette.brand[600],
  app: palette.neutral[50],
  content: palette.neutral[0],
  bar: palette.neutral[0],
  border: palette.neutral[200],
  text: palette.neutral[900],
  inverse: palette.neutral[0],
  muted: palette.neutral[600],
  input: palette.neutral[0],
  inputBorder: palette.neutral[300],
  booleanTrack: palette.neutral[100],
  // White, not the brand green, which holds the dark text at under 4.5:1.
  booleanChosen: palette.neutral[0],
});

/**
 * The docs pages in the dark theme: with the toolbar's Dark (or System, on a device set to dark),
 * the prose, code blocks and props tables are drawn on the same ink page as the examples, so a
 * page is one theme, not dark examples in a light column. Beem's own dark colours: the page is
 * neutral 900, text near-white, muted text neutral 400 (above 4.5:1 on the page), links brand 300.
 */
export const docsDarkTheme = themeFrom({
  base: 'dark',
  primary: palette.brand[300],
  hover: palette.brand[200],
  app: palette.neutral[950],
  content: palette.neutral[900],
  bar: palette.neutral[850],
  border: palette.neutral[700],
  text: palette.neutral[50],
  inverse: palette.neutral[900],
  muted: palette.neutral[400],
  input: palette.neutral[850],
  inputBorder: palette.neutral[500],
  booleanTrack: palette.neutral[800],
  booleanChosen: palette.neutral[600],
});
