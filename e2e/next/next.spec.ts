/**
 * The packed package in a Next.js App Router app, built by each of Next's bundlers: Server
 * Component pages import Beem's components directly, a client page keeps state, and links go
 * through the router handed to `BeemProvider`. Every page must be styled, hydrate without a
 * warning, and answer the keyboard; a link click must not load a document.
 */
import { installedTokens, rgb } from '../installedTokens';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageCost } from '../../scripts/page-costs.mjs';

const tokenValue = installedTokens('consumer-next');

/** The four app screens (patterns/), each on a page of its own. */
const screens = [
  '/patterns/sign-up',
  '/patterns/cash-advance',
  '/patterns/transactions',
  '/patterns/account-settings',
] as const;

const routes = [
  '/',
  '/button',
  '/interactive',
  '/client',
  '/form-action',
  '/empty',
  ...screens,
] as const;

/** Every console error or warning a page logs, hydration mismatches among them. */
function recordConsole(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) messages.push(`${response.status()}: ${response.url()}`);
  });
  return messages;
}

/**
 * Waits until React has hydrated the page. Next marks nothing when hydration ends, and the
 * network going idle comes first on a busy machine: a key pressed then reaches server markup
 * with no handler behind it, and is lost. React keeps each element's props on the element once
 * it has hydrated it, and reads its handlers from there, so wait until every React Aria element
 * carries them.
 */
async function hydrated(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-rac]')].every((element) =>
      Object.keys(element).some((key) => key.startsWith('__reactProps$')),
    ),
  );
}

test('every page is styled by the package and hydrates with no console error', async ({ page }) => {
  const messages = recordConsole(page);
  for (const route of routes) {
    await page.goto(route);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The theme class on <html> carries the tokens, and the body wears the brand face.
    await expect(page.locator('body')).toHaveCSS('font-family', /^Inter/);
  }
  expect(messages).toEqual([]);
});

test('static pieces render on the server, styled, with their data-form props', async ({ page }) => {
  await page.goto('/');
  const table = page.getByRole('table', { name: 'Delivery fees' });
  await expect(table.getByRole('rowheader', { name: 'Instant delivery' })).toBeVisible();
  await expect(table.getByRole('cell', { name: '$2.99' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Cash in minutes' })).toBeVisible();
  const button = page.getByRole('link', { name: 'Open the interactive page' });
  await expect(button).toHaveCSS(
    'border-color',
    rgb(tokenValue('--beem-color-action-secondary-border')),
  );
  await expect(page.getByRole('link', { name: 'Go to the client page' })).toHaveCSS(
    'color',
    rgb(tokenValue('--beem-color-text-link')),
  );
});

test('Tabs switch by keyboard on a server page', async ({ page }) => {
  await page.goto('/interactive');
  await hydrated(page);
  const all = page.getByRole('tab', { name: 'All' });
  await all.focus();
  await page.keyboard.press('ArrowRight');
  const moneyIn = page.getByRole('tab', { name: 'Money in' });
  await expect(moneyIn).toBeFocused();
  await expect(moneyIn).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Money in' })).toHaveText(
    'Deposits and advances.',
  );
});

test('a Dialog opens and closes by keyboard, and focus returns to its trigger', async ({
  page,
}) => {
  await page.goto('/interactive');
  await hydrated(page);
  const trigger = page.getByRole('button', { name: 'Review the advance' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Confirm your advance' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription('We send $100 today.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('fields take typing, controlled on the client page and uncontrolled on a server page', async ({
  page,
}) => {
  await page.goto('/client');
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Your name' }).pressSequentially('Ada');
  await expect(page.getByText('Hello, Ada.')).toBeVisible();
  const counter = page.getByRole('button', { name: 'Pressed 0 times' });
  await counter.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Pressed 1 times' })).toBeFocused();

  await page.goto('/interactive');
  await hydrated(page);
  const phone = page.getByRole('textbox', { name: 'Phone number' });
  await phone.pressSequentially('4155550142');
  await expect(phone).toHaveValue('(415) 555-0142');
  const instant = page.getByRole('radio', { name: 'Instant, $2.99' });
  await expect(instant).toHaveAccessibleDescription('In minutes.');
  await page.getByRole('radio', { name: 'Standard, free' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(instant).toBeChecked();
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).pressSequentially('123456');
  await expect(page.locator('input[type="hidden"][name="code"]')).toHaveValue('123456');
});

test('a link click navigates through the router, without a document request', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  // A full page load would drop this.
  await page.evaluate(() => {
    (window as unknown as { stayed: string }).stayed = 'the first page';
  });
  await page.getByRole('link', { name: 'Go to the client page' }).click();
  await expect(page).toHaveURL(/\/client$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A client page');
  await page.getByRole('link', { name: 'Back home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('link', { name: 'Open the interactive page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Interactive components');
  expect(documents).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { stayed?: string }).stayed)).toBe(
    'the first page',
  );
});

test('a link opened in a new tab is left to the browser', async ({ page, context }) => {
  await page.goto('/');
  await hydrated(page);
  const opened = context.waitForEvent('page');
  await page.getByRole('link', { name: 'Go to the client page' }).click({ modifiers: ['Control'] });
  const tab = await opened;
  await expect(tab).toHaveURL(/\/client$/);
  await expect(page).toHaveURL(/\/$/);
});

test('the sign-up screen sends by keyboard and its error summary leads to the field', async ({
  page,
}) => {
  await page.goto('/patterns/sign-up');
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Full name' }).focus();
  await page.keyboard.press('Enter');
  // The library's summary: a box titled by its heading, which takes focus; its words an alert.
  const summary = page.locator('[tabindex="-1"]', {
    has: page.getByRole('heading', { name: 'There is a problem' }),
  });
  await expect(summary).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Full name' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
});

test('the cash-advance screen confirms by keyboard', async ({ page }) => {
  await page.goto('/patterns/cash-advance');
  await hydrated(page);
  // The offer's figures: $10 to $1,000 in steps of $10, from $100, with $100, $250 and $500 as
  // the common amounts.
  const thumb = page.getByRole('slider', { name: 'Amount' });
  await expect(thumb).toHaveAttribute('aria-valuetext', '$100');
  await expect(page.getByRole('radio', { name: '$100' })).toBeChecked();
  await thumb.focus();
  await page.keyboard.press('ArrowRight');
  await expect(thumb).toHaveAttribute('aria-valuetext', '$110');
  // No common amount is $110: no card stays checked.
  for (const card of await page.getByRole('radio', { name: /^\$\d+$/ }).all())
    await expect(card).not.toBeChecked();
  for (let press = 0; press < 14; press += 1) await page.keyboard.press('ArrowRight');
  await expect(thumb).toHaveAttribute('aria-valuetext', '$250');
  await expect(page.getByRole('radio', { name: '$250' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: '$250' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '$500' })).toBeChecked();
  await expect(thumb).toHaveAttribute('aria-valuetext', '$500');

  const primary = page.getByRole('button', { name: 'Get $500' });
  await primary.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Get $500 now?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Get $500' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(primary).toBeFocused();
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await expect(notifications.getByRole('status')).toHaveText(
    /\$500 is on its way to Checking ending 4821\./,
  );
  await page.keyboard.press('F6');
  await expect(notifications.getByRole('link', { name: 'View details' })).toBeFocused();
});

test('the transactions screen filters by keyboard', async ({ page }) => {
  await page.goto('/patterns/transactions');
  await hydrated(page);
  // Every day's rows, each day under its heading (the page's "today" is Nov 20).
  const shown = page.getByRole('group', { name: 'Transactions shown' });
  const rows = shown.getByRole('listitem');
  const days = shown.getByRole('heading', { level: 2 });
  await expect(days).toHaveText(['Today', 'Wed, Nov 18', 'Sat, Nov 14', 'Thu, Nov 12']);
  await expect(rows).toHaveCount(4);
  await expect(shown.getByRole('list', { name: 'Wed, Nov 18' }).getByRole('listitem')).toHaveText([
    'Corner MarketFood and groceries−$42.17',
  ]);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Showing 4 of 4');

  await page.getByRole('radio', { name: 'All' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Money in' })).toBeChecked();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveText('BeemCash advance+$100.00');
  await expect(rows.nth(1)).toHaveText('Campus DiningPaycheck+$612.40');
  await expect(days).toHaveText(['Today', 'Sat, Nov 14']);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Showing 2 of 2');

  // The search reads each row's name and category together.
  const search = page.getByRole('searchbox', { name: 'Search transactions' });
  await search.focus();
  await page.keyboard.type('paycheck');
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0)).toHaveText('Campus DiningPaycheck+$612.40');
  await page.keyboard.press('Escape');
  await page.keyboard.type('zzz');
  await expect(page.getByRole('heading', { name: 'No transactions match “zzz”' })).toBeVisible();
  await expect(rows).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(search).toHaveValue('');
  await expect(search).toBeFocused();
  await expect(rows).toHaveCount(2);
});

test('the account-settings screen flips a switch by keyboard', async ({ page }) => {
  await page.goto('/patterns/account-settings');
  await hydrated(page);
  const offers = page.getByRole('switch', { name: 'Offers by text' });
  await expect(offers).not.toBeChecked();
  await expect(offers).toHaveAccessibleDescription('New features and discounts');
  await offers.focus();
  await page.keyboard.press('Space');
  await expect(offers).toBeChecked();

  // "Close account" from the member's menu asks first, starting on Cancel; Cancel keeps the
  // account and puts focus back on the menu's button.
  const more = page.getByRole('button', { name: 'More actions' });
  await more.focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Edit profile' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: 'Close account' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Close your Beem account?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(more).toBeFocused();
  await expect(offers).toBeChecked();
});

test('a form of every input kind reaches a Server Action, which reads each value on the server', async ({
  page,
}) => {
  await page.goto('/form-action');
  await hydrated(page);
  // A few changed by keyboard; the rest are sent as they start, each from its defaultValue.
  await page.getByRole('textbox', { name: 'Name on card' }).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Ana Ruiz');
  await page.getByRole('radio', { name: 'weekly' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('textbox', { name: 'Guests' }).focus();
  await page.keyboard.press('ArrowUp');
  await page.getByRole('radio', { name: 'Week', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Month', exact: true })).toBeChecked();
  await page.getByRole('row', { name: 'Deposits' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(page.getByRole('row', { name: 'Bills' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('textbox', { name: /^Digit 1/ }).focus();
  await page.keyboard.type('1234');
  await page.getByRole('button', { name: 'Send to the server' }).press('Enter');

  const read = page.getByRole('region', { name: 'What the server read' });
  const sent = {
    name: 'Ana Ruiz',
    note: 'Rent for May',
    amount: '20',
    phone: '(202) 555-0123',
    search: 'rent',
    account: 'Checking',
    texts: 'on',
    roundUp: '(empty)',
    schedule: 'monthly',
    plan: 'lite',
    guests: '3',
    tip: '2',
    bank: 'chase',
    payDate: '2026-12-15',
    periodStart: '2026-11-01',
    periodEnd: '2026-11-30',
    view: 'month',
    alerts: 'deposits, bills',
    code: '1234',
  };
  await expect(read.locator('dt')).toHaveText(Object.keys(sent));
  await expect(read.locator('dd')).toHaveText(Object.values(sent));
});

interface PageBudget {
  path: string;
  jsGzipBytes: number;
  cssGzipBytes?: number;
}

const budgets = (
  JSON.parse(readFileSync(join(import.meta.dirname, '../../bench/budgets.json'), 'utf8')) as {
    nextConsumer: Record<string, PageBudget | string>;
  }
).nextConsumer;

test('each page adds no more than its budget over a page with no Beem component', async ({
  browser,
  baseURL,
}, testInfo) => {
  const empty = await pageCost(browser, `${baseURL ?? ''}/empty`);
  const pages = Object.entries(budgets).filter(
    (entry): entry is [string, PageBudget] => typeof entry[1] !== 'string',
  );
  const measured = [];
  for (const [name, budget] of pages) {
    const cost = await pageCost(browser, `${baseURL ?? ''}${budget.path}`);
    measured.push({
      name,
      ...budget,
      js: cost.js - empty.js,
      css: cost.css - empty.css,
    });
  }
  // For npm run bench's report: what each bundler's build measured, with the empty page's own.
  writeFileSync(
    join(import.meta.dirname, `../../dist/consumer-next/page-costs-${testInfo.project.name}.json`),
    `${JSON.stringify({ empty: { js: empty.js, css: empty.css }, pages: measured }, null, 2)}\n`,
  );
  for (const page of measured) {
    expect
      .soft(page.js, `${page.path}: JavaScript over /empty`)
      .toBeLessThanOrEqual(page.jsGzipBytes);
    if (page.cssGzipBytes !== undefined)
      expect.soft(page.css, `${page.path}: CSS over /empty`).toBeLessThanOrEqual(page.cssGzipBytes);
  }
});
