import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pressKey } from '../../src/internal/storybook/keyboard';
import { responsiveModes } from '../../src/internal/storybook/modes';
import { TransactionsList, type Transaction } from './TransactionsList';

/** Sample rows for the screen: not real accounts, prices or merchants. */
const transactions: Transaction[] = [
  { id: 't1', date: '2026-11-20', description: 'Cash advance', amount: 100 },
  { id: 't2', date: '2026-11-18', description: 'Grocery store', amount: -42.17 },
  { id: 't3', date: '2026-11-14', description: 'Paycheck', amount: 612.4 },
  { id: 't4', date: '2026-11-12', description: 'Advance repayment', amount: -103.99 },
];

const meta = {
  title: 'Patterns/Transactions list',
  component: TransactionsList,
  args: { transactions },
  parameters: { frame: 'padded', modes: responsiveModes },
} satisfies Meta<typeof TransactionsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The descriptions of the rows a panel's table shows (the play runs at a desktop width). */
const shownRows = (panel: HTMLElement) =>
  within(within(panel).getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** Tabs filter by keyboard: arrows move to "Money in", only arrivals show. */
export const FilteredByKeyboard: Story = {
  name: 'Money in',
  play: async ({ canvas }) => {
    const all = canvas.getByRole('tab', { name: 'All' });
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await expect(shownRows(canvas.getByRole('tabpanel', { name: 'All' }))).toEqual([
      'Cash advance',
      'Grocery store',
      'Paycheck',
      'Advance repayment',
    ]);

    all.focus();
    await pressKey('{ArrowRight}');
    const moneyIn = canvas.getByRole('tab', { name: 'Money in' });
    await expect(moneyIn).toHaveFocus();
    await expect(moneyIn).toHaveAttribute('aria-selected', 'true');
    const panel = canvas.getByRole('tabpanel', { name: 'Money in' });
    await expect(shownRows(panel)).toEqual(['Cash advance', 'Paycheck']);
    await expect(panel).toHaveTextContent('+$612.40');
    await expect(panel).not.toHaveTextContent('−$42.17');
  },
};

/** On wide screens, a table: a header for every column, each row named by its description. */
export const TableOnWideScreens: Story = {
  name: 'Wide screens',
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('tabpanel', { name: 'All' });
    const table = within(panel).getByRole('table', { name: 'All transactions' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Description', 'Type', 'Amount']);
    const row = within(table).getByRole('rowheader', { name: 'Grocery store' }).closest('tr');
    await expect(row).toHaveTextContent('Nov 18');
    await expect(row).toHaveTextContent('Money out');
    await expect(row).toHaveTextContent('−$42.17');
    await expect(within(panel).queryByRole('list')).toBeNull();
  },
};

/** On phones, the same rows as a list, each read with its direction first. */
export const ListOnPhones: Story = {
  name: 'Phones',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('tabpanel', { name: 'All' });
    const list = within(panel).getByRole('list', { name: 'All transactions' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    const [, grocery] = items as [HTMLElement, HTMLElement];
    // The arrow's label is read before the row: "Money out: Grocery store, Nov 18, −$42.17".
    await expect(grocery).toHaveTextContent(/^Money out: Grocery store/);
    await expect(grocery).toHaveTextContent('Nov 18');
    await expect(grocery).toHaveTextContent('−$42.17');
    await expect(within(panel).queryByRole('table')).toBeNull();
  },
};

/** Each tab says what will appear, and when. */
export const Empty: Story = {
  args: { transactions: [] },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('tabpanel', { name: 'All' });
    await expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent(
      'No transactions yet',
    );
    await expect(panel).toHaveTextContent(
      'Advances, repayments and fees show here as soon as they happen.',
    );
    await expect(within(panel).queryByRole('table')).toBeNull();

    canvas.getByRole('tab', { name: 'All' }).focus();
    await pressKey('{End}');
    await expect(canvas.getByRole('tab', { name: 'Money out' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      within(canvas.getByRole('tabpanel', { name: 'Money out' })).getByRole('heading', {
        level: 2,
      }),
    ).toHaveTextContent('No money out yet');
  },
};
