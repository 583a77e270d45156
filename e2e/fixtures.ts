import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { ANALYTICS_ORIGIN } from '../site/security/headers';

/** One analytics event as the analytics host received it. */
export interface AnalyticsEvent {
  event: string;
  properties: Record<string, unknown>;
}

/**
 * The site tests build the site with analytics on (package.json, `test:site`), so every page
 * loads the analytics library as a visitor's would. Its host is stood in for here: requests to it
 * are answered the way the real host answers them, and never leave the machine. Each batch is
 * decoded, so a test can read exactly what would have been sent.
 */
export const test = base.extend<{ analyticsEvents: AnalyticsEvent[] }>({
  analyticsEvents: [
    async ({ context }, use) => {
      const events: AnalyticsEvent[] = [];
      await context.route(`${ANALYTICS_ORIGIN}/**`, async (route) => {
        const body = route.request().postData() ?? '';
        // mixpanel-browser posts `data=<JSON array>` form-encoded (its batch sender).
        const data = new URLSearchParams(body).get('data');
        if (data) {
          const parsed = JSON.parse(data) as AnalyticsEvent | AnalyticsEvent[];
          events.push(...(Array.isArray(parsed) ? parsed : [parsed]));
        }
        // The real host names the page's origin and allows credentials: the library sends some
        // requests with them (an XHR with `withCredentials`), which a `*` answer would fail.
        const origin = route.request().headers().origin ?? '*';
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          headers: {
            'access-control-allow-origin': origin,
            ...(origin !== '*' && { 'access-control-allow-credentials': 'true' }),
          },
          body: JSON.stringify({ status: 1 }),
        });
      });
      await use(events);
    },
    { auto: true },
  ],
});

export { expect };

/** Each island on the page by name, with its `data-island-state` (undefined before the entry ran). */
export const islandStates = (page: Page): Promise<Record<string, string | undefined>> =>
  page.evaluate(() => {
    const states: Record<string, string | undefined> = {};
    for (const element of document.querySelectorAll<HTMLElement>('[data-island]'))
      states[element.dataset.island ?? ''] = element.dataset.islandState;
    return states;
  });

/**
 * Holds back every request whose address matches until the returned function is called: a test
 * acts "before the code arrives" for certain, however busy the machine is, and then lets it come.
 * A hold of a fixed time is not certain: with another browser loading beside it, the page's own
 * script can start late enough that the held code has already arrived.
 */
export async function holdBack(page: Page, url: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Whether a test's page is at a phone's width (the phone project). */
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;

/** A page in a context with scripts off, at the project's viewport. */
export async function withoutScripts(browser: Browser, page: Page, baseURL: string | undefined) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    viewport: page.viewportSize(),
    hasTouch: isPhone(page),
  });
  return { context, page: await context.newPage() };
}

/**
 * Records every layout shift on the page from its first paint, each named by the elements that
 * moved (a shift a visitor caused, within half a second of their input, is left out, as the
 * metric does). Call before the page loads; read with `layoutShifts`.
 */
export const recordLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        };
        if (shift.hadRecentInput) continue;
        const moved = (shift.sources ?? []).map(({ node }) => {
          const element = node instanceof Element ? node : node?.parentElement;
          return `<${element?.localName ?? '?'}> "${(element?.textContent ?? '').trim().slice(0, 30)}"`;
        });
        shifts.push(
          `${shift.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join(', ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** The layout shifts `recordLayoutShifts` has seen so far. */
export const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts);
