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
  // Two browsers on two cores: most of a page test is waiting (a load, the network going
  // quiet, a font), so two take about a quarter off the run. No test leans on another's state or
  // on an idle machine: a test that acts before a script arrives holds that script back until it
  // has checked the page (`holdBack` in e2e/fixtures.ts), the web font does not move text
  // (e2e/slow-load.spec.ts), and a route's layout shifts are read once it has loaded and
  // hydrated, before the accessibility checkers measure it. SITE_TEST_WORKERS=1 runs one page at
  // a time.
  workers: Number(process.env.SITE_TEST_WORKERS ?? 2),
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
