import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { join, resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';
import { localApi } from './scripts/local-api.ts';
import { markdownContent } from './scripts/markdown.ts';
import { rasterNoise } from './scripts/screenshot-comparator.ts';
import { siteFontDisplay } from './scripts/site-fonts.ts';
import { staticSite } from './scripts/static-site.ts';

/**
 * One Vite config for three jobs: the site's dev server and build (`vite site --config
 * vite.config.ts`), Storybook (its builder merges this file), and the two Vitest projects.
 */
const chromiumPath = await findChromium();

/**
 * The site and its tests import the library by its package name, as Beem's other apps do; here
 * the names resolve to the sources (tsconfig.json's `paths` say the same to the type checker).
 */
export const libraryAliases = [
  { find: /^@beem\/design-system$/, replacement: join(import.meta.dirname, 'src/index.ts') },
  {
    find: /^@beem\/design-system\/marketing$/,
    replacement: join(import.meta.dirname, 'src/marketing.ts'),
  },
  {
    find: /^@beem\/design-system\/services$/,
    replacement: join(import.meta.dirname, 'src/services.ts'),
  },
  {
    find: /^@beem\/design-system\/tokens$/,
    replacement: join(import.meta.dirname, 'tokens/index.ts'),
  },
  {
    find: /^@beem\/design-system\/styles\.css$/,
    replacement: join(import.meta.dirname, 'src/styles.ts'),
  },
];

/**
 * The blog's posts (`import.meta.glob('@blog-posts/*.md')`): the repository's own, or the folder
 * named by BLOG_POSTS_DIR (the bench's scale runs fill one with synthetic posts).
 */
const blogPosts = {
  find: /^@blog-posts\//,
  replacement: `${resolve(process.env.BLOG_POSTS_DIR ?? join(import.meta.dirname, 'site/content/blog'))}/`,
};

export default defineConfig({
  resolve: { alias: [...libraryAliases, blogPosts] },
  // With no API gateway configured, the site answers its own POST /graphql (scripts/local-api.ts).
  plugins: [
    react(),
    vanillaExtractPlugin(),
    markdownContent(),
    localApi(),
    staticSite(),
    siteFontDisplay(),
  ],
  optimizeDeps: {
    // Pre-bundled up front: discovering them during the first story run reloads the page mid-test.
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      'clsx',
      'colorjs.io',
      'msw',
      'msw/browser',
      'msw-storybook-addon/csf3',
      'react',
      'react-dom',
      'react-dom/client',
      'react-aria-components',
      'react-router-dom',
      'react/jsx-dev-runtime',
      'storybook/internal/core-events',
      'storybook/preview-api',
      'storybook/theming',
    ],
  },
  test: {
    // Off unless asked for (`--coverage`, or the Coverage switch in Storybook's test widget): the
    // lines of the library and the site that the stories and unit tests reach, in coverage/.
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}', 'site/**/*.{ts,tsx}'],
      exclude: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', '**/*.css.ts', '**/fixtures/**'],
      reportsDirectory: 'coverage',
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{tokens,src,site,scripts,docs,codemods}/**/*.test.{ts,tsx}'],
          // Both cores: Vitest leaves one for itself by default, and on two that means one file at
          // a time, though most of a unit run is importing modules, which two workers share out.
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        plugins: [
          storybookTest({
            configDir: join(import.meta.dirname, '.storybook'),
            // Every story runs with motion off, as the global decorator describes. STORY_LOCALE=es-US
            // plays every story with the toolbar's locale set to Spanish, as a designer may open
            // it: play functions must find what they look for in either locale.
            initialGlobals: {
              motion: 'off',
              ...(process.env.STORY_LOCALE === 'es-US' && { locale: 'es-US' }),
            },
          }),
        ],
        test: {
          name: 'storybook',
          setupFiles: ['./.storybook/vitest.setup.ts'],
          // The baselines are shot in each story's own locale: a run forced into Spanish checks
          // play functions and axe, not pixels.
          provide: { forcedStoryLocale: process.env.STORY_LOCALE === 'es-US' ? 'es-US' : '' },
          // Two story files at a time, each on a page of its own: 13 minutes against 19 for one
          // page on two cores. The shots stay exact because each waits for its own fonts, images
          // and frames rather than for a quiet machine, and the comparator forgives the few
          // corner pixels a busy rasteriser draws a few units off (scripts/screenshot-comparator.ts).
          // STORY_WORKERS=1 runs one page.
          fileParallelism: process.env.STORY_WORKERS !== '1',
          // Each page keeps its modules from one story file to the next, as Storybook's own
          // preview does between stories, rather than loading the preview, React and React Aria
          // again for every file: 9 minutes against 13 on one machine. What a story leaves
          // behind, the next story's render clears, whichever file it is in; what React Aria
          // remembers across files (its guess at an on-screen keyboard) the screenshot hook
          // allows for (.storybook/vitest.setup.ts).
          isolate: false,
          maxWorkers: Number(process.env.STORY_WORKERS ?? 2),
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            // Storybook's test viewport is 1200 × 900; a smaller page would scale every story.
            viewport: { width: 1200, height: 900 },
            provider: playwright({
              launchOptions: {
                executablePath: chromiumPath ?? undefined,
                args: chromiumArgs,
              },
              contextOptions: {
                // Room for the tallest story: a test page larger than this window would be scaled.
                viewport: { width: 1400, height: 20000 },
                deviceScaleFactor: 1,
                // Components take their reduced-motion path (a carousel jumps rather than glides),
                // so every interaction settles on exact pixels before the screenshot.
                reducedMotion: 'reduce',
              },
            }),
            instances: [{ browser: 'chromium' }],
            expect: {
              toMatchScreenshot: {
                // Strict: a one-unit change of one colour token must fail the comparison. The one
                // allowance is for the rasteriser's own noise: a few edge pixels a few units off
                // (scripts/screenshot-comparator.ts).
                comparatorName: 'rasterNoise',
                comparators: { rasterNoise },
                resolveScreenshotPath: ({ root, testFileDirectory, testFileName, arg, ext }) =>
                  join(root, testFileDirectory, '__screenshots__', testFileName, `${arg}${ext}`),
              },
            },
          },
        },
      },
    ],
  },
});
