import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';

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
    'storybook-addon-pseudo-states',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // The msw worker script, and the site's own static files (story images, blog covers).
  staticDirs: ['../public', '../site/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  // Stories that only test an edge (malformed answers, hostile strings, paste formats, keyboard
  // re-checks) stay out of the sidebar until a reader turns the tag on in its filter; they still
  // run in the story tests. Each also carries `!autodocs`, which keeps it off the docs pages.
  tags: { 'test-only': { defaultFilterSelection: 'exclude' } },
};

export default config;
