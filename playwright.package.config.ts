import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

/**
 * The consumer test (`npm run test:package`): the app in `consumer/`, installed from the packed
 * tarball and built by scripts/test-package.mjs into dist/consumer, served as a static host would.
 */
const executablePath = await findChromium();
const PORT = Number(process.env.PACKAGE_TEST_PORT ?? 4180);

export default defineConfig({
  testDir: 'e2e/package',
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'line' : 'list',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  expect: { toHaveScreenshot: { maxDiffPixels: 0, threshold: 0, animations: 'disabled' } },
  use: {
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 1024, height: 768 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    launchOptions: { executablePath: executablePath ?? undefined, args: chromiumArgs },
  },
  webServer: {
    command: `npx --no-install vite preview --port ${PORT} --strictPort`,
    cwd: 'dist/consumer',
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
