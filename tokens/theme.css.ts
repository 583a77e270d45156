import {
  assignVars,
  createTheme,
  createThemeContract,
  globalStyle,
  style,
} from '@vanilla-extract/css';
import { darkSemanticTokens, semanticTokens } from './semantic';

/**
 * The theme contract: CSS custom properties shaped like the semantic tier. Components import
 * `vars` and never a primitive, so every theme below is another mapping of the same contract and
 * no component knows which one it is drawn in.
 */
export const vars = createThemeContract(semanticTokens);

/** The light theme's class: on `<html>` (or any element) it draws what is inside it light. */
export const beemTheme = createTheme(vars, semanticTokens, 'beem');

/** The dark theme's class: the same contract, mapped to the palette for a dark page. */
export const beemDarkTheme = createTheme(vars, darkSemanticTokens, 'beem-dark');

/**
 * The theme that follows the reader's device: light, and dark under
 * `prefers-color-scheme: dark`. It is CSS alone, so a server-rendered page is drawn in the right
 * theme on its first paint, with no script and no flash of the other one.
 */
export const beemSystemTheme = style(
  {
    vars: assignVars(vars, semanticTokens),
    colorScheme: 'light dark',
    '@media': {
      '(prefers-color-scheme: dark)': {
        vars: {
          ...assignVars(vars.color, darkSemanticTokens.color),
          ...assignVars(vars.shadow, darkSemanticTokens.shadow),
        },
      },
    },
  },
  'beem-system',
);

// `color-scheme` makes the browser's own parts (scrollbars, a date picker, a form control's
// default colours, the canvas behind the page) match the theme.
globalStyle(`.${beemTheme}`, { colorScheme: 'light' });
globalStyle(`.${beemDarkTheme}`, { colorScheme: 'dark' });

/**
 * The three theme classes, by what an app picks: `system` for a page that follows the reader's
 * device (the marketing site), `light` or `dark` for an app that offers the choice itself.
 */
export const beemThemes = {
  light: beemTheme,
  dark: beemDarkTheme,
  system: beemSystemTheme,
} as const;
/** A key of `beemThemes`: `light`, `dark`, or `system` to follow the reader's device. */
export type BeemThemeName = keyof typeof beemThemes;
