import { expect, test } from './fixtures';

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
  'headerEs',
  'textMeEs',
  'customerStoriesEs',
  'taxCalculatorEs',
  'budgetPlannerEs',
  'verifyEs',
];

/**
 * `atOnce`: islands that hydrate as the page loads (the sign-in flow). `onIntent`: islands whose code
 * waits for a visitor to reach for them (site/islands.ts). React DOM (`client-<hash>.js`) loads
 * with the first island that hydrates.
 */
const cases: {
  path: string;
  atOnce: string[];
  onIntent: string[];
  wrapped?: string[];
}[] = [
  { path: '/get-instant-cash-advance', atOnce: [], onIntent: ['header', 'textMe'] },
  { path: '/blog', atOnce: [], onIntent: ['header'] },
  { path: '/blog/how-to-avoid-overdraft-fees', atOnce: [], onIntent: ['header'] },
  {
    path: '/budget-tracker-planner',
    atOnce: [],
    onIntent: ['header', 'textMe', 'budgetPlanner'],
  },
  { path: '/tax-calculator', atOnce: [], onIntent: ['header', 'textMe', 'taxCalculator'] },
  { path: '/customer-stories', atOnce: [], onIntent: ['header', 'customerStories'] },
  { path: '/auth/verify', atOnce: ['verify'], onIntent: ['header'] },
  // A Spanish page loads the Spanish islands. The text-me and sign-in ones wrap the English
  // island's module (islands/textMeEs.tsx, verifyEs.tsx), which comes with them (`wrapped`); the
  // other English islands never load.
  {
    path: '/es/tax-calculator/',
    atOnce: [],
    onIntent: ['headerEs', 'textMeEs', 'taxCalculatorEs'],
    wrapped: ['textMe'],
  },
  {
    path: '/es/budget-tracker-planner',
    atOnce: [],
    onIntent: ['headerEs', 'textMeEs', 'budgetPlannerEs'],
    wrapped: ['textMe'],
  },
  { path: '/es/auth/verify', atOnce: ['verifyEs'], onIntent: ['headerEs'], wrapped: ['verify'] },
];

for (const { path, atOnce, onIntent, wrapped = [] } of cases)
  test(`${path} loads ${atOnce.join(', ') || 'no island'} at once, ${onIntent.join(', ')} when reached for, and no other code`, async ({
    page,
  }) => {
    const scripts: string[] = [];
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('requestfailed', (request) => {
      problems.push(`${request.url()}: ${request.failure()?.errorText ?? 'failed'}`);
    });
    page.on('request', (request) => {
      if (request.resourceType() === 'script')
        scripts.push(new URL(request.url()).pathname.replace(/^\/assets\//, ''));
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const loaded = (name: string) => scripts.some((file) => file.startsWith(`${name}-`));
    const expectLoaded = (names: readonly string[], yes: boolean) => {
      for (const name of names) expect(loaded(name), `${name} in ${scripts.join(' ')}`).toBe(yes);
    };
    expectLoaded(atOnce, true);
    expectLoaded(onIntent, false);
    expectLoaded(['client'], atOnce.length > 0);

    for (const name of onIntent)
      await page.locator(`[data-island="${name}"] > :first-child`).dispatchEvent('pointerover');
    // Each island names what became of it (site/hydration/islands.tsx): a slow chunk stays
    // `waiting`, a failed one `failed`, and HTML React had to redo `mismatch`, with the console's
    // and the network's errors beside them.
    const unsettled = () =>
      page
        .locator('[data-island]')
        .evaluateAll((islands) =>
          islands
            .map((island) => `${island.dataset.island}: ${island.dataset.islandState}`)
            .filter((state) => !state.endsWith(': hydrated')),
        );
    await expect
      .poll(unsettled, { timeout: 15_000 })
      .toEqual([])
      .catch((error: unknown) => {
        throw new Error(`${String(error)}\nerrors on the page: ${problems.join(' | ') || 'none'}`);
      });
    expectLoaded([...atOnce, ...onIntent, 'client'], true);
    expectLoaded(wrapped, true);
    const others = islandNames.filter(
      (name) => !atOnce.includes(name) && !onIntent.includes(name) && !wrapped.includes(name),
    );
    expectLoaded([...others, ...pageModules], false);
  });
