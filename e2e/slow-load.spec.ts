import { expect, layoutShifts, recordLayoutShifts, test } from './fixtures';

/**
 * Nothing on a page moves while a slow phone loads it. Every layout shift is reported with the
 * element that moved, under two loads:
 *
 * - **A slow device** (the CPU six times slower): the browser paints what it has while it is
 *   still reading the HTML. The header comes first and is most of the first bytes; its desktop
 *   nav, panels and all, used to grow item by item and then move left as the actions after it
 *   arrived. It now waits for them (Header.css.ts).
 * - **The web font comes late**, two seconds after the page, as on a slow link where the first
 *   paint comes well before Inter's files. When Inter replaced its fallback, lines rewrapped: a
 *   blog post's cover, its "On this page" and its byline moved down (a shift of 0.154 on the
 *   bench's throttled phone), and a price's "/mes" beside its figure. The fallbacks are now fitted
 *   to Inter's metrics (tokens/fontFallbacks.css.ts), and the site's faces are
 *   `font-display: optional` (scripts/site-fonts.ts): a font that misses the first paint is not
 *   swapped in.
 */
const pages = ['/', '/blog/tax-tips-for-students-with-gig-income/', '/es/pricing/basic'];

const loads: Record<string, { cpu?: number; fontDelayMs?: number }> = {
  'a slow device': { cpu: 6 },
  'the web font comes late': { fontDelayMs: 2000 },
};

// A phone's pixel density, as the bench's phone: images pick their larger sources.
test.use({ deviceScaleFactor: 2.625 });

for (const [load, conditions] of Object.entries(loads)) {
  for (const path of pages) {
    test(`${path}: nothing moves while ${load} loads the page`, async ({ page }) => {
      await recordLayoutShifts(page);
      if (conditions.fontDelayMs) {
        const delay = conditions.fontDelayMs;
        await page.route('**/*.woff2', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, delay));
          await route.continue();
        });
      }
      if (conditions.cpu) {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: conditions.cpu });
      }
      await page.goto(path, { waitUntil: 'networkidle' });
      // Islands that load with the page hydrate a frame or two after the network goes quiet.
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            requestAnimationFrame(() => requestAnimationFrame(resolve));
          }),
      );
      expect(await layoutShifts(page)).toEqual([]);
    });
  }
}
