import { expect, test } from './fixtures';
import { allPaths, privatePaths } from './siteMap';

test.use({ javaScriptEnabled: false });

for (const path of allPaths) {
  test(`${path} without JavaScript: content and navigation links are all there`, async ({
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
    const footerLinks = page.getByRole('contentinfo').getByRole('navigation').getByRole('link');
    expect(await footerLinks.count()).toBeGreaterThan(30);
    await expect(footerLinks.first()).toBeVisible();
  });
}
