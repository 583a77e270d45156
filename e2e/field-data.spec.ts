import { expect, test } from './fixtures';

/**
 * Field data (site/analytics/webVitals.ts): a sampled page view reports its Core Web Vitals as
 * `web_vital` analytics events. The site tests build with every page view sampled.
 */
test('a page view reports its LCP as a web_vital event that carries nothing of the visitor', async ({
  page,
  analyticsEvents,
}) => {
  await page.goto('/?ref=4155552671', { waitUntil: 'networkidle' });
  // The library loads once the page is idle; a first input settles the page's LCP.
  await page.waitForFunction(() =>
    performance
      .getEntriesByType('resource')
      .some((entry) => entry.name.includes('/assets/web-vitals')),
  );
  await page.keyboard.press('Tab');
  await expect
    .poll(
      () =>
        analyticsEvents
          .filter((event) => event.event === 'web_vital')
          .map((e) => e.properties.label),
      { timeout: 20_000 },
    )
    .toContain('LCP');
  const lcp = analyticsEvents.find(
    (event) => event.event === 'web_vital' && event.properties.label === 'LCP',
  );
  expect(lcp?.properties).toMatchObject({
    metric: 'LCP',
    rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
    navigationType: 'navigate',
  });
  expect(lcp?.properties.value).toBeGreaterThan(0);
  expect(String(lcp?.properties.element)).not.toBe('');
  // Nothing of the address's query, in any property.
  const sent = JSON.stringify(lcp);
  expect(sent).not.toContain('4155552671');
  expect(sent).not.toContain('?');
});
