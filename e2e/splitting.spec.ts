import { expect, test } from '@playwright/test';

/**
 * Route-level code splitting (the performance budget's rule): the tax calculator, the budget
 * planner, the verify flow and the blog load only on their own routes. Chunks are named after
 * their modules (`ToolPages-<hash>.js`).
 */
const cases = [
  {
    path: '/get-instant-cash-advance',
    loads: ['FeatureRoute', 'cashAdvance'],
    never: ['ToolPages', 'VerifyPage', 'BlogPages', 'PostPage', 'CustomerStories', 'savings'],
  },
  {
    path: '/blog',
    loads: ['BlogPages'],
    never: ['ToolPages', 'VerifyPage', 'PostPage', 'FeatureRoute'],
  },
  {
    path: '/blog/how-to-avoid-overdraft-fees',
    loads: ['PostPage', 'how-to-avoid-overdraft-fees'],
    never: ['ToolPages', 'VerifyPage', 'BlogPages', 'build-credit-from-scratch'],
  },
  {
    path: '/budget-tracker-planner',
    loads: ['ToolPages', 'budget'],
    never: ['VerifyPage', 'BlogPages', 'PostPage', 'FeatureRoute'],
  },
  {
    path: '/auth/verify',
    loads: ['VerifyPage'],
    never: ['ToolPages', 'BlogPages', 'PostPage', 'FeatureRoute'],
  },
];

for (const { path, loads, never } of cases)
  test(`${path} loads its own code and none of the other routes’`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script')
        scripts.push(new URL(request.url()).pathname.replace(/^\/assets\//, ''));
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const name of loads)
      expect(
        scripts.some((file) => file.startsWith(`${name}-`)),
        `${name} in ${scripts.join(' ')}`,
      ).toBe(true);
    for (const name of never)
      expect(
        scripts.filter((file) => file.startsWith(`${name}-`)),
        name,
      ).toEqual([]);
  });
