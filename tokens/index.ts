export * from './primitives';
export { semanticColor, semanticTokens, contrastPairs } from './semantic';
export { vars, beemTheme } from './theme.css';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { loadFonts, fontFamilyName } from './fonts';
import './global.css';
