import type { Page } from '@playwright/test';
import { expect, isPhone, test, withoutScripts } from './fixtures';

/**
 * The language switch: the header's link (beside Log in on a desktop, first in the drawer on a
 * phone) leads to the same page in the other language, with scripts on and off. The choice is
 * remembered with scripts on, and a page in the other language offers the switch; nothing ever
 * redirects, whatever the browser's language.
 */

/** The header's link to the other language, where a visitor on this project finds it. */
async function languageLink(page: Page, name: 'Español' | 'English') {
  if (isPhone(page)) {
    await page.getByRole('button', { name: /^(Menu|Menú)$/, exact: true }).click();
    return page.getByRole('dialog').getByRole('link', { name, exact: true });
  }
  return page.getByRole('banner').getByRole('link', { name, exact: true });
}

/**
 * Waits until the page has loaded the given address (its own script has run). A pattern on the
 * whole URL would take `/es/pricing` for `/pricing`, and a `goto` that follows a click before its
 * navigation lands is interrupted by it.
 */
const arrivedAt = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path);

async function switchBothWays(page: Page) {
  await page.goto('/pricing');
  const spanish = await languageLink(page, 'Español');
  await expect(spanish).toHaveAttribute('hreflang', 'es-US');
  await expect(spanish).toHaveAttribute('lang', 'es');
  await spanish.click();
  await arrivedAt(page, '/es/pricing');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Planes sencillos, cancela cuando quieras' }),
  ).toBeVisible();
  const english = await languageLink(page, 'English');
  await expect(english).toHaveAttribute('lang', 'en');
  await english.click();
  await arrivedAt(page, '/pricing');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

test('with scripts off, the header’s link switches to the same page in Spanish and back', async ({
  browser,
  page: projectPage,
  baseURL,
}) => {
  const { context, page } = await withoutScripts(browser, projectPage, baseURL);
  await switchBothWays(page);
  await context.close();
});

test('with scripts on, the switch is remembered, and the other language is offered, never imposed', async ({
  page,
}) => {
  await switchBothWays(page);
  // Back on English by the link: the last choice is English, so nothing is offered.
  await expect(page.getByRole('region', { name: /también está en español/ })).toBeHidden();

  await page.goto('/es/about');
  await (await languageLink(page, 'English')).click();
  await arrivedAt(page, '/about');
  await page.goto('/es/pricing');
  // A Spanish page, for a visitor who chose English: it stays Spanish, and offers English.
  expect(new URL(page.url()).pathname).toBe('/es/pricing');
  const offer = page.getByRole('region', { name: 'This page is also in English.' });
  await expect(offer).toBeVisible();
  await expect(offer).toHaveAttribute('lang', 'en');
  await offer.getByRole('link', { name: 'Read it in English' }).click();
  await arrivedAt(page, '/pricing');
  await expect(page.getByRole('region', { name: /This page is also in English/ })).toBeHidden();
});

test('an offer turned down by keyboard is not made again', async ({ page }) => {
  await page.goto('/es/');
  await page.evaluate(() => {
    localStorage.setItem('language', 'en-US');
  });
  await page.goto('/es/pricing');
  const offer = page.getByRole('region', { name: 'This page is also in English.' });
  await expect(offer).toBeVisible();
  // First in the main content: the skip link leads to it.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(offer.getByRole('link', { name: 'Read it in English' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(offer.getByRole('button', { name: 'No thanks' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(offer).toBeHidden();
  await page.goto('/es/about');
  await expect(page.getByRole('region', { name: /This page is also in English/ })).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es-US');
});

test('a browser asking for Spanish first gets the page it asked for, with the switch offered in the header only', async ({
  browser,
  page: projectPage,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    viewport: projectPage.viewportSize(),
    locale: 'es-US',
    extraHTTPHeaders: { 'Accept-Language': 'es-US,es;q=0.9' },
  });
  const page = await context.newPage();
  const response = await page.goto('/pricing');
  expect(response?.status()).toBe(200);
  expect(response?.request().redirectedFrom()).toBeNull();
  expect(new URL(page.url()).pathname).toBe('/pricing');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('region', { name: /también está en español/ })).toBeHidden();
  await context.close();
});

test('a Spanish page’s footer links report the same events as the English page’s', async ({
  page,
}) => {
  const events = async (path: string) => {
    await page.goto(path);
    return page
      .getByRole('contentinfo')
      .locator('a[data-event]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('data-event')));
  };
  const english = await events('/pricing');
  expect(english).toContain('footer_job_loss_disability');
  expect(await events('/es/pricing')).toEqual(english);
});
