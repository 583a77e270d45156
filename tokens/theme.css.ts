import { createTheme, createThemeContract } from '@vanilla-extract/css';
import { semanticTokens } from './semantic';

/**
 * The theme contract: CSS custom properties shaped like the semantic tier. Components import
 * `vars` and never a primitive, so a second theme only needs another `createTheme` call.
 */
export const vars = createThemeContract(semanticTokens);

/** The Beem theme's class; applied to `<html>` by the site and by Storybook's theme decorator. */
export const beemTheme = createTheme(vars, semanticTokens, 'beem');
