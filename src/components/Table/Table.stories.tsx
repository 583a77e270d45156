import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { at } from '../../internal/testing/at';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Icon } from '../Icon/Icon';
import { Table, tableDefaults, tableResponsiveModes, type TableColumn } from './Table';
import { forcedColorsModes, inEachMode, responsiveModes } from '../../internal/storybook/modes';

interface Transaction {
  id: string;
  date: string;
  merchant: string;
  category: string;
  amount: number;
}

const transactions: readonly Transaction[] = [
  { id: 't1', date: '3 Mar', merchant: 'Corner Coffee', category: 'Eating out', amount: -4.5 },
  { id: 't2', date: '3 Mar', merchant: 'Payroll', category: 'Income', amount: 1240 },
  { id: 't3', date: '2 Mar', merchant: 'City Transit', category: 'Travel', amount: -32.75 },
  { id: 't4', date: '1 Mar', merchant: 'FreshMart', category: 'Groceries', amount: -86.19 },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const transactionColumns: readonly TableColumn<Transaction>[] = [
  { id: 'merchant', header: 'Merchant', rowHeader: true, cell: (row) => row.merchant },
  { id: 'date', header: 'Date', cell: (row) => row.date },
  { id: 'category', header: 'Category', cell: (row) => row.category },
  { id: 'amount', header: 'Amount', numeric: true, cell: (row) => usd.format(row.amount) },
];

const meta = {
  title: 'Components/Data display/Table',
  component: Table<Transaction>,
  tags: ['beta', 'server'],
  args: {
    caption: 'Recent transactions',
    columns: transactionColumns,
    rows: transactions,
    rowKey: (row: Transaction) => row.id,
  },
  argTypes: {
    caption: { control: 'text' },
    responsive: {
      control: 'inline-radio',
      options: tableResponsiveModes,
      table: { defaultValue: { summary: tableDefaults.responsive } },
    },
    hideCaption: { table: { defaultValue: { summary: String(tableDefaults.hideCaption) } } },
    zebra: { table: { defaultValue: { summary: String(tableDefaults.zebra) } } },
    columns: { control: false },
    rows: { control: false },
    rowKey: { control: false },
  },
  parameters: { modes: { ...responsiveModes, ...forcedColorsModes } },
} satisfies Meta<typeof Table<Transaction>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The column header a cell sits under, by the table's own column numbering. */
function columnHeaderOf(table: HTMLElement, cell: HTMLTableCellElement) {
  return at(within(table).getAllByRole('columnheader'), cell.cellIndex);
}

/** Docs story: try every prop from the controls panel. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Recent transactions' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Merchant', 'Date', 'Category', 'Amount']);
    const row = within(table).getByRole('row', { name: /Corner Coffee/ });
    await expect(within(row).getByRole('rowheader')).toHaveTextContent('Corner Coffee');
    const amount = within(row).getByRole<HTMLTableCellElement>('cell', { name: '-$4.50' });
    await expect(columnHeaderOf(table, amount)).toHaveTextContent('Amount');
    await expect(await canvas.findByRole('region', { name: 'Recent transactions' })).toBeVisible();
  },
};

/** Figures and their header aligned to the end, in tabular digits. */
export const Numeric: Story = {
  name: 'Numeric column',
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Recent transactions' });
    const header = within(table).getByRole('columnheader', { name: 'Amount' });
    const amounts = within(table)
      .getAllByRole<HTMLTableCellElement>('cell')
      .filter((cell) => columnHeaderOf(table, cell) === header);
    await expect(amounts.map((cell) => cell.textContent)).toEqual([
      '-$4.50',
      '$1,240.00',
      '-$32.75',
      '-$86.19',
    ]);
    for (const cell of [header, ...amounts]) {
      await expect(getComputedStyle(cell).textAlign).toBe('end');
    }
    await expect(getComputedStyle(at(amounts, 0)).fontVariantNumeric).toBe('tabular-nums');
    await expect(
      getComputedStyle(within(table).getByRole('columnheader', { name: 'Date' })).textAlign,
    ).toBe('start');
  },
};

/** Every other row tinted. */
export const Zebra: Story = {
  args: { zebra: true },
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('table')).getAllByRole('row').slice(1);
    const backgrounds = rows.map((row) => getComputedStyle(row).backgroundColor);
    await expect(backgrounds[0]).toBe('rgba(0, 0, 0, 0)');
    // Surface subtle, neutral 50.
    await expect(backgrounds[1]).toBe('rgb(247, 248, 250)');
    await expect(backgrounds[2]).toBe(backgrounds[0]);
    await expect(await canvas.findByRole('table', { name: 'Recent transactions' })).toBeVisible();
  },
};

/** Not drawn, still the name of the table and its region. */
export const HiddenCaption: Story = {
  name: 'Hidden caption',
  tags: ['test-only', '!autodocs'],
  args: { hideCaption: true, caption: 'Transactions in March' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Transactions in March' });
    const caption = table.querySelector('caption');
    await expect(caption?.getBoundingClientRect().height).toBeLessThanOrEqual(1);
    await expect(
      await canvas.findByRole('region', { name: 'Transactions in March' }),
    ).toContainElement(table);
  },
};

interface Plan {
  id: string;
  name: string;
  price: number;
}
interface Feature {
  feature: string;
  values: Record<string, boolean | string>;
}

const plans: readonly Plan[] = [
  { id: 'lite', name: 'Lite', price: 0.99 },
  { id: 'basic', name: 'Basic', price: 2.47 },
  { id: 'plus', name: 'Plus', price: 5.97 },
  { id: 'pro', name: 'Pro', price: 12.97 },
];

const features: readonly Feature[] = [
  {
    feature: 'Cash advance limit',
    values: { lite: 'Up to $100', basic: 'Up to $250', plus: 'Up to $500', pro: 'Up to $1,000' },
  },
  { feature: 'Instant transfers', values: { lite: false, basic: true, plus: true, pro: true } },
  { feature: 'Credit alerts', values: { lite: false, basic: false, plus: true, pro: true } },
  {
    feature: 'Identity theft protection',
    values: { lite: false, basic: false, plus: false, pro: true },
  },
];

function Availability({ value }: { value: boolean | string | undefined }) {
  if (typeof value === 'string') return <>{value}</>;
  return (
    <>
      <Icon name={value ? 'check' : 'minus'} />
      <VisuallyHidden>{value ? 'Included' : 'Not included'}</VisuallyHidden>
    </>
  );
}

const comparisonColumns: readonly TableColumn<Feature>[] = [
  { id: 'feature', header: 'Feature', rowHeader: true, cell: (row) => row.feature },
  ...plans.map((plan): TableColumn<Feature> => ({
    id: plan.id,
    header: (
      <>
        {plan.name}
        <br />
        {usd.format(plan.price)}
        <span aria-hidden="true">/mo</span>
        <VisuallyHidden> per month</VisuallyHidden>
      </>
    ),
    align: 'center',
    cell: (row) => <Availability value={row.values[plan.id]} />,
  })),
];

/**
 * The plan comparison table: on a phone the columns stay and the region scrolls, by keyboard too.
 */
export const Comparison: StoryObj<typeof Table<Feature>> = {
  args: {
    caption: 'Compare plans',
    columns: comparisonColumns,
    rows: features,
    rowKey: (row) => row.feature,
  },
  render: (args) => <Table {...args} />,
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole('table', { name: 'Compare plans' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
    const transfers = within(table).getByRole('row', { name: /Instant transfers/ });
    const [lite, basic] = within(transfers).getAllByRole<HTMLTableCellElement>('cell');
    await expect(lite).toHaveTextContent('Not included');
    await expect(basic).toHaveTextContent('Included');
    if (!lite) throw new Error('no cell');
    await expect(columnHeaderOf(table, lite)).toHaveTextContent('Lite$0.99/mo per month');
    const scroller = canvas.getByRole('region', { name: 'Compare plans' });
    await inEachMode({
      mobile: async () => {
        await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
        await userEvent.tab();
        await expect(scroller).toHaveFocus();
        // Arrow keys then scroll it natively (synthetic key events cannot trigger that default
        // action), so the scroll itself is done here.
        scroller.scrollBy({ left: scroller.scrollWidth });
        await waitFor(() => expect(scroller.scrollLeft).toBeGreaterThan(0));
        scroller.scrollTo({ left: 0 });
        scroller.blur();
      },
      desktop: async () => {
        await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
      },
    });
    await expect(await within(table).findByRole('cell', { name: 'Up to $1,000' })).toBeVisible();
  },
};

/**
 * On a phone each row is a card, every value beside its column name; a table from the breakpoint
 * up.
 */
export const Stacked: Story = {
  args: { responsive: 'stack' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Recent transactions' });
    const row = within(table).getByRole('row', { name: /City Transit/ });
    const cells = within(row).getAllByRole<HTMLTableCellElement>('cell');
    const labels = cells.map((cell) => cell.querySelector('[aria-hidden="true"]'));
    await inEachMode({
      mobile: async () => {
        // The header row is clipped away, not removed: the cells keep their column headers.
        const headers = within(table).getAllByRole('columnheader');
        await expect(headers).toHaveLength(4);
        const headerRow = at(headers, 0).closest('thead');
        await expect(headerRow?.getBoundingClientRect().height).toBeLessThanOrEqual(1);
        for (const cell of cells) {
          const header = columnHeaderOf(table, cell);
          await expect(cell.headers.split(' ')).toContain(header.id);
          // The column's name is drawn beside the value, and read once, as the header.
          await expect(cell.querySelector('[aria-hidden="true"]')).toHaveTextContent(
            header.textContent,
          );
        }
        await expect(getComputedStyle(row).display).toBe('grid');
        await expect(at(labels, 2)).toBeVisible();
        await expect(at(cells, 2).getBoundingClientRect().top).toBeGreaterThan(
          at(cells, 1).getBoundingClientRect().top,
        );
      },
      desktop: async () => {
        await expect(getComputedStyle(row).display).toBe('table-row');
        await expect(at(labels, 0)).not.toBeVisible();
        await expect(within(table).getByRole('columnheader', { name: 'Date' })).toBeVisible();
        await expect(at(cells, 2).getBoundingClientRect().top).toBe(
          at(cells, 1).getBoundingClientRect().top,
        );
      },
    });
    await expect(await within(row).findByRole('rowheader', { name: 'City Transit' })).toBeVisible();
  },
};
