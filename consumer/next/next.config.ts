import type { NextConfig } from 'next';

// Deliberately plain, as Beem's web app is: no transpilePackages, no vanilla-extract plugin. The
// two bundlers build into their own folders so one test run can serve and compare both.
const config: NextConfig = {
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // The package test reads every page's console: React's development warnings stay out of a
  // production build anyway, and source maps are not what a visitor downloads.
  productionBrowserSourceMaps: false,
};

export default config;
