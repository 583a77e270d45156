import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { assertionRules } from './scripts/eslint-assertions.mjs';
import { layerRules } from './scripts/layers.mjs';

const unit = 'px|rem|em|vh|vw|vmin|vmax|dvh|svh|ch|ex|pt|ms|s';
/**
 * Components and pages take every colour, length and duration from `tokens/`. These selectors
 * catch raw values in style files; the token files themselves are the one place they may live.
 */
const rawStyleValues = [
  {
    selector: String.raw`Literal[value=/#[0-9a-fA-F]{3,8}\b/], TemplateElement[value.raw=/#[0-9a-fA-F]{3,8}\b/]`,
    message: 'Raw hex colour: use a colour token from `vars.color`.',
  },
  {
    selector: String.raw`Literal[value=/\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/], TemplateElement[value.raw=/\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/]`,
    message: 'Raw colour function: use a colour token from `vars.color`.',
  },
  {
    selector: `Literal[value=/(^|[^\\w-])\\d*\\.?\\d+(${unit})\\b/], TemplateElement[value.raw=/(^|[^\\w-])\\d*\\.?\\d+(${unit})\\b/]`,
    message: 'Raw length or duration: use a token from `vars` (space, size, radius, motion…).',
  },
  {
    selector: 'Property > Literal[value>1]',
    message: 'Raw number in a style: use a token (font weight, line height, z-index…).',
  },
  {
    selector: String.raw`Literal[value=/^(white|black|red|green|blue|gray|grey|yellow|orange|purple|pink)$/]`,
    message: 'Named colour: use a colour token from `vars.color`.',
  },
];

/** React already escapes text; these are the ways around that, and none is allowed. */
const rawHtml = [
  {
    selector: 'AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]',
    message: 'Never write HTML from strings: render text through React.',
  },
  {
    selector: 'CallExpression[callee.property.name="insertAdjacentHTML"]',
    message: 'Never write HTML from strings: render text through React.',
  },
  {
    selector:
      'CallExpression[callee.object.name="document"][callee.property.name=/^(write|writeln)$/]',
    message: 'Never write HTML from strings: render text through React.',
  },
];

export default defineConfig([
  globalIgnores([
    'dist',
    'storybook-static',
    'public',
    'node_modules',
    '.vitest-attachments',
    // A separate app with its own tsconfig: npm run test:package type-checks and builds it.
    'consumer',
    // An app's code before and after a codemod, as written, not this repository's.
    'codemods/**/__testfixtures__',
    '!.storybook',
  ]),
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    settings: { react: { version: 'detect' } },
  },
  react.configs.flat.recommended,
  react.configs.flat['jsx-runtime'],
  reactHooks.configs.flat['recommended-latest'],
  jsxA11y.flatConfigs.strict,
  storybook.configs['flat/recommended'],
  {
    rules: {
      'react/no-danger': 'error',
      'react/no-danger-with-children': 'error',
      'react/prop-types': 'off',
      // HTML invoker commands: React passes them through, the plugin does not know them yet
      // (their types are in src/internal/invokers.d.ts).
      'react/no-unknown-property': ['error', { ignore: ['commandfor', 'command'] }],
      'no-restricted-syntax': ['error', ...rawHtml],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { ignoreRestSiblings: true, argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Kept on: storybook's await-interactions does not know `storybook/test` yet.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
    },
  },
  ...layerRules,
  ...assertionRules,
  {
    files: ['src/**/*.css.ts', 'site/**/*.css.ts'],
    rules: { 'no-restricted-syntax': ['error', ...rawHtml, ...rawStyleValues] },
  },
  {
    // The site holds what only the marketing site has: its content, its features (the money
    // tools), its islands and prerender machinery and its analytics wiring. Those may have
    // behaviour and styles, with stories and tests like the library's; styles go through
    // `.css.ts` files and tokens (the raw-value rules above), so an inline `style` attribute,
    // which no lint rule can read for raw values, is not allowed.
    files: ['site/**/*.tsx'],
    ignores: ['site/**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...rawHtml,
        {
          selector: 'JSXAttribute[name.name="style"]',
          message: 'Style through a .css.ts file and tokens, not an inline style attribute.',
        },
      ],
    },
  },
  {
    // A pattern proves that the primitives are enough: it composes them and styles nothing.
    files: ['patterns/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...rawHtml,
        {
          selector: 'JSXAttribute[name.name=/^(className|style)$/]',
          message: 'Patterns compose the public primitives and style nothing themselves.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  prettier,
]);
