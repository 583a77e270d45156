/**
 * The layers, each importing only the one below: tokens/ → src/ (the library) → site/ and
 * patterns/. The site and the patterns reach the library only through its public entry points, as
 * Beem's other apps do through the package's `exports` map. The site may use the marketing entry
 * (`@beem/design-system/marketing`, what only the marketing site composes); a pattern may not,
 * since it stands for a screen any Beem app could build from the shared entry.
 */
const libraryImports = {
  regex: '^@beem/design-system',
  message: 'Inside the library, import the module itself by its relative path.',
};
const siteImports = {
  regex: '(^|/)site(/|$)',
  message: 'The library never imports from the site: pass content in as props instead.',
};
const deepImports = [
  {
    regex: '^(\\.{1,2}/)+(src|tokens)(/|$)',
    message:
      "Import the library through its public entries: '@beem/design-system' or '@beem/design-system/marketing'.",
  },
  {
    regex: '^@beem/design-system/(?!(marketing|services|tokens|styles\\.css)$)',
    message:
      "Only '@beem/design-system', '/marketing', '/services', '/tokens' and '/styles.css' are public entry points.",
  },
];
/** What an app other than the marketing site imports: the public entries but the marketing one. */
const appEntries = {
  regex: '^@beem/design-system/(?!(services|tokens|styles\\.css)$)',
  message:
    "A pattern imports '@beem/design-system', '/services', '/tokens' and '/styles.css': '/marketing' holds what only the marketing site composes.",
};

/**
 * Inside the library, a component takes another only through that component's own module (or
 * its styles, or the few parts its folder shares on purpose: the field base, the glyphs, the
 * provider's contexts and anchor, the space scale). What two components share privately lives
 * once in src/internal/, never in one of them for the other to reach into.
 */
const siblingPrivate = {
  regex:
    '^\\.\\./([A-Z]\\w*)/(?!\\1$|\\w+\\.css$|FieldBase$|Glyph$|glyphs(/\\w+)?$|icons$|ProductIcon$|productIcons$|context$|RouterAnchor$|AriaRouter$|space$|fixtures$)',
  message:
    'A component imports another by its own module: what two share privately goes in src/internal/.',
};

/**
 * The blocks of eslint.config.js that hold the layers, in a file of their own so a unit test can
 * run them (scripts/layers.test.ts).
 * @type {import('eslint').Linter.Config[]}
 */
export const layerRules = [
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [libraryImports, siteImports] }] },
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    // A test or a story may reach into any component for its fixtures.
    ignores: ['src/components/**/*.{test,stories}.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [libraryImports, siteImports, siblingPrivate] },
      ],
    },
  },
  {
    files: ['tokens/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            libraryImports,
            siteImports,
            {
              regex: '(^|/)src(/|$)',
              message: 'Tokens are the bottom layer: they import nothing above.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['site/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: deepImports }] },
  },
  {
    // Screens composed from the shared public entry alone: the proof that an app can build them.
    files: ['patterns/**/*.{ts,tsx}'],
    ignores: ['patterns/**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            appEntries,
            {
              regex: '^\\.\\./',
              message: "A pattern imports only '@beem/design-system' and files in its own folder.",
            },
          ],
        },
      ],
    },
  },
  {
    // Their stories may also use the story tests' own tools (real key presses, snapshot modes),
    // and show a signed-in screen inside the app shell, as the app would.
    files: ['patterns/**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            appEntries,
            {
              regex: '^\\.\\./(?!\\.\\./src/internal/storybook/|AppShell/AppShell$)',
              message:
                "A pattern's stories import the package, their own folder, the app shell and src/internal/storybook only.",
            },
          ],
        },
      ],
    },
  },
];
