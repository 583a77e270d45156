import { expect, test } from './fixtures';
import { allPaths, privatePaths } from './siteMap';

test.use({ javaScriptEnabled: false });

for (const path of allPaths) {
  test(`${path} without JavaScript: content, navigation links and the header's menu all work`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const main = page.locator('main');
    await expect(main).toBeVisible();
    // Marketing pages carry paragraphs of content; the sign-in pages carry their form.
    const isSignIn = (privatePaths as readonly string[]).includes(path);
    expect((await main.innerText()).length).toBeGreaterThan(isSignIn ? 40 : 150);
    if (isSignIn) await expect(main.getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Beem home' }).first()).toBeVisible();
    // The header's menu opens and shows its groups: a dialog on a phone, popovers on a desktop.
    if ((page.viewportSize()?.width ?? 0) < 1024) {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer.locator('summary')).toHaveText([
        'Essentials',
        'Insurance',
        'Banking & Tax',
        'Extras',
        'Pricing',
      ]);
      await expect(drawer.getByRole('list', { name: 'Essentials' })).toBeVisible();
      await drawer.getByRole('button', { name: 'Close menu' }).click();
      await expect(drawer).toBeHidden();
    } else {
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Pricing' }).click();
      await expect(nav.getByRole('list', { name: 'Pricing' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(nav.getByRole('list', { name: 'Pricing' })).toBeHidden();
    }
    const footerLinks = page.getByRole('contentinfo').getByRole('navigation').getByRole('link');
    expect(await footerLinks.count()).toBeGreaterThan(30);
    await expect(footerLinks.first()).toBeVisible();
  });
}
