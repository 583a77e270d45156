import Color from 'colorjs.io';
import { darkSemanticTokens, semanticTokens } from '../tokens/semantic';
import { expect, test } from './fixtures';
import { allPaths } from './siteMap';

/**
 * The site follows the visitor's light or dark setting from its stylesheet alone. Every route is
 * opened on a phone set to dark mode with scripts off: what it draws then is what a visitor sees
 * on the first paint, before any script could run, so a page that came out light here would
 * flash. (routes.spec.ts runs axe on every hydrated route in the dark theme as well, and the
 * story tests shoot every page story dark.)
 */

/** A token's colour as getComputedStyle writes it. */
const rgb = (css: string) => {
  const [r, g, b] = new Color(css)
    .to('srgb')
    .coords.map((channel) => Math.round((channel ?? 0) * 255));
  return `rgb(${String(r)}, ${String(g)}, ${String(b)})`;
};

const dark = darkSemanticTokens.color;

test.describe('a phone set to dark mode, before any script runs', () => {
  test.use({ colorScheme: 'dark', javaScriptEnabled: false });
  test.skip(({ isMobile, viewport }) => !isMobile && (viewport?.width ?? 0) >= 1024, 'phones');

  for (const path of allPaths) {
    test(`${path} is drawn dark by its stylesheet alone`, async ({ page }) => {
      await page.goto(path);
      const html = page.locator('html');
      await expect(html).toHaveCSS('color-scheme', 'light dark');
      await expect(html).toHaveCSS('background-color', rgb(dark.surface.page));
      await expect(html).toHaveCSS('color', rgb(dark.text.default));
      await expect(page.getByRole('heading', { level: 1 })).toHaveCSS(
        'color',
        rgb(dark.text.default),
      );
    });
  }
});

test('the same stylesheet draws the page light, and dark once the device switches', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveCSS('background-color', rgb(semanticTokens.color.surface.page));
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveCSS('background-color', rgb(dark.surface.page));
});

test('the head tells the browser both schemes and tints its bar per scheme', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute('content', 'light dark');
  await expect(
    page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]'),
  ).toHaveAttribute('content', dark.surface.header);
});
