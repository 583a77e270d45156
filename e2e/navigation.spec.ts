import type { Page } from '@playwright/test';
import { expect, holdBack, isPhone, islandStates, test, withoutScripts } from './fixtures';

/**
 * The header's navigation is the platform's: a `<dialog>` opened by an invoker command, an
 * exclusive `<details name>` accordion, `auto` popovers and an in-page link. These tests hold it
 * with scripts off, before the header's code has arrived, and when the entry cannot load, and the
 * scroll fade on a page nobody has touched.
 */

/** Which drawer groups are open, by their names. */
const openGroups = (page: Page) =>
  page
    .getByRole('dialog', { name: 'Menu' })
    .locator('details[open] > summary')
    .allInnerTexts()
    .then((names) => names.map((name) => name.trim()));

async function drawerJourney(page: Page) {
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await menu.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  expect(await openGroups(page)).toEqual(['Essentials']);
  await expect(drawer.getByRole('link', { name: /^Instant cash/ })).toBeVisible();
  await drawer.locator('summary', { hasText: 'Insurance' }).click();
  expect(await openGroups(page)).toEqual(['Insurance']);
  await expect(drawer.getByRole('link', { name: /^Instant cash/ })).toBeHidden();
  // Tapping the open group collapses it.
  await drawer.locator('summary', { hasText: 'Insurance' }).click();
  expect(await openGroups(page)).toEqual([]);
  await drawer.getByRole('button', { name: 'Close menu' }).click();
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
  // Escape closes it too, and focus comes back to the menu button.
  await menu.press('Enter');
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
}

async function megaMenuJourney(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const essentials = nav.getByRole('button', { name: 'Essentials' });
  const instantCash = nav.getByRole('link', { name: /^Instant cash/ });
  await essentials.click();
  await expect(instantCash).toBeVisible();
  // Another panel replaces it: one at a time.
  await nav.getByRole('button', { name: 'Insurance' }).click();
  await expect(instantCash).toBeHidden();
  await expect(nav.getByRole('list', { name: 'Insurance' })).toBeVisible();
  // By keyboard: Enter opens, Tab moves into the panel, Escape closes and returns focus.
  await essentials.focus();
  await page.keyboard.press('Enter');
  await expect(instantCash).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(instantCash).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(instantCash).toBeHidden();
  await expect(essentials).toBeFocused();
  // A click elsewhere closes an open panel.
  await essentials.click();
  await expect(instantCash).toBeVisible();
  // (Low on the page, clear of the panel that hangs from the header.)
  await page.mouse.click(8, (page.viewportSize()?.height ?? 600) - 8);
  await expect(instantCash).toBeHidden();
  // Get Started is a link to the pre-footer.
  await page.getByRole('link', { name: 'Get Started', exact: true }).click();
  await expect(page.locator('#get-started')).toBeInViewport();
}

test('with scripts off, the phone menu opens, its groups expand one at a time, and it closes', async ({
  browser,
  page: projectPage,
  baseURL,
}) => {
  test.skip(!isPhone(projectPage), 'a phone path');
  const { context, page } = await withoutScripts(browser, projectPage, baseURL);
  await page.goto('/');
  await drawerJourney(page);
  await context.close();
});

test('with scripts off, the mega-menu opens by pointer and keyboard, and Get Started reaches the pre-footer', async ({
  browser,
  page: projectPage,
  baseURL,
}) => {
  test.skip(isPhone(projectPage), 'a desktop path');
  const { context, page } = await withoutScripts(browser, projectPage, baseURL);
  await page.goto('/');
  await megaMenuJourney(page);
  await expect(page).toHaveURL(/#get-started$/);
  await context.close();
});

test('with scripts on, the same menus work, the header hydrates, and a menu item is tracked', async ({
  page,
  analyticsEvents,
}) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByRole('banner').dispatchEvent('pointerover');
  await expect.poll(() => islandStates(page)).toMatchObject({ header: 'hydrated' });
  if (isPhone(page)) await drawerJourney(page);
  else {
    await megaMenuJourney(page);
    // Enhanced: focus follows to the pre-footer, for keyboard and screen-reader users.
    await expect(page.locator('#get-started')).toBeFocused();
  }
  expect(await islandStates(page)).toMatchObject({ header: 'hydrated' });
  let item;
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    // The journey above left every group closed.
    await drawer.locator('summary', { hasText: 'Essentials' }).click();
    item = drawer.getByRole('link', { name: /^Instant cash/ });
  } else {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Essentials' }).click();
    item = nav.getByRole('link', { name: /^Instant cash/ });
  }
  // The page stays, so the event is sent from it: the analytics library loads once the page is
  // idle and sends its batch every few seconds.
  await item.evaluate((link) => {
    link.addEventListener('click', (event) => {
      event.preventDefault();
    });
  });
  await item.click();
  await expect
    .poll(() => analyticsEvents.map((event) => event.event), { timeout: 20_000 })
    .toContain('menu_cash_advance');
});

test('a menu tapped before the header’s code arrives opens at once', async ({ page }) => {
  await holdBack(page, /\/assets\/header-[\w-]+\.js$/);
  await page.goto('/', { waitUntil: 'networkidle' });
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  } else {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Essentials' }).click();
    await expect(nav.getByRole('link', { name: /^Instant cash/ })).toBeVisible();
  }
  // Answered by the platform: the page's script has started, and the header's code is still on
  // its way.
  await expect.poll(() => islandStates(page)).toMatchObject({ header: 'waiting' });
});

test('with the entry script blocked, the menu still opens and the form says it is unavailable', async ({
  page,
}) => {
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect.poll(() => islandStates(page)).toMatchObject({ header: 'failed' });
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: /^Instant cash/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  } else {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Essentials' }).click();
    await expect(nav.getByRole('link', { name: /^Instant cash/ })).toBeVisible();
  }
  await expect(
    page
      .getByRole('form', { name: 'Get the app by text' })
      .getByText('Texting the link is unavailable right now.'),
  ).toBeVisible();
});

/** The header's background alpha and whether it casts a shadow, as computed now. */
const headerPaint = (page: Page) =>
  page.getByRole('banner').evaluate((header) => {
    const style = getComputedStyle(header);
    const colour = style.backgroundColor;
    // `color(srgb r g b / a)`, `rgba(r, g, b, a)`, or opaque forms without an alpha.
    const alpha = /\/\s*([\d.]+)\)$/.exec(colour)?.[1] ?? /,\s*([\d.]+)\)$/.exec(colour)?.[1];
    const parts = colour.match(/[\d.]+/g) ?? [];
    return {
      alpha: alpha === undefined ? (parts.length >= 3 ? 1 : 0) : Number(alpha),
      shadow: style.boxShadow !== 'none',
    };
  });

const scrollTo = async (page: Page, top: number) => {
  await page.evaluate((y) => {
    window.scrollTo({ top: y, behavior: 'instant' });
  }, top);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(top);
};

for (const scripts of [true, false]) {
  test(`a page scrolled without a touch fades its header over the first 50px (scripts ${scripts ? 'on' : 'off'})`, async ({
    browser,
    page: projectPage,
    baseURL,
  }) => {
    const { context, page } = scripts
      ? { context: undefined, page: projectPage }
      : await withoutScripts(browser, projectPage, baseURL);
    await page.goto('/get-instant-cash-advance', { waitUntil: 'networkidle' });
    await scrollTo(page, 0);
    await expect.poll(() => headerPaint(page)).toEqual({ alpha: 0, shadow: false });
    await scrollTo(page, 25);
    await expect.poll(() => headerPaint(page)).toEqual({ alpha: 0.5, shadow: false });
    await scrollTo(page, 60);
    await expect.poll(() => headerPaint(page)).toEqual({ alpha: 1, shadow: true });
    // Nobody touched the header: its island never woke, and the fade did not need it.
    if (scripts) await expect.poll(() => islandStates(page)).toMatchObject({ header: 'waiting' });
    await context?.close();
  });
}
