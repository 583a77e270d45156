import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { allPaths, languageOf, privatePaths, repo } from './siteMap';

test.use({ javaScriptEnabled: false });

const catalogue = (locale: string) =>
  JSON.parse(
    readFileSync(join(repo, 'src', 'helpers', 'locale', 'messages', `${locale}.json`), 'utf8'),
  ) as Record<string, string>;

/** What a visitor reads in each language: the library's words, and the menu's groups. */
const words = Object.fromEntries(
  (
    [
      ['en-US', ['Essentials', 'Insurance', 'Banking & Tax', 'Extras', 'Pricing']],
      ['es-US', ['Lo esencial', 'Seguros', 'Banca e impuestos', 'Extras', 'Precios']],
    ] as const
  ).map(([locale, groups]) => {
    const messages = catalogue(locale);
    return [
      locale,
      {
        groups,
        menu: messages['header.menu'] ?? '',
        closeMenu: messages['header.closeMenu'] ?? '',
        main: messages['header.main'] ?? '',
        home: (messages['header.home'] ?? '').replace('{brand}', 'Beem'),
        mobileNumber: messages['phone.label'] ?? '',
      },
    ];
  }),
);

for (const path of allPaths) {
  test(`${path} without JavaScript: content, navigation links and the header's menu all work`, async ({
    page,
  }) => {
    const said = words[languageOf(path).locale];
    if (!said) throw new Error(`No words for ${path}.`);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const main = page.locator('main');
    await expect(main).toBeVisible();
    // Marketing pages carry paragraphs of content; the sign-in pages carry their form.
    const isSignIn = (privatePaths as readonly string[]).includes(path);
    expect((await main.innerText()).length).toBeGreaterThan(isSignIn ? 40 : 150);
    if (isSignIn)
      await expect(main.getByRole('textbox', { name: said.mobileNumber })).toBeVisible();
    await expect(page.getByRole('link', { name: said.home }).first()).toBeVisible();
    // The header's menu opens and shows its groups: a dialog on a phone, popovers on a desktop.
    if ((page.viewportSize()?.width ?? 0) < 1024) {
      await page.getByRole('button', { name: said.menu, exact: true }).click();
      const drawer = page.getByRole('dialog', { name: said.menu });
      await expect(drawer.locator('summary')).toHaveText([...said.groups]);
      await expect(drawer.getByRole('list', { name: said.groups[0] })).toBeVisible();
      await drawer.getByRole('button', { name: said.closeMenu }).click();
      await expect(drawer).toBeHidden();
    } else {
      const nav = page.getByRole('navigation', { name: said.main });
      const pricing = said.groups[4];
      await nav.getByRole('button', { name: pricing }).click();
      await expect(nav.getByRole('list', { name: pricing })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(nav.getByRole('list', { name: pricing })).toBeHidden();
    }
    const footerLinks = page.getByRole('contentinfo').getByRole('navigation').getByRole('link');
    expect(await footerLinks.count()).toBeGreaterThan(30);
    await expect(footerLinks.first()).toBeVisible();
  });
}
