/**
 * `@beem/design-system/tokens`: the typed raw values (primitives), the semantic names that point
 * at them, and the theme contract `vars` with its `beemTheme` class. No styles are attached: the
 * stylesheet is `@beem/design-system/styles.css`, the framework-free mirror `tokens.css`.
 */
export * from './primitives';
export { semanticColor, semanticTokens, contrastPairs } from './semantic';
export { vars, beemTheme } from './theme.css';
