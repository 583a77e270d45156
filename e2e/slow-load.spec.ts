import { expect, test } from './fixtures';

/**
 * On a slow phone the browser paints the page while it is still reading the HTML. The site
 * header comes first and is most of the first bytes: nothing in it may move as the rest is read. Its desktop nav, panels and all, used to grow item by item and then move left as the
 * actions after it arrived; it now waits for them (Header.css.ts). Each page is loaded on a CPU
 * six times slower, where the parser yields part-way through the header's markup and the browser
 * paints what it has, and every layout shift of a node inside the header is reported with the
 * element that moved.
 */
const pages = ['/', '/blog/tax-tips-for-students-with-gig-income/', '/es/pricing/basic'];

for (const path of pages) {
  test(`${path}: the header does not move while a slow device reads the page`, async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: string[] = [];
      Object.assign(window, { headerShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const shift = entry as PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: { node?: Node | null }[];
          };
          if (shift.hadRecentInput) continue;
          for (const { node } of shift.sources ?? []) {
            const element = node instanceof Element ? node : node?.parentElement;
            // The site header is the one that fades in on scroll.
            if (element?.closest('[data-header-fade]')) {
              shifts.push(
                `${shift.value.toFixed(4)}: <${element.localName}> "${element.textContent.trim().slice(0, 30)}"`,
              );
            }
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto(path, { waitUntil: 'networkidle' });
    // Islands that load with the page hydrate a frame or two after the network goes quiet.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          requestAnimationFrame(() => requestAnimationFrame(resolve));
        }),
    );
    expect(
      await page.evaluate(() => (window as unknown as { headerShifts: string[] }).headerShifts),
    ).toEqual([]);
  });
}
