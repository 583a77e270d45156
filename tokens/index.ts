/**
 * `@beem/design-system/tokens`: the typed raw values (primitives), the semantic names that point
 * at them, the theme contract `vars` with its `beemTheme` class, and `focusRing`, the focus ring
 * every control draws (style values to spread into a `:focus-visible` rule). No styles are
 * attached: the stylesheet is `@beem/design-system/styles.css`, the framework-free mirror
 * `tokens.css`.
 */
export * from './primitives';
export { semanticColor, semanticTokens, contrastPairs } from './semantic';
export { vars, beemTheme } from './theme.css';
export { focusRing } from './focus.css';
