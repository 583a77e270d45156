/**
 * The installed package in a plain Vite app: its components are styled by the package's own
 * stylesheet, tokens and fonts, and an app's own CSS wins over the library's without a fight.
 */
import { installedTokens, rgb } from '../installedTokens';
import { expect, test } from '@playwright/test';

const tokenValue = installedTokens('consumer');

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installed from the package');
  await page.evaluate(async () => {
    await Promise.all(
      ['400', '600', '700'].map((weight) => document.fonts.load(`${weight} 1em Inter`)),
    );
    await document.fonts.ready;
  });
});

test('components are styled by the package: tokens, spacing and the Inter faces', async ({
  page,
}) => {
  const primary = page.getByRole('button', { name: 'primary' });
  await expect(primary).toHaveCSS(
    'background-color',
    rgb(tokenValue('--beem-color-action-primary-background')),
  );
  await expect(primary).toHaveCSS('font-family', /^Inter/);
  const weightsNotLoaded = await page.evaluate(() =>
    ['400', '600', '700'].filter((weight) => !document.fonts.check(`${weight} 16px Inter`)),
  );
  expect(weightsNotLoaded, 'Inter weights not loaded').toEqual([]);
  // The faces come from the package's own files, not the system.
  const faces = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.woff2')),
  );
  expect(faces.length).toBeGreaterThan(0);
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('(415) 555-0142');
  await expect(page.getByRole('group', { name: 'Code' })).toBeVisible();
  await expect(page).toHaveScreenshot('consumer-app.png', { fullPage: true });
});

test("the app's own unlayered CSS wins over the library's layered styles", async ({ page }) => {
  const primary = page.getByRole('button', { name: 'primary' });
  // A bare type selector: lower specificity than the library's class, yet it wins, because the
  // library's rules are in `@layer beem`.
  await page.addStyleTag({ content: 'button { background-color: rgb(1, 2, 3); }' });
  await expect(primary).toHaveCSS('background-color', 'rgb(1, 2, 3)');
});
