import { join } from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';
import { buildFiles } from './build-files.ts';
import { pasteableEnricher } from './pasteable-snippets.ts';

// What the last story run found (review.json, with baseline, new and diff images), written by
// `npm run test:stories`. A build made after the run carries it as /visual-review, where the
// Visual review panel and the sidebar statuses read it (visual-review.tsx). VISUAL_REVIEW_DIR
// points elsewhere, for the check that builds one from a run it staged.
const visualReview =
  process.env.VISUAL_REVIEW_DIR ?? join(import.meta.dirname, '../dist/visual-review');
const files = buildFiles(visualReview);

const config: StorybookConfig = {
  stories: [
    '../docs/**/*.mdx',
    '../tokens/**/*.mdx',
    '../tokens/**/*.stories.@(ts|tsx)',
    // Usage guides beside their components; each replaces that component's autodocs page.
    '../src/**/*.mdx',
    '../src/**/*.stories.@(ts|tsx)',
    // Screens composed from the public entry alone, as another Beem app would build them.
    '../patterns/**/*.mdx',
    '../patterns/**/*.stories.@(ts|tsx)',
    // Whole pages, composed by the site from the library.
    '../site/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    {
      name: '@storybook/addon-docs',
      // GitHub's Markdown in the docs pages: the guides in docs/ are read both here and on
      // GitHub, and without it their tables would come out as lines of pipes.
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
    // An MCP server on the dev server (/mcp): an assistant composing a page reads each
    // component's docs and props from the components manifest, and runs its story tests.
    '@storybook/addon-mcp',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // The msw worker script, and the site's own static files (story images, blog covers).
  staticDirs: ['../public', '../site/public', ...files.staticDirs],
  managerHead: (head) => `${head}${files.managerHead}`,
  // The canvas's own icon: without one the browser asks for /favicon.ico, which is not there.
  previewHead: (head) => `${head}<link rel="icon" type="image/svg+xml" href="./favicon.svg">`,
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // manifests/components.json in every build: each component's props, docs and stories as data,
  // for the MCP server and for tools that read the published Storybook.
  // No backgrounds tool: it painted a dark ground behind light-theme components, which no app
  // shows. The toolbar's theme switch (preview.tsx) draws a story in the dark theme instead.
  // Show code prints each story as code an app can paste: Storybook's JSX snippet of the story
  // (experimentalCodeExamples), finished with the helpers and public imports it needs
  // (pasteable-code.ts). Story tests never show code, so they skip the work.
  features: {
    componentsManifest: true,
    backgrounds: false,
    experimentalCodeExamples: !process.env.VITEST,
  },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  ...(!process.env.VITEST && {
    experimental_enrichCsf: pasteableEnricher(join(import.meta.dirname, '..')),
  }),
  // Stories that only test an edge (malformed answers, hostile strings, paste formats, keyboard
  // re-checks) stay out of the sidebar until a reader turns the tag on in its filter; they still
  // run in the story tests. Each also carries `!autodocs`, which keeps it off the docs pages.
  tags: { 'test-only': { defaultFilterSelection: 'exclude' } },
};

export default config;
