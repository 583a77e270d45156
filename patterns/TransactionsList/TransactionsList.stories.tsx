import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { pressKey } from '../../src/internal/storybook/keyboard';
import { responsiveModes, spanishModes } from '../../src/internal/storybook/modes';
import { TransactionsList, transactionsListWords, type Transaction } from './TransactionsList';
import { msg, storyLocale, type StoryGlobals } from '../../src/internal/storybook/messages';
import { fieldDate, segments } from '../../src/internal/storybook/dates';

/** Sample rows for the screen, newest first: not real accounts, prices or merchants. */
const samples: [date: string, description: string, amount: number][] = [
  ['2026-11-27', 'Paycheck from Campus Dining', 412.5],
  ['2026-11-25', 'Grocery store', -38.62],
  ['2026-11-24', 'Bus pass', -25],
  ['2026-11-22', 'Phone bill', -45],
  ['2026-11-20', 'Cash advance', 100],
  ['2026-11-19', 'Coffee shop', -4.75],
  ['2026-11-17', 'Laundry card', -12],
  ['2026-11-15', 'Streaming plan', -10.99],
  ['2026-11-13', 'Paycheck from Campus Dining', 398.2],
  ['2026-11-11', 'Advance repayment', -100],
  ['2026-11-09', 'Bookstore', -27.4],
  ['2026-11-06', 'Transfer from savings', 50],
  ['2026-11-03', 'Grocery store', -52.18],
  ['2026-11-01', 'Rent', -650],
  ['2026-10-30', 'Paycheck from Campus Dining', 405.1],
  ['2026-10-28', 'Gym membership', -19.99],
  ['2026-10-24', 'Coffee shop', -5.25],
  ['2026-10-21', 'Cash advance', 80],
  ['2026-10-18', 'Grocery store', -44.09],
  ['2026-10-16', 'Paycheck from Campus Dining', 389.75],
  ['2026-10-12', 'Bus pass', -25],
  ['2026-10-06', 'Advance repayment', -80],
  ['2026-10-01', 'Rent', -650],
];
const transactions: Transaction[] = samples.map(([date, description, amount], index) => ({
  id: `t${index + 1}`,
  date,
  description,
  amount,
  href: `/transactions/t${index + 1}`,
}));
const descriptions = [...new Set(samples.map(([, description]) => description))];

const meta = {
  title: 'Patterns/Transactions list',
  component: TransactionsList,
  // Fixed dates, never today's: the screen and its calendar look the same on every run.
  args: { transactions, defaultRange: { start: '2026-10-01', end: '2026-11-30' } },
  parameters: { frame: 'padded', modes: { ...responsiveModes, ...spanishModes } },
} satisfies Meta<typeof TransactionsList>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The screen's words as the story shows them, in the toolbar's locale. */
const listWords = (context: StoryGlobals) => transactionsListWords[storyLocale(context)];

/** The list's rows, each as the description it starts with (the reader meets it first). */
function shownRows(canvas: Canvas, globals: StoryGlobals['globals']) {
  const list = canvas.getByRole('list', { name: listWords({ globals }).list });
  return within(list)
    .getAllByRole('listitem')
    .map((row) => descriptions.find((description) => row.textContent.startsWith(description)));
}

/** What the count under the list says: "Showing 10 of 23", in the story's locale. */
async function expectCount(
  canvas: Canvas,
  globals: StoryGlobals['globals'],
  shown: number,
  total: number,
) {
  await expect(canvas.getByRole('status')).toHaveTextContent(
    msg({ globals }, 'pagination.shown', { shown, total }),
  );
}

/** Every matching row is on screen, the count says so, and there is nothing more to load. */
async function expectAllShown(canvas: Canvas, globals: StoryGlobals['globals'], total: number) {
  await expectCount(canvas, globals, total, total);
  await expect(
    canvas.queryByRole('button', { name: msg({ globals }, 'pagination.loadMore') }),
  ).toBeNull();
}

/** Tab, as a reader does, until `target` has focus; fails if it is not in the tab order. */
async function tabTo(target: HTMLElement) {
  for (let press = 0; press < 30 && target.ownerDocument.activeElement !== target; press += 1) {
    await pressKey('{Tab}');
  }
  await expect(target).toHaveFocus();
}

/**
 * The segmented control by keyboard: Tab reaches "All", the arrow moves to "Money in" and Space
 * turns it on; only the seven arrivals show, each with its plus sign, and all of them fit.
 */
export const MoneyIn: Story = {
  name: 'Money in, by keyboard',
  tags: ['played'],
  play: async ({ canvas, globals }) => {
    await expectCount(canvas, globals, 10, 23);
    const all = canvas.getByRole('radio', { name: listWords({ globals }).all });
    await expect(all).toBeChecked();
    await tabTo(all);
    await pressKey('{ArrowRight}');
    const moneyIn = canvas.getByRole('radio', { name: listWords({ globals }).in });
    await expect(moneyIn).toHaveFocus();
    await pressKey(' ');
    await expect(moneyIn).toBeChecked();
    await expect(all).not.toBeChecked();
    await expect(shownRows(canvas, globals)).toEqual([
      'Paycheck from Campus Dining',
      'Cash advance',
      'Paycheck from Campus Dining',
      'Transfer from savings',
      'Paycheck from Campus Dining',
      'Cash advance',
      'Paycheck from Campus Dining',
    ]);
    const [first] = within(
      canvas.getByRole('list', { name: listWords({ globals }).list }),
    ).getAllByRole('link');
    await expect(first).toHaveTextContent('+$412.50');
    await expect(first).toHaveAttribute('href', '/transactions/t1');
    await expectAllShown(canvas, globals, 7);
  },
};

/**
 * A search narrows the rows as it is typed ("rent": the two rents); Escape clears it, focus stays
 * in the field, and the first ten rows are back.
 */
export const SearchThenEscape: Story = {
  name: 'Search, then Escape',
  tags: ['played'],
  play: async ({ canvas, globals }) => {
    const search = canvas.getByRole('searchbox', { name: listWords({ globals }).search });
    await tabTo(search);
    await pressKey('rent');
    await expect(shownRows(canvas, globals)).toEqual(['Rent', 'Rent']);
    await expectCount(canvas, globals, 2, 2);
    await expect(
      canvas.getByRole('button', { name: msg({ globals }, 'searchField.clear') }),
    ).toBeVisible();

    await pressKey('{Escape}');
    await expect(search).toHaveValue('');
    await expect(search).toHaveFocus();
    await expect(
      canvas.queryByRole('button', { name: msg({ globals }, 'searchField.clear') }),
    ).toBeNull();
    await expect(shownRows(canvas, globals)).toHaveLength(10);
    await expectCount(canvas, globals, 10, 23);
  },
};

/**
 * Types a search that matches nothing (markup, which must show as the text it is) and checks the
 * empty state that is read out in place of the list.
 */
async function searchWithNoMatch(canvas: Canvas, globals: StoryGlobals['globals']) {
  const search = canvas.getByRole('searchbox', { name: listWords({ globals }).search });
  await tabTo(search);
  await pressKey('<img src=x onerror=alert(1)>');
  const empty = await canvas.findByRole('status');
  await expect(within(empty).getByRole('heading', { level: 2 })).toHaveTextContent(
    listWords({ globals }).noMatch('<img src=x onerror=alert(1)>'),
  );
  await expect(empty).toHaveTextContent(listWords({ globals }).noMatchWhy);
  await expect(canvas.queryByRole('img')).toBeNull();
  await expect(canvas.queryByRole('list', { name: listWords({ globals }).list })).toBeNull();
  return {
    search,
    clear: within(empty).getByRole('button', { name: listWords({ globals }).clear }),
  };
}

/**
 * Nothing matches: the empty state is read out and says what was searched for, as text; Tab
 * reaches its action next, past the filters.
 */
export const NoMatch: Story = {
  name: 'No match',
  tags: ['played'],
  play: async ({ canvas, globals }) => {
    const { clear } = await searchWithNoMatch(canvas, globals);
    await tabTo(clear);
  },
};

/** The empty state's action clears every filter, and the list and focus come back. */
export const NoMatchCleared: Story = {
  name: 'No match, then clear the filters',
  tags: ['played'],
  play: async ({ canvas, globals }) => {
    const { search, clear } = await searchWithNoMatch(canvas, globals);
    await tabTo(clear);
    await pressKey('{Enter}');
    await waitFor(() => expect(search).toHaveFocus());
    await expect(search).toHaveValue('');
    await expect(canvas.getByRole('radio', { name: listWords({ globals }).all })).toBeChecked();
    await expect(shownRows(canvas, globals)).toHaveLength(10);
    await expectCount(canvas, globals, 10, 23);
  },
};

/**
 * Load more by keyboard: Enter adds the next ten, the count says so, and focus moves to the first
 * new row; the last three come next, and the button goes.
 */
export const LoadMoreRows: Story = {
  name: 'Load more, by keyboard',
  tags: ['played'],
  play: async ({ canvas, globals }) => {
    await expectCount(canvas, globals, 10, 23);
    await tabTo(canvas.getByRole('button', { name: msg({ globals }, 'pagination.loadMore') }));
    await pressKey('{Enter}');
    await expectCount(canvas, globals, 20, 23);
    const rows = () =>
      within(canvas.getByRole('list', { name: listWords({ globals }).list })).getAllByRole(
        'listitem',
      );
    await expect(rows()).toHaveLength(20);
    // The eleventh row, the first new one: reading carries on from there.
    await waitFor(() => expect(rows()[10]).toHaveFocus());
    await expect(rows()[10]).toHaveTextContent(/^Bookstore/);

    await tabTo(canvas.getByRole('button', { name: msg({ globals }, 'pagination.loadMore') }));
    await pressKey('{Enter}');
    await expect(shownRows(canvas, globals).slice(20)).toEqual([
      'Bus pass',
      'Advance repayment',
      'Rent',
    ]);
    await expectAllShown(canvas, globals, 23);
  },
};

/**
 * Dates by keyboard: "11" typed into the start's month makes the range November 1 to 30, and
 * only November's fourteen rows match.
 */
export const Dates: Story = {
  name: 'Dates, typed',
  tags: ['played'],
  play: async ({ canvas, globals }) => {
    const dates = canvas.getByRole('group', { name: listWords({ globals }).dates });
    await expect(dates).toHaveTextContent(
      `${fieldDate({ globals }, '2026-10-01')}–${fieldDate({ globals }, '2026-11-30')}`,
    );
    // The start's month, by its kind: the locale decides where it stands among the segments.
    const [startMonth] = segments(within(dates), 'month');
    if (!startMonth) throw new Error('No month segment in the range');
    await tabTo(startMonth);
    await pressKey('11');
    await expect(dates).toHaveTextContent(
      `${fieldDate({ globals }, '2026-11-01')}–${fieldDate({ globals }, '2026-11-30')}`,
    );
    await expectCount(canvas, globals, 10, 14);
    await expect(shownRows(canvas, globals)[0]).toBe('Paycheck from Campus Dining');
  },
};

/** No transactions at all: no filters, and an empty state that says what will appear, and when. */
export const Empty: Story = {
  name: 'No transactions yet',
  args: { transactions: [] },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      listWords({ globals }).none,
    );
    await expect(canvas.getByText(listWords({ globals }).noneWhy)).toBeVisible();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
