import { expect, test } from '@playwright/test';

/**
 * Islands (site/islands.ts): a page loads the code of the islands it holds and nothing else. No
 * page module, content module or static component reaches the browser at all. Chunks are named
 * after their modules (`taxCalculator-<hash>.js`).
 */
const pageModules = [
  'HomePage',
  'FeatureRoute',
  'ToolPages',
  'PricingPages',
  'BlogPages',
  'PostPage',
  'DocumentPage',
  'CustomerStoriesPage',
  'VerifyPage',
  'Footer',
  'FeaturePage',
  'cashAdvance',
];
const islandNames = [
  'header',
  'textMe',
  'customerStories',
  'taxCalculator',
  'budgetPlanner',
  'verify',
];

const cases = [
  { path: '/get-instant-cash-advance', islands: ['header', 'textMe'] },
  { path: '/blog', islands: ['header'] },
  { path: '/blog/how-to-avoid-overdraft-fees', islands: ['header'] },
  { path: '/budget-tracker-planner', islands: ['header', 'textMe', 'budgetPlanner'] },
  { path: '/tax-calculator', islands: ['header', 'textMe', 'taxCalculator'] },
  { path: '/customer-stories', islands: ['header', 'customerStories'] },
  { path: '/auth/verify', islands: ['header', 'verify'] },
];

for (const { path, islands } of cases)
  test(`${path} loads the code of its islands (${islands.join(', ')}) and no other`, async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script')
        scripts.push(new URL(request.url()).pathname.replace(/^\/assets\//, ''));
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const loaded = (name: string) => scripts.some((file) => file.startsWith(`${name}-`));
    for (const name of islands) expect(loaded(name), `${name} in ${scripts.join(' ')}`).toBe(true);
    for (const name of [...islandNames.filter((name) => !islands.includes(name)), ...pageModules])
      expect(loaded(name), `${name} in ${scripts.join(' ')}`).toBe(false);
  });
