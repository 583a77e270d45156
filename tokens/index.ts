/**
 * `@beem/design-system/tokens`: the typed raw values (primitives), the semantic names that point
 * at them, the theme contract `vars` with its theme classes (`beemTheme` light, `beemDarkTheme`,
 * `beemSystemTheme` following the device), and `focusRing`, the focus ring
 * every control draws (style values to spread into a `:focus-visible` rule). No styles are
 * attached: the stylesheet is `@beem/design-system/styles.css`, the framework-free mirror
 * `tokens.css`.
 */
export * from './primitives';
export {
  semanticColor,
  semanticTokens,
  darkSemanticColor,
  darkSemanticTokens,
  contrastPairs,
  themeModes,
  type ContrastPair,
  type ThemeMode,
} from './semantic';
export {
  vars,
  beemTheme,
  beemDarkTheme,
  beemSystemTheme,
  beemThemes,
  type BeemThemeName,
} from './theme.css';
export { focusRing } from './focus.css';
