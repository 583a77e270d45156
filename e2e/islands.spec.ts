import { expect, test, type Page } from '@playwright/test';

/**
 * Islands (site/islands.ts): a prerendered page hydrates only its interactive parts. These tests
 * hold what a visitor gets when an island's code cannot load, and that the HTML asks for the
 * chunks of the islands it hydrates at once.
 */

const islandStates = (page: Page): Promise<Record<string, string | undefined>> =>
  page.evaluate(() => {
    const states: Record<string, string | undefined> = {};
    for (const element of document.querySelectorAll<HTMLElement>('[data-island]'))
      states[element.dataset.island ?? ''] = element.dataset.islandState;
    return states;
  });

const headLinks = async (page: Page, path: string) => {
  const html = await (await page.request.get(path)).text();
  return [...html.matchAll(/<link rel="modulepreload"[^>]* href="\/assets\/([^"-]+)-/g)].map(
    ([, name]) => name,
  );
};

test('the home page preloads the chunks of the islands it hydrates at once, and no others', async ({
  page,
}) => {
  const preloaded = await headLinks(page, '/');
  expect(preloaded).toEqual(expect.arrayContaining(['header', 'textMe']));
  expect(preloaded).not.toContain('customerStories');
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect
    .poll(() => islandStates(page))
    .toMatchObject({ header: 'hydrated', textMe: 'hydrated' });
});

test('when the text-me form cannot load, it says so, and the rest of the page works', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route(/\/assets\/textMe-[\w-]+\.js$/, (route) => route.abort());
  // The chunk is preloaded from the head too: that request fails the same way.
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect
    .poll(() => islandStates(page))
    .toMatchObject({ textMe: 'failed', header: 'hydrated' });
  const form = page.getByRole('form', { name: 'Get the app by text' });
  await expect(form.getByText('Texting the link is unavailable right now.')).toBeVisible();
  await expect(form.getByRole('link', { name: 'App Store' })).toBeVisible();
  expect(errors.join('\n')).toContain('Island "textMe" could not load');
  // Links still navigate.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('when the header cannot load, its links and the page around it still work', async ({
  page,
}) => {
  await page.route(/\/assets\/header-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/get-instant-cash-advance', { waitUntil: 'networkidle' });
  await expect
    .poll(() => islandStates(page))
    .toMatchObject({ header: 'failed', textMe: 'hydrated' });
  // The form still works: it validates on its own.
  await page.getByRole('button', { name: 'Text me the app' }).click();
  await expect(page.getByText('Enter all 10 digits of your US mobile number.')).toBeVisible();
  await page.getByRole('link', { name: 'Beem home' }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('a page with no form and no tool hydrates only the header', async ({ page }) => {
  await page.goto('/blog', { waitUntil: 'networkidle' });
  expect(await islandStates(page)).toEqual({ header: 'hydrated' });
});
