import type { NextConfig } from 'next';

const config: NextConfig = {
  // The two bundlers build into their own folders, so one test run can serve and compare both.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  experimental: {
    // For `next build --webpack`: webpack takes every component a package's entry re-exports as
    // one of the layout's client components unless told to import from the package's modules, so
    // every page would load them all (192 KB of JavaScript and 13 KB of CSS on an empty page, not
    // 135 KB and 1 KB). Turbopack, Next's default, needs no telling.
    optimizePackageImports: ['@beem/design-system'],
  },
};

export default config;
