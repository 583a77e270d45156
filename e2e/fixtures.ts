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
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': '*' },
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
