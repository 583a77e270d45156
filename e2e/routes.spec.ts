import type { Page } from '@playwright/test';
import { axeViolations, equalAccessFindings } from './checkers';
import {
  expect,
  isPhone,
  layoutShifts,
  recordLayoutShifts,
  test,
  withoutScripts,
} from './fixtures';
import { allPaths, canonical, indexablePaths, languageOf } from './siteMap';

/**
 * Collects console errors, page errors, failed requests and Content-Security-Policy violations
 * (the preview server enforces the build's policy) while a page is open, and records its layout
 * shifts for `layoutShifts`.
 */
async function watch(page: Page) {
  const problems: string[] = [];
  await recordLayoutShifts(page);
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    problems.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  return problems;
}

const head = (page: Page) =>
  page.evaluate(() => {
    const content = (selector: string) =>
      document.head.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      titles: [...document.querySelectorAll('title')].map((title) => title.textContent),
      description: content('meta[name="description"]'),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      robots: content('meta[name="robots"]'),
      ogImage: content('meta[property="og:image"]'),
      ogWidth: content('meta[property="og:image:width"]'),
      ogHeight: content('meta[property="og:image:height"]'),
      ogLocale: content('meta[property="og:locale"]'),
      twitterCard: content('meta[name="twitter:card"]'),
      lang: document.documentElement.lang,
      h1: [...document.querySelectorAll('h1')].map((h1) => h1.textContent),
    };
  });

// Each route's test stands alone, so they spread across both workers.
test.describe.configure({ mode: 'parallel' });

for (const path of allPaths) {
  test(`${path}: answers 200 with its own metadata, no errors, no CSP or Trusted Types violations, clean in axe (light, and dark on a phone) and Equal Access`, async ({
    page,
  }) => {
    const problems = await watch(page);
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("style-src 'self'");

    const meta = await head(page);
    // One title after hydration: React placed it in the head, it was not added a second time.
    expect(meta.titles).toHaveLength(1);
    expect(meta.titles[0]).toMatch(/Beem/);
    expect(meta.h1).toHaveLength(1);
    expect(meta.description?.length).toBeGreaterThan(40);
    expect(meta.canonical).toBe(canonical(path));
    // Not a production build: nothing may be indexed.
    expect(meta.robots).toBe('noindex, nofollow');
    expect(meta.ogImage).toBe('https://www.trybeem.com/og/default.png');
    expect([meta.ogWidth, meta.ogHeight]).toEqual(['1300', '750']);
    expect(meta.ogLocale).toBe(languageOf(path).og);
    expect(meta.twitterCard).toBe('summary_large_image');
    expect(meta.lang).toBe(languageOf(path).lang);

    // Every island hydrates against its prerendered HTML: a mismatch would be a console error
    // (and `data-island-state="mismatch"`). Those below the fold load as they near the screen,
    // and those that wait for a visitor load when a pointer comes over them, so each is brought
    // to the screen and pointed at.
    for (const island of await page.locator('[data-island] > :first-child').all()) {
      await island.scrollIntoViewIfNeeded();
      await island.dispatchEvent('pointerover');
    }
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('[data-island]')]
            .map((element) => `${element.dataset.island}: ${element.dataset.islandState}`)
            .filter((state) => !state.endsWith(': hydrated')),
        ),
      )
      .toEqual([]);
    // Nothing moved while the page loaded and its islands hydrated, as a visitor scrolled to
    // them and reached for them. Read here, before the checkers below: they are no visitor, and
    // what they do to the page to measure it is not the page's own movement.
    expect(await layoutShifts(page), 'layout shifts while loading and hydrating').toEqual([]);
    await page.evaluate(() => {
      window.scrollTo({ top: 0, behavior: 'instant' });
    });

    expect(await axeViolations(page), 'axe-core').toEqual([]);
    // The second engine, at this project's width, on the same hydrated page.
    expect(
      (await equalAccessFindings(page)).map(
        (finding) =>
          `${finding.ruleId} (${finding.outcome}): ${finding.snippet} ${finding.message}`,
      ),
      'IBM Equal Access (a finding judged not a failure belongs in e2e/a11y-reviewed.ts)',
    ).toEqual([]);
    // On a phone, the same hydrated page once the device switches to dark: the stylesheet redraws
    // it in the dark theme, and axe measures every text's contrast again there. (The desktop
    // header and menus are held in dark by their stories' dark shots, each checked by axe.)
    if (isPhone(page)) {
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(page.locator('html')).toHaveCSS('color-scheme', 'light dark');
      // A button's colours ease over a short transition: axe measuring one mid-way would read a
      // colour the page never rests on. Every transition the switch started is let finish first.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation instanceof CSSTransition)
            .map((animation) =>
              animation.finished.then(
                () => undefined,
                () => undefined,
              ),
            ),
        ).then(() => undefined),
      );
      expect(await axeViolations(page), 'axe-core in the dark theme').toEqual([]);
    }
    expect(problems).toEqual([]);
  });
}

/** A tag's text or an attribute, as the prerendered HTML writes it (entities left as written). */
const firstMatch = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? null;

test('each indexable page has a title and a description no other page has', async ({
  request,
}, testInfo) => {
  // The HTML is the same at every width: one project reads it.
  test.skip(testInfo.project.name !== 'desktop', 'read once, from the desktop project');
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const path of indexablePaths) {
    const html = await (await request.get(path)).text();
    const title = firstMatch(html, /<title>([^<]*)<\/title>/);
    const description = firstMatch(html, /<meta name="description" content="([^"]*)"/);
    expect(title, `${path} has a title`).toMatch(/Beem/);
    expect(description, `${path} has a description`).toMatch(/\S/);
    expect(titles.get(title ?? '') ?? path, `${path}'s title`).toBe(path);
    expect(descriptions.get(description ?? '') ?? path, `${path}'s description`).toBe(path);
    titles.set(title ?? '', path);
    descriptions.set(description ?? '', path);
  }
});

test('an unknown address answers 404 with the site’s own page, never indexed', async ({ page }) => {
  const problems = await watch(page);
  const response = await page.goto('/no-such-page', { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page not found | Beem');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/./);
  expect(new URL(page.url()).pathname).toBe('/');
  // The page's own 404 (and the browser's log line about it) is the only failure.
  expect(problems.sort()).toEqual([
    `404: ${new URL('/no-such-page', page.url()).href}`,
    'console: Failed to load resource: the server responded with a status of 404 (Not Found)',
  ]);
});

test('an unknown Spanish address answers 404 with the page in Spanish as well, and a way to the Spanish home', async ({
  browser,
  page: projectPage,
  baseURL,
}) => {
  const { context, page } = await withoutScripts(browser, projectPage, baseURL);
  const response = await page.goto('/es/no-existe');
  expect(response?.status()).toBe(404);
  const spanish = page.getByRole('region', { name: 'No encontramos esta página' });
  await expect(spanish).toHaveAttribute('lang', 'es');
  await spanish.getByRole('link', { name: 'Ir a la página de inicio en español' }).click();
  await page.waitForURL((url) => url.pathname === '/es/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await context.close();
});

test('the home page carries the Organization structured data', async ({ page }) => {
  await page.goto('/');
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  const data = JSON.parse(json ?? '{}') as Record<string, unknown>;
  expect(data).toMatchObject({
    '@type': 'Organization',
    name: 'Beem',
    brand: { name: 'Beem' },
    url: 'https://www.trybeem.com',
    contactPoint: expect.objectContaining({
      contactType: 'customer support',
      email: 'support@trybeem.com',
    }),
  });
  expect(data.logo).toEqual(expect.any(String));
});

/**
 * The profile's stand-ins (`placeholder(…)` in site/content/profile.ts): a made-up support
 * number, App Store id and founder. Search engines and sharing cards read structured data and
 * meta tags as the business's own facts, so none may appear there.
 */
const placeholderValues = ['555-0142', '1234567890', 'Beem founding team'];

test('the home page’s structured data and meta tags carry no placeholder', async ({ page }) => {
  await page.goto('/');
  const scripts = page.locator('script[type="application/ld+json"]');
  await expect(scripts).toHaveCount(1);
  const json = (await scripts.textContent()) ?? '';
  const metas = await page
    .locator('meta')
    .evaluateAll((elements) => elements.map((meta) => meta.getAttribute('content') ?? ''));
  for (const value of placeholderValues) {
    expect(json, 'JSON-LD').not.toContain(value);
    expect(
      metas.filter((content) => content.includes(value)),
      'meta tags',
    ).toEqual([]);
  }
});
