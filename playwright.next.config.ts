import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

/**
 * The Next.js consumer test (part of `npm run test:package`): the App Router app in
 * `consumer/next`, installed from the packed tarball and built by scripts/test-package.mjs into
 * dist/consumer-next twice, once by each of Next's bundlers. Each build is served by `next start`
 * and driven as its own project, so every check runs against both.
 */
const executablePath = await findChromium();
const app = 'dist/consumer-next';
const bundlers = [
  { name: 'turbopack', port: Number(process.env.NEXT_TURBOPACK_PORT ?? 4181) },
  { name: 'webpack', port: Number(process.env.NEXT_WEBPACK_PORT ?? 4182) },
];

export default defineConfig({
  testDir: 'e2e/next',
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'line' : 'list',
  projects: bundlers.map(({ name, port }) => ({
    name,
    use: {
      baseURL: `http://localhost:${port}`,
      browserName: 'chromium',
      viewport: { width: 1024, height: 768 },
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
      launchOptions: { executablePath: executablePath ?? undefined, args: chromiumArgs },
    },
  })),
  webServer: bundlers.map(({ name, port }) => ({
    command: `npx --no-install next start --port ${port}`,
    cwd: app,
    env: { NEXT_DIST_DIR: `.next-${name}`, NEXT_TELEMETRY_DISABLED: '1' },
    url: `http://localhost:${port}/empty`,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  })),
});
