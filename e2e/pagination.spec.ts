import { expect, test } from './fixtures';
import { canonical, laterListPaths, postPaths } from './siteMap';

/**
 * The blog's list pages stay a fixed size however many posts there are (site/blog/pages.ts):
 * the index holds the newest posts and links on to older pages, each with its own canonical
 * address and `rel="prev"`/`rel="next"` links in the body and the head. The repository's posts
 * fill two index pages, which is enough to walk the whole chain.
 */
test('the blog index splits over pages that link to each other, and every post is on exactly one', async ({
  page,
}) => {
  expect(laterListPaths).toContain('/blog/page/2/');
  const seen: string[] = [];
  let path: string | null = '/blog/';
  let previous: string | null = null;
  let pages = 0;
  while (path) {
    pages += 1;
    await page.goto(path);
    const main = page.getByRole('main');
    const links = await main
      .getByRole('list')
      .last()
      .getByRole('link')
      .evaluateAll((anchors) =>
        anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname),
      );
    seen.push(...links.filter((href) => !href.startsWith('/blog/page/')));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical(path));
    const nav = page.getByRole('navigation', { name: 'Blog pages' });
    await expect(nav.getByText(`Page ${pages} of `)).toBeVisible();
    const newer = nav.getByRole('link', { name: 'Newer posts' });
    const older = nav.getByRole('link', { name: 'Older posts' });
    if (previous) {
      await expect(newer).toHaveAttribute('href', previous);
      await expect(newer).toHaveAttribute('rel', 'prev');
      await expect(page.locator('head link[rel="prev"]')).toHaveAttribute('href', previous);
    } else {
      await expect(newer).toHaveCount(0);
      await expect(page.locator('head link[rel="prev"]')).toHaveCount(0);
    }
    const next = (await older.count()) ? await older.getAttribute('href') : null;
    if (next) await expect(page.locator('head link[rel="next"]')).toHaveAttribute('href', next);
    else await expect(page.locator('head link[rel="next"]')).toHaveCount(0);
    previous = path;
    path = next;
  }
  expect(pages).toBe(laterListPaths.filter((each) => each.startsWith('/blog/page/')).length + 1);
  expect(seen.sort()).toEqual([...postPaths].sort());
});

test('a category whose posts fit one page shows no pagination', async ({ page }) => {
  await page.goto('/blog/save/');
  await expect(page.getByRole('heading', { level: 1, name: 'Save' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Save pages' })).toHaveCount(0);
  await expect(page.locator('head link[rel="next"]')).toHaveCount(0);
});

test('a page past the last is not found', async ({ page }) => {
  const response = await page.goto('/blog/page/99/');
  expect(response?.status()).toBe(404);
});
