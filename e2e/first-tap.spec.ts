import type { Page } from '@playwright/test';
import { expect, holdBack, islandStates, test } from './fixtures';

/**
 * No tap is lost or left unanswered. Each island's control is used right after the first paint,
 * on a throttled phone-like connection and CPU, while its code is still on the way (held back
 * here until the test has checked what the page did meanwhile, so "before the code arrives" is
 * certain rather than likely). The control must answer at once, through the platform or a busy
 * state, and the action must take effect once the island is live. Nothing here measures time: the
 * bench does (bench/REPORT.md).
 */

const islandState = async (page: Page, name: string) => (await islandStates(page))[name];

/** DevTools throttling as the bench uses it: 150 ms round trips, 1.6 Mbit/s, CPU 4× slower. */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Holds back one island's chunk until the returned function lets it come. */
const holdIsland = (page: Page, name: string) =>
  holdBack(page, new RegExp(`/assets/${name}-[\\w-]+\\.js$`));

async function openAfterFirstPaint(page: Page, path: string) {
  await throttle(page);
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
  );
}

test('the menu answers a tap made right after the first paint', async ({ page }) => {
  await holdIsland(page, 'header');
  await openAfterFirstPaint(page, '/');
  if ((page.viewportSize()?.width ?? 0) < 1024) {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  } else {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Essentials' }).click();
    await expect(nav.getByRole('list', { name: 'Essentials' })).toBeVisible();
  }
  expect(await islandState(page, 'header')).not.toBe('hydrated');
});

/**
 * A number of each test's and project's own: the local API texts one number at most three times in
 * ten minutes, and other site tests text numbers too.
 */
const numberFor = (base: number, project: string) =>
  String(4155552600 + base + (project === 'desktop' ? 1 : 0));

test('the text-me form shows its busy state at once and sends once its code is live', async ({
  page,
}, testInfo) => {
  const release = await holdIsland(page, 'textMe');
  await openAfterFirstPaint(page, '/get-instant-cash-advance');
  const form = page.getByRole('form', { name: 'Get the app by text' });
  await form
    .getByRole('textbox', { name: 'Mobile number' })
    .fill(numberFor(80, testInfo.project.name));
  const send = form.getByRole('button', { name: 'Text me the app' });
  await send.click();
  await expect(send).toHaveAttribute('aria-busy', 'true');
  expect(await islandState(page, 'textMe')).not.toBe('hydrated');
  release();
  await expect(form.getByRole('status')).toContainText(
    'Link sent! Check your texts to download Beem.',
    { timeout: 20_000 },
  );
  expect(new URL(page.url()).search).toBe('');
});

test('the tax calculator shows what is typed at once and estimates from it once live', async ({
  page,
}) => {
  const release = await holdIsland(page, 'taxCalculator');
  await openAfterFirstPaint(page, '/tax-calculator/');
  const calculator = page.getByRole('region', { name: 'Federal tax calculator' });
  const wages = calculator.getByRole('textbox', { name: 'Annual wages' });
  await wages.pressSequentially('40000');
  await expect(wages).toHaveValue('40000');
  expect(await islandState(page, 'taxCalculator')).not.toBe('hydrated');
  release();
  await calculator.getByRole('textbox', { name: 'Federal tax withheld' }).pressSequentially('4000');
  await expect(calculator.getByRole('heading', { name: 'You may get back $1,329' })).toBeVisible({
    timeout: 20_000,
  });
});

test('the budget planner keeps what is typed before its code arrives', async ({ page }) => {
  const release = await holdIsland(page, 'budgetPlanner');
  await openAfterFirstPaint(page, '/budget-tracker-planner');
  const planner = page.getByRole('region', { name: 'Budget planner' });
  const rentAmount = planner
    .getByRole('group', { name: 'Rent' })
    .getByRole('textbox', { name: 'Amount per month' });
  await planner.getByRole('textbox', { name: 'Monthly take-home pay' }).pressSequentially('1500');
  await rentAmount.pressSequentially('600');
  await expect(rentAmount).toHaveValue('600');
  expect(await islandState(page, 'budgetPlanner')).not.toBe('hydrated');
  release();
  await expect(planner.getByText('$900 left over each month')).toBeVisible({ timeout: 20_000 });
});

test('the stories carousel offers no control until it can answer, then moves', async ({ page }) => {
  const release = await holdIsland(page, 'customerStories');
  await openAfterFirstPaint(page, '/');
  const carousel = page.getByRole('region', { name: 'Illustrative student stories' });
  await carousel.scrollIntoViewIfNeeded();
  // Its prerendered HTML is the stories themselves; its arrows and dots come with its code, so a
  // visitor never meets a button that would do nothing.
  await expect(carousel.getByRole('group', { name: '1 of 6' })).toBeVisible();
  expect(await islandState(page, 'customerStories')).not.toBe('hydrated');
  release();
  await expect(page.getByRole('button', { name: 'Next testimonials' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Next testimonials' }).click({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /^Go to page 2 of/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('the sign-in page sends a number pressed before its code arrives', async ({
  page,
}, testInfo) => {
  const release = await holdIsland(page, 'verify');
  await openAfterFirstPaint(page, '/auth/verify');
  await page
    .getByRole('textbox', { name: 'Mobile number' })
    .fill(numberFor(90, testInfo.project.name));
  const send = page.getByRole('button', { name: 'Send code' });
  await send.click();
  await expect(send).toHaveAttribute('aria-busy', 'true');
  expect(await islandState(page, 'verify')).not.toBe('hydrated');
  release();
  await expect(page.getByRole('group', { name: 'Verification code' })).toBeVisible({
    timeout: 20_000,
  });
});
