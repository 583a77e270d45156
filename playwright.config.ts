import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

/**
 * The site tests: the built, prerendered site (`npm run build:site`) served the way a static
 * host serves it, in Chromium at a phone width and a desktop width.
 */
const executablePath = await findChromium();
const PORT = Number(process.env.SITE_TEST_PORT ?? 4173);

export default defineConfig({
  testDir: 'e2e',
  // The consumer apps' tests have their own configs and servers (playwright.package.config.ts,
  // playwright.next.config.ts), run by npm run test:package.
  testIgnore: ['package/**', 'next/**'],
  // One browser page at a time on two cores. Two workers (SITE_TEST_WORKERS=2) take a quarter
  // off the run, but two pages loading at once are slow enough for Chromium to paint text before
  // the web font has arrived, and the lines that rewrap when it does fail the layout shift check,
  // rightly: a slow phone sees the same. Until the fallback font matches Inter's metrics, one
  // worker.
  workers: Number(process.env.SITE_TEST_WORKERS ?? 1),
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: { executablePath: executablePath ?? undefined, args: chromiumArgs },
    trace: 'off',
  },
  projects: [
    { name: 'phone', use: { viewport: { width: 375, height: 812 }, hasTouch: true } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: `npx --no-install vite preview site --config vite.config.ts --outDir ../dist/site --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
