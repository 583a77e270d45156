import { expect, test } from './fixtures';

const desktopOnly = (name: string) => {
  test.skip(name !== 'desktop', 'a desktop header path');
};
const phoneOnly = (name: string) => {
  test.skip(name !== 'phone', 'a phone path');
};

test('desktop header: the mega-menu opens by keyboard and Get Started scrolls to the pre-footer', async ({
  page,
}, testInfo) => {
  desktopOnly(testInfo.project.name);
  await page.goto('/', { waitUntil: 'networkidle' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  const essentials = nav.getByRole('button', { name: 'Essentials' });
  const instantCash = nav.getByRole('link', { name: /Instant cash/ });
  await essentials.focus();
  await page.keyboard.press('Enter');
  await expect(instantCash).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(instantCash).toBeHidden();
  await expect(essentials).toBeFocused();

  await page.getByRole('link', { name: 'Get Started', exact: true }).click();
  const preFooter = page.locator('#get-started');
  await expect(preFooter).toBeInViewport();
  await expect(preFooter).toBeFocused();
});

test('phone drawer: opens from the menu button, one group open at a time, Escape closes it', async ({
  page,
}, testInfo) => {
  phoneOnly(testInfo.project.name);
  await page.goto('/', { waitUntil: 'networkidle' });
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  const group = (name: string) =>
    drawer.locator('details', { has: page.locator('summary', { hasText: name }) });
  await drawer.locator('summary', { hasText: 'Insurance' }).click();
  await expect(group('Insurance')).toHaveAttribute('open');
  await expect(group('Essentials')).not.toHaveAttribute('open');
  await drawer.locator('summary', { hasText: 'Essentials' }).click();
  await expect(group('Insurance')).not.toHaveAttribute('open');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
});

test('text-me-the-app form: a valid number gets the success message from the local API', async ({
  page,
}) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  const form = page.getByRole('main');
  // A different real-looking number each run, so the per-number rate limit never trips.
  const line = String(2000 + Math.floor(Math.random() * 7000));
  await form.getByRole('textbox', { name: 'Mobile number' }).fill(`415555${line}`);
  await form.getByRole('button', { name: 'Text me the app' }).click();
  await expect(form.getByRole('status')).toContainText(
    'Link sent! Check your texts to download Beem.',
  );
});

test('FAQ: real Enter and Space keys open and close a question', async ({ page }) => {
  await page.goto('/get-instant-cash-advance', { waitUntil: 'networkidle' });
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  const question = faq.locator('summary').first();
  const answer = faq.locator('details').first().locator('p');
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Space');
  await expect(answer).toBeHidden();
});

test('pricing table on a phone: arrow keys scroll the focused table sideways', async ({
  page,
}, testInfo) => {
  phoneOnly(testInfo.project.name);
  await page.goto('/pricing', { waitUntil: 'networkidle' });
  const scroller = page.getByRole('region', { name: 'Compare plans' });
  await scroller.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});

test('a blog post: its table of contents jumps to the section', async ({ page }) => {
  await page.goto('/blog/how-to-avoid-overdraft-fees/', { waitUntil: 'networkidle' });
  const toc = page.getByRole('navigation', { name: 'On this page' });
  const first = toc.getByRole('link').first();
  const target = (await first.getAttribute('href')) ?? '';
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator(target)).toBeInViewport();
});

test('verify page: a hostile returnUrl is accepted as input without errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/auth/verify?returnUrl=javascript:alert(1)&mode=signup', {
    waitUntil: 'networkidle',
  });
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
  // The query is read once the page is live: `mode=signup` picks the sign-up title.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Create your Beem account' }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('home page: the carousel’s code loads only as it nears the screen, then the carousel works', async ({
  page,
}, testInfo) => {
  // On a phone the carousel is screens away; a desktop window is near enough to load it at once.
  phoneOnly(testInfo.project.name);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const carouselCode = () => scripts.filter((path) => path.includes('/customerStories-'));
  expect(carouselCode()).toEqual([]);
  // The prerendered slides are there before the code is.
  const carousel = page.getByRole('region', { name: 'Illustrative student stories' });
  await expect(carousel.getByRole('group', { name: '1 of 6' })).toBeAttached();

  await carousel.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="customerStories"]')).toHaveAttribute(
    'data-island-state',
    'hydrated',
  );
  const next = page.getByRole('button', { name: 'Next testimonials' });
  await next.click();
  await expect(page.getByRole('button', { name: /^Go to page 2 of/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  expect(carouselCode()).toHaveLength(1);
});

test('home page: if the carousel’s code cannot load, its prerendered stories stay on the page', async ({
  page,
}, testInfo) => {
  phoneOnly(testInfo.project.name);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.route(/\/assets\/customerStories-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/', { waitUntil: 'networkidle' });
  const carousel = page.getByRole('region', { name: 'Illustrative student stories' });
  const failed = page.waitForEvent('requestfailed', {
    predicate: (request) => request.url().includes('/customerStories-'),
  });
  await carousel.scrollIntoViewIfNeeded();
  await failed;
  await expect(carousel.getByRole('group', { name: '1 of 6' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How students can use Beem' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
