import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { pressKey } from '../../src/internal/storybook/keyboard';
import { responsiveModes, spanishModes } from '../../src/internal/storybook/modes';
import { AppShell } from '../AppShell/AppShell';
import {
  TransactionsList,
  transactionsListWords,
  type Transaction,
  type TransactionCategory,
} from './TransactionsList';
import { msg, storyLocale, type StoryGlobals } from '../../src/internal/storybook/messages';
import { fieldDate, segments } from '../../src/internal/storybook/dates';

/**
 * Sample rows, newest first: made-up merchants and people, not real accounts. Beem's own rows use
 * the site's figures: the Pro membership at $12.97 a month, and advances within its limits.
 */
const samples: [
  date: string,
  description: string,
  category: TransactionCategory,
  amount: number,
][] = [
  ['2026-11-27', 'Campus Dining', 'income', 412.5],
  ['2026-11-26', 'Corner Market', 'food', -38.62],
  ['2026-11-24', 'City Transit', 'transport', -25],
  ['2026-11-22', 'Northside Wireless', 'bills', -45],
  ['2026-11-20', 'Beem', 'advance', 100],
  ['2026-11-19', 'Bean There Café', 'food', -4.75],
  ['2026-11-17', 'Campus Laundry', 'shopping', -12],
  ['2026-11-15', 'Beem', 'membership', -12.97],
  ['2026-11-13', 'Campus Dining', 'income', 398.2],
  ['2026-11-11', 'Beem', 'repayment', -100],
  ['2026-11-09', 'University Bookstore', 'shopping', -27.4],
  ['2026-11-06', 'Jordan Lee', 'transfer', 50],
  ['2026-11-03', 'Corner Market', 'food', -52.18],
  ['2026-11-01', 'Maple Apartments', 'bills', -650],
  ['2026-10-30', 'Campus Dining', 'income', 405.1],
  ['2026-10-28', 'FitU Gym', 'health', -19.99],
  ['2026-10-24', 'Bean There Café', 'food', -5.25],
  ['2026-10-21', 'Beem', 'advance', 80],
  ['2026-10-18', 'Corner Market', 'food', -44.09],
  ['2026-10-16', 'Campus Dining', 'income', 389.75],
  ['2026-10-12', 'City Transit', 'transport', -25],
  ['2026-10-06', 'Beem', 'repayment', -80],
  ['2026-10-01', 'Maple Apartments', 'bills', -650],
];
const transactions: Transaction[] = samples.map(([date, description, category, amount], index) => ({
  id: `t${index + 1}`,
  date,
  description,
  category,
  amount,
  href: `/transactions/t${index + 1}`,
}));
const descriptions = [...new Set(samples.map(([, description]) => description))];

const meta = {
  title: 'Patterns/Transactions list',
  component: TransactionsList,
  // Fixed dates, never today's: the screen and its calendar look the same on every run.
  args: {
    transactions,
    defaultRange: { start: '2026-10-01', end: '2026-11-30' },
    today: '2026-11-27',
    backHref: '/',
  },
  decorators: [
    (Story) => (
      <AppShell current="activity">
        <Story />
      </AppShell>
    ),
  ],
  parameters: { frame: 'bleed', modes: { ...responsiveModes, ...spanishModes } },
} satisfies Meta<typeof TransactionsList>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The screen's words as the story shows them, in the toolbar's locale. */
const listWords = (context: StoryGlobals) => transactionsListWords[storyLocale(context)];

/** Every day's rows, in order. */
const listed = (canvas: Canvas, globals: StoryGlobals['globals']) =>
  canvas.getByRole('group', { name: listWords({ globals }).list });

/** The shown rows, each as the name it starts with (the reader meets it first). */
function shownRows(canvas: Canvas, globals: StoryGlobals['globals']) {
  return within(listed(canvas, globals))
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
 * The segmented control by keyboard: Tab reaches "All", and the right arrow moves to "Money in"
 * and turns it on, as radio buttons do; only the seven arrivals show, each with its plus sign,
 * and all of them fit.
 */
export const MoneyIn: Story = {
  name: 'Money in, by keyboard',
  tags: ['played'],
  play: async ({ canvas, globals, step }) => {
    const all = canvas.getByRole('radio', { name: listWords({ globals }).all });
    await step('All is on to start, showing 10 of 23 rows', async () => {
      await expectCount(canvas, globals, 10, 23);
      await expect(all).toBeChecked();
    });
    const moneyIn = canvas.getByRole('radio', { name: listWords({ globals }).in });
    await step('Tab to All, then the right arrow turns on Money in', async () => {
      await tabTo(all);
      await pressKey('{ArrowRight}');
      await expect(moneyIn).toHaveFocus();
      await expect(moneyIn).toBeChecked();
      await expect(all).not.toBeChecked();
    });
    await step(
      'Only the seven arrivals show, each with its plus sign, and all of them fit',
      async () => {
        await expect(shownRows(canvas, globals)).toEqual([
          'Campus Dining',
          'Beem',
          'Campus Dining',
          'Jordan Lee',
          'Campus Dining',
          'Beem',
          'Campus Dining',
        ]);
        const [first] = within(listed(canvas, globals)).getAllByRole('link');
        await expect(first).toHaveTextContent(
          `Campus Dining${listWords({ globals }).categories.income}+$412.50`,
        );
        await expect(first).toHaveAttribute('href', '/transactions/t1');
        await expectAllShown(canvas, globals, 7);
      },
    );
  },
};

/**
 * A search narrows the rows as it is typed ("market": the three grocery runs); Escape clears it,
 * focus stays in the field, and the first ten rows are back.
 */
export const SearchThenEscape: Story = {
  name: 'Search, then Escape',
  tags: ['played'],
  play: async ({ canvas, globals, step }) => {
    const search = canvas.getByRole('searchbox', { name: listWords({ globals }).search });
    await step(
      'Type “market”: the rows narrow to the three grocery runs as it is typed',
      async () => {
        await tabTo(search);
        await pressKey('market');
        await expect(shownRows(canvas, globals)).toEqual([
          'Corner Market',
          'Corner Market',
          'Corner Market',
        ]);
        await expectCount(canvas, globals, 3, 3);
        await expect(
          canvas.getByRole('button', { name: msg({ globals }, 'searchField.clear') }),
        ).toBeVisible();
      },
    );

    await step(
      'Escape clears the search, focus stays in the field, and the first ten rows are back',
      async () => {
        await pressKey('{Escape}');
        await expect(search).toHaveValue('');
        await expect(search).toHaveFocus();
        await expect(
          canvas.queryByRole('button', { name: msg({ globals }, 'searchField.clear') }),
        ).toBeNull();
        await expect(shownRows(canvas, globals)).toHaveLength(10);
        await expectCount(canvas, globals, 10, 23);
      },
    );
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
  await expect(canvas.queryByRole('group', { name: listWords({ globals }).list })).toBeNull();
  return {
    search,
    clear: within(empty).getByRole('button', { name: listWords({ globals }).clear }),
  };
}
type NoMatchState = Awaited<ReturnType<typeof searchWithNoMatch>>;

/**
 * Nothing matches: the empty state is read out and says what was searched for, as text; Tab
 * reaches its action next, past the filters.
 */
export const NoMatch: Story = {
  name: 'No match',
  tags: ['played'],
  play: async ({ canvas, globals, step }) => {
    // Steps return nothing, so the empty state's controls are handed out this way.
    let noMatch!: NoMatchState;
    await step(
      'Search for markup that matches nothing: the empty state shows it as text',
      async () => {
        noMatch = await searchWithNoMatch(canvas, globals);
      },
    );
    await step('Tab goes next to the empty state’s Clear filters, past the filters', async () => {
      await tabTo(noMatch.clear);
    });
  },
};

/** The empty state's action clears every filter, and the list and focus come back. */
export const NoMatchCleared: Story = {
  name: 'No match, then clear the filters',
  tags: ['played'],
  play: async ({ canvas, globals, step }) => {
    let noMatch!: NoMatchState;
    await step(
      'Search for markup that matches nothing: the empty state shows it as text',
      async () => {
        noMatch = await searchWithNoMatch(canvas, globals);
      },
    );
    const { search, clear } = noMatch;
    await step('Tab to Clear filters and press it', async () => {
      await tabTo(clear);
      await pressKey('{Enter}');
    });
    await step(
      'Every filter is cleared, focus is back in the search, and the first ten rows are back',
      async () => {
        await waitFor(() => expect(search).toHaveFocus());
        await expect(search).toHaveValue('');
        await expect(canvas.getByRole('radio', { name: listWords({ globals }).all })).toBeChecked();
        await expect(shownRows(canvas, globals)).toHaveLength(10);
        await expectCount(canvas, globals, 10, 23);
      },
    );
  },
};

/**
 * Load more by keyboard: Enter adds the next ten, the count says so, and focus moves to the first
 * new row; the last three come next, and the button goes.
 */
export const LoadMoreRows: Story = {
  name: 'Load more, by keyboard',
  tags: ['played'],
  play: async ({ canvas, globals, step }) => {
    await step('The list starts with 10 of 23 rows', async () => {
      await expectCount(canvas, globals, 10, 23);
    });
    const rows = () => within(listed(canvas, globals)).getAllByRole('listitem');
    await step('Load more adds the next ten, and focus moves to the first new row', async () => {
      await tabTo(canvas.getByRole('button', { name: msg({ globals }, 'pagination.loadMore') }));
      await pressKey('{Enter}');
      await expectCount(canvas, globals, 20, 23);
      await expect(rows()).toHaveLength(20);
      // The eleventh row, the first new one: reading carries on from there.
      await waitFor(() => expect(rows()[10]).toHaveFocus());
      await expect(rows()[10]).toHaveTextContent(/^University Bookstore/);
    });

    await step('Load more again adds the last three, and the button goes', async () => {
      await tabTo(canvas.getByRole('button', { name: msg({ globals }, 'pagination.loadMore') }));
      await pressKey('{Enter}');
      await expect(shownRows(canvas, globals).slice(20)).toEqual([
        'City Transit',
        'Beem',
        'Maple Apartments',
      ]);
      await expectAllShown(canvas, globals, 23);
    });
  },
};

/**
 * Dates by keyboard: "11" typed into the start's month makes the range November 1 to 30, and
 * only November's fourteen rows match.
 */
export const Dates: Story = {
  name: 'Dates, typed',
  tags: ['played'],
  play: async ({ canvas, globals, step }) => {
    const dates = canvas.getByRole('group', { name: listWords({ globals }).dates });
    await step('The dates start as October 1 to November 30', async () => {
      await expect(dates).toHaveTextContent(
        `${fieldDate({ globals }, '2026-10-01')}–${fieldDate({ globals }, '2026-11-30')}`,
      );
    });
    // The start's month, by its kind: the locale decides where it stands among the segments.
    const [startMonth] = segments(within(dates), 'month');
    if (!startMonth) throw new Error('No month segment in the range');
    await step('Type 11 into the start’s month: the range becomes November 1 to 30', async () => {
      await tabTo(startMonth);
      await pressKey('11');
      await expect(dates).toHaveTextContent(
        `${fieldDate({ globals }, '2026-11-01')}–${fieldDate({ globals }, '2026-11-30')}`,
      );
    });
    await step('Only November’s fourteen rows match, newest first', async () => {
      await expectCount(canvas, globals, 10, 14);
      await expect(shownRows(canvas, globals)[0]).toBe('Campus Dining');
    });
  },
};

/** No transactions at all: no filters, and an empty state that says what will appear, and when. */
export const Empty: Story = {
  name: 'No transactions yet',
  args: { transactions: [] },
  play: async ({ canvas, globals, step }) => {
    await step('The empty state says what will appear, and when', async () => {
      await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
        listWords({ globals }).none,
      );
      await expect(canvas.getByText(listWords({ globals }).noneWhy)).toBeVisible();
    });
    await step('No search box and no list are shown', async () => {
      await expect(canvas.queryByRole('searchbox')).toBeNull();
      await expect(canvas.queryByRole('list')).toBeNull();
    });
  },
};
