import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { useLocale } from '../../helpers/locale/context';
import type { BeemLocale } from '../../helpers/locale/translate';
import { msg, storyLocale, type StoryGlobals } from '../../internal/storybook/messages';
import { at } from '../../internal/testing/at';
import { Button } from '../Button/Button';
import { Text } from '../Text/Text';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Icon } from '../Icon/Icon';
import {
  Table,
  tableDefaults,
  tableResponsiveModes,
  type TableColumn,
  type TableProps,
  type TableSortDescriptor,
} from './Table';
import {
  forcedColorsModes,
  inEachMode,
  responsiveModes,
  spanishModes,
} from '../../internal/storybook/modes';
import { storyText } from '../../internal/storybook/storyText';
import { CheckIcon, MinusIcon } from '../Icon/icons';

const t = storyText({
  'Recent transactions': 'Movimientos recientes',
  'Transactions in March': 'Movimientos de marzo',
  Merchant: 'Comercio',
  Date: 'Fecha',
  Category: 'Categoría',
  Amount: 'Monto',
  Payroll: 'Nómina',
  'Eating out': 'Comer fuera',
  Income: 'Ingresos',
  Travel: 'Transporte',
  Groceries: 'Supermercado',
  'Compare plans': 'Compara los planes',
  Feature: 'Función',
  '/mo': '/mes',
  'per month': 'al mes',
  Included: 'Incluido',
  'Not included': 'No incluido',
  'Cash advances': 'Adelantos de efectivo',
  'Instant transfers': 'Transferencias instantáneas',
  'Credit alerts': 'Alertas de crédito',
  'Identity theft insurance': 'Seguro contra robo de identidad',
  'Up to $1 Million': 'Hasta $1 millón',
  Rent: 'Alquiler',
  'Beem cash advance': 'Adelanto de efectivo de Beem',
  // Businesses' names: the same in both languages.
  'Campus Dining': 'Campus Dining',
  'Corner Coffee': 'Corner Coffee',
});

interface Transaction {
  id: string;
  /** The day, as ISO (`2026-03-03`). */
  date: string;
  merchant: string;
  category: string;
  amount: number;
}

const transactions: readonly Transaction[] = [
  {
    id: 't1',
    date: '2026-03-03',
    merchant: 'Corner Coffee',
    category: 'Eating out',
    amount: -4.5,
  },
  { id: 't2', date: '2026-03-03', merchant: 'Payroll', category: 'Income', amount: 1240 },
  { id: 't3', date: '2026-03-02', merchant: 'City Transit', category: 'Travel', amount: -32.75 },
  { id: 't4', date: '2026-03-01', merchant: 'FreshMart', category: 'Groceries', amount: -86.19 },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * A day in a list, as the locale writes it short: "Mar 3" in English, "3 mar" in Spanish. The ISO
 * day is read as UTC, so it is the same day everywhere.
 */
const listDay = (locale: BeemLocale, iso: string) =>
  new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(iso),
  );

/** The day in the story's language, with a no-break space so a narrow column never splits it. */
function ListDay({ iso }: { iso: string }) {
  return <time dateTime={iso}>{listDay(useLocale(), iso).replace(' ', '\u00a0')}</time>;
}

const transactionColumns: readonly TableColumn<Transaction>[] = [
  { id: 'merchant', header: 'Merchant', rowHeader: true, cell: (row) => row.merchant },
  {
    id: 'date',
    header: 'Date',
    cell: (row) => <ListDay iso={row.date} />,
  },
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
  parameters: { modes: { ...responsiveModes, ...forcedColorsModes }, storyText: t },
} satisfies Meta<typeof Table<Transaction>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The column header a cell sits under, by the table's own column numbering. */
function columnHeaderOf(table: HTMLElement, cell: HTMLTableCellElement) {
  return at(within(table).getAllByRole('columnheader'), cell.cellIndex);
}

/** Docs story: try every prop from the controls panel. */
export const Playground: Story = {
  play: async ({ canvas, globals, step }) => {
    const table = canvas.getByRole('table', { name: t('Recent transactions') });
    await step('The columns are Merchant, Date, Category and Amount', async () => {
      await expect(
        within(table)
          .getAllByRole('columnheader')
          .map((th) => th.textContent),
      ).toEqual((['Merchant', 'Date', 'Category', 'Amount'] as const).map((name) => t(name)));
    });
    await step('Each row is named by its merchant, and each amount by its column', async () => {
      const row = within(table).getByRole('row', { name: /Corner Coffee/ });
      await expect(within(row).getByRole('rowheader')).toHaveTextContent('Corner Coffee');
      const amount = within(row).getByRole<HTMLTableCellElement>('cell', { name: '-$4.50' });
      await expect(columnHeaderOf(table, amount)).toHaveTextContent(t('Amount'));
      // The day as a list writes it in the story's language, with the exact date for machines.
      const day = listDay(storyLocale({ globals }), '2026-03-03').replace(/\s+/g, ' ');
      await expect(within(row).getByText(day)).toHaveAttribute('datetime', '2026-03-03');
    });
    await step('The table sits in a region named by its caption', async () => {
      await expect(
        await canvas.findByRole('region', { name: t('Recent transactions') }),
      ).toBeVisible();
    });
  },
};

/** Figures and their header aligned to the end, in tabular digits. */
export const Numeric: Story = {
  name: 'Numeric column',
  play: async ({ canvas, step }) => {
    const table = canvas.getByRole('table', { name: t('Recent transactions') });
    const header = within(table).getByRole('columnheader', { name: t('Amount') });
    const amounts = within(table)
      .getAllByRole<HTMLTableCellElement>('cell')
      .filter((cell) => columnHeaderOf(table, cell) === header);
    await step('The Amount column holds the four amounts', async () => {
      await expect(amounts.map((cell) => cell.textContent)).toEqual([
        '-$4.50',
        '$1,240.00',
        '-$32.75',
        '-$86.19',
      ]);
    });
    await step('Amounts and their header line up at the end, in even-width digits', async () => {
      for (const cell of [header, ...amounts]) {
        await expect(getComputedStyle(cell).textAlign).toBe('end');
      }
      await expect(getComputedStyle(at(amounts, 0)).fontVariantNumeric).toBe('tabular-nums');
    });
    await step('Words still line up at the start', async () => {
      await expect(
        getComputedStyle(within(table).getByRole('columnheader', { name: t('Date') })).textAlign,
      ).toBe('start');
    });
  },
};

/** Every other row tinted. */
export const Zebra: Story = {
  args: { zebra: true },
  play: async ({ canvas, step }) => {
    const rows = within(canvas.getByRole('table')).getAllByRole('row').slice(1);
    const backgrounds = rows.map((row) => getComputedStyle(row).backgroundColor);
    await step('Every other row is tinted', async () => {
      await expect(backgrounds[0]).toBe('rgba(0, 0, 0, 0)');
      // Surface subtle, neutral 50.
      await expect(backgrounds[1]).toBe('rgb(247, 248, 250)');
      await expect(backgrounds[2]).toBe(backgrounds[0]);
    });
    await step('The table shows', async () => {
      await expect(
        await canvas.findByRole('table', { name: t('Recent transactions') }),
      ).toBeVisible();
    });
  },
};

/** Not drawn, still the name of the table and its region. */
export const HiddenCaption: Story = {
  name: 'Hidden caption',
  tags: ['test-only', '!autodocs'],
  args: { hideCaption: true, caption: 'Transactions in March' },
  play: async ({ canvas, step }) => {
    const table = canvas.getByRole('table', { name: t('Transactions in March') });
    const caption = table.querySelector('caption');
    await step('The caption is not drawn', async () => {
      await expect(caption?.getBoundingClientRect().height).toBeLessThanOrEqual(1);
    });
    await step('The caption still names the table and its region', async () => {
      await expect(
        await canvas.findByRole('region', { name: t('Transactions in March') }),
      ).toContainElement(table);
    });
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
  { feature: 'Cash advances', values: { lite: true, basic: true, plus: true, pro: true } },
  { feature: 'Instant transfers', values: { lite: false, basic: true, plus: true, pro: true } },
  { feature: 'Credit alerts', values: { lite: false, basic: false, plus: true, pro: true } },
  {
    feature: 'Identity theft insurance',
    values: { lite: false, basic: false, plus: false, pro: 'Up to $1 Million' },
  },
];

function Availability({ value }: { value: boolean | string | undefined }) {
  if (typeof value === 'string') return <>{value}</>;
  return (
    <>
      <Icon icon={value ? CheckIcon : MinusIcon} />
      <VisuallyHidden>{value ? t('Included') : t('Not included')}</VisuallyHidden>
    </>
  );
}

/** A plan's column header: its name and its monthly price. */
function PlanHeader({ plan }: { plan: Plan }) {
  return (
    <>
      {plan.name}
      <br />
      {usd.format(plan.price)}
      <span aria-hidden="true">{t('/mo')}</span>
      <VisuallyHidden> {t('per month')}</VisuallyHidden>
    </>
  );
}

const comparisonColumns: readonly TableColumn<Feature>[] = [
  { id: 'feature', header: 'Feature', rowHeader: true, cell: (row) => row.feature },
  ...plans.map((plan): TableColumn<Feature> => ({
    id: plan.id,
    header: <PlanHeader plan={plan} />,
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
  tags: ['played'],
  play: async ({ canvas, userEvent, step }) => {
    const table = canvas.getByRole('table', { name: t('Compare plans') });
    await step('A column for the features and one for each plan', async () => {
      await expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
    });
    await step(
      'Ticks and dashes are read as included and not included, under their plan',
      async () => {
        const transfers = within(table).getByRole('row', {
          name: new RegExp(t('Instant transfers')),
        });
        const [lite, basic] = within(transfers).getAllByRole<HTMLTableCellElement>('cell');
        await expect(lite).toHaveTextContent(t('Not included'));
        await expect(basic).toHaveTextContent(t('Included'));
        if (!lite) throw new Error('no cell');
        await expect(columnHeaderOf(table, lite)).toHaveTextContent(
          `Lite$0.99${t('/mo')} ${t('per month')}`,
        );
      },
    );
    const scroller = canvas.getByRole('region', { name: t('Compare plans') });
    await step(
      'On a phone the table scrolls sideways, by keyboard too; on a desktop it fits',
      async () => {
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
      },
    );
    await step("The Pro plan's insurance amount shows", async () => {
      await expect(
        await within(table).findByRole('cell', { name: t('Up to $1 Million') }),
      ).toBeVisible();
    });
  },
};

/**
 * On a phone each row is a card, every value beside its column name; a table from the breakpoint
 * up.
 */
export const Stacked: Story = {
  args: { responsive: 'stack' },
  play: async ({ canvas, step }) => {
    const table = canvas.getByRole('table', { name: t('Recent transactions') });
    const row = within(table).getByRole('row', { name: /City Transit/ });
    const cells = within(row).getAllByRole<HTMLTableCellElement>('cell');
    const labels = cells.map((cell) => cell.querySelector('[aria-hidden="true"]'));
    await step(
      'On a phone each row is a card with the column names beside the values; on a desktop, a table',
      async () => {
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
            await expect(
              within(table).getByRole('columnheader', { name: t('Date') }),
            ).toBeVisible();
            await expect(at(cells, 2).getBoundingClientRect().top).toBe(
              at(cells, 1).getBoundingClientRect().top,
            );
          },
        });
      },
    );
    await step('The row is still named by its merchant', async () => {
      await expect(
        await within(row).findByRole('rowheader', { name: 'City Transit' }),
      ).toBeVisible();
    });
  },
};

interface Activity {
  id: string;
  date: Date;
  /** In English: the table shows it in the story's language. */
  description: Parameters<typeof t>[0];
  amount: number;
}

const activity: readonly Activity[] = [
  { id: 'a1', date: new Date(2026, 2, 9), description: 'Rent', amount: -900 },
  { id: 'a2', date: new Date(2026, 2, 14), description: 'Campus Dining', amount: 1240 },
  { id: 'a3', date: new Date(2026, 1, 28), description: 'Beem cash advance', amount: 100 },
  { id: 'a4', date: new Date(2026, 2, 2), description: 'Corner Coffee', amount: -4.5 },
];

/** The words of the stories below, as an app would write them in each locale. */
const storyWords = {
  'en-US': {
    caption: 'Activity in March',
    description: 'Description',
    date: 'Date',
    amount: 'Amount',
    dispute: 'Dispute',
    disputed: (name: string) => `Dispute started for ${name}.`,
    emptyTitle: 'No activity yet',
    emptyBody: 'Payments and transfers show here once you make one.',
    addMoney: 'Add money',
  },
  'es-US': {
    caption: 'Actividad en marzo',
    description: 'Descripción',
    date: 'Fecha',
    amount: 'Monto',
    dispute: 'Disputar',
    disputed: (name: string) => `Iniciaste una disputa por ${name}.`,
    emptyTitle: 'Todavía no hay actividad',
    emptyBody: 'Tus pagos y transferencias aparecen aquí cuando hagas uno.',
    addMoney: 'Agregar dinero',
  },
} as const;

/** The words as the story shows them, in the toolbar's locale, for play functions. */
const storyWordsFor = (context: StoryGlobals) => storyWords[storyLocale(context)];

function useStoryWords() {
  const locale = useLocale();
  return { locale, words: storyWords[locale] };
}

function activityColumns(locale: keyof typeof storyWords): readonly TableColumn<Activity>[] {
  const words = storyWords[locale];
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
  const day = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' });
  return [
    {
      id: 'description',
      header: words.description,
      rowHeader: true,
      sortable: true,
      cell: (row) => t(row.description),
    },
    {
      id: 'date',
      header: words.date,
      sortable: true,
      cell: (row) => day.format(row.date),
      sortValue: (row) => row.date,
    },
    {
      id: 'amount',
      header: words.amount,
      numeric: true,
      sortable: true,
      cell: (row) => money.format(row.amount),
      sortValue: (row) => row.amount,
    },
  ];
}

type ActivityStory = StoryObj<typeof Table<Activity>>;

/** A story's table of March's activity, in the story's locale. */
function ActivityTable(args: Partial<TableProps<Activity>>) {
  const { locale, words } = useStoryWords();
  return (
    <Table
      caption={words.caption}
      columns={activityColumns(locale)}
      rows={activity}
      rowKey="id"
      {...args}
    />
  );
}

const activityMeta = {
  args: { caption: '', columns: [], rows: [], rowKey: 'id' },
  argTypes: { caption: { control: false } },
} satisfies Partial<ActivityStory>;

const firstRowHeader = (table: HTMLElement) =>
  at(within(table).getAllByRole('rowheader'), 0).textContent;

/**
 * Sortable columns: each header a button. By keyboard, Enter on "Amount" sorts the smallest
 * first; again, the largest. Amounts sort as numbers and dates as dates, not as their text.
 */
export const Sortable: ActivityStory = {
  ...activityMeta,
  name: 'Sortable columns',
  tags: ['!autodocs'],
  render: (args) => <ActivityTable responsive={args.responsive} />,
  play: async ({ canvas, userEvent, globals, step }) => {
    const table = canvas.getByRole('table', { name: storyWordsFor({ globals }).caption });
    const amount = within(table).getByRole('columnheader', {
      name: storyWordsFor({ globals }).amount,
    });
    await step("The rows start in the app's order, unsorted", async () => {
      await expect(amount).not.toHaveAttribute('aria-sort');
      await expect(firstRowHeader(table)).toBe(t('Rent'));
    });
    const button = within(amount).getByRole('button', { name: storyWordsFor({ globals }).amount });
    await step('Tab to Amount and press Enter: smallest amount first', async () => {
      // The scrolling region first, then the sort buttons in order.
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.tab();
      await expect(button).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(amount).toHaveAttribute('aria-sort', 'ascending');
      // -$900.00 is the smallest: sorted as text, "$1,240.00" would have come first.
      await expect(
        within(table)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(
        (['Rent', 'Corner Coffee', 'Beem cash advance', 'Campus Dining'] as const).map((name) =>
          t(name),
        ),
      );
    });
    await step('Enter again: largest amount first, and focus stays on the button', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(amount).toHaveAttribute('aria-sort', 'descending');
      await expect(firstRowHeader(table)).toBe(t('Campus Dining'));
      await expect(button).toHaveFocus();
    });
    await step('Click Date: earliest first, and Amount is no longer sorted', async () => {
      // By pointer, another column: dates as dates, the earliest first.
      await userEvent.click(
        within(table).getByRole('button', { name: storyWordsFor({ globals }).date }),
      );
      await expect(
        within(table).getByRole('columnheader', { name: storyWordsFor({ globals }).date }),
      ).toHaveAttribute('aria-sort', 'ascending');
      await expect(amount).not.toHaveAttribute('aria-sort');
      await expect(firstRowHeader(table)).toBe(t('Beem cash advance'));
    });
  },
};

/**
 * Stacked and sortable: on a phone the header row comes back as a bar of sort buttons above the
 * cards, so no button takes focus out of sight.
 */
export const SortableStacked: ActivityStory = {
  ...activityMeta,
  name: 'Sortable, stacked',
  tags: ['!autodocs'],
  args: { responsive: 'stack', defaultSortDescriptor: { column: 'date', direction: 'descending' } },
  render: (args) => (
    <ActivityTable
      responsive={args.responsive}
      defaultSortDescriptor={args.defaultSortDescriptor}
    />
  ),
  play: async ({ canvas, userEvent, globals, step }) => {
    const table = canvas.getByRole('table', { name: storyWordsFor({ globals }).caption });
    await step('The rows start newest first', async () => {
      await expect(
        within(table).getByRole('columnheader', { name: storyWordsFor({ globals }).date }),
      ).toHaveAttribute('aria-sort', 'descending');
      await expect(firstRowHeader(table)).toBe(t('Campus Dining'));
    });
    await userEvent.tab();
    const description = within(table).getByRole('button', {
      name: storyWordsFor({ globals }).description,
    });
    await step('Tab to the first sort button, in sight on a phone and a desktop', async () => {
      await expect(description).toHaveFocus();
      await inEachMode({
        mobile: async () => {
          await expect(description).toBeVisible();
          await expect(description.getBoundingClientRect().height).toBeGreaterThan(10);
        },
        desktop: async () => {
          await expect(description).toBeVisible();
        },
      });
    });
    await step('Press Enter: the rows sort by description, A to Z', async () => {
      await userEvent.keyboard('{Enter}');
      // A to Z in the story's language: the descriptions may sort differently once translated.
      const [first] = activity
        .map((row) => t(row.description))
        .sort(
          new Intl.Collator(storyLocale({ globals }), { numeric: true, sensitivity: 'base' })
            .compare,
        );
      await expect(firstRowHeader(table)).toBe(first);
      await expect(
        within(table).getByRole('columnheader', { name: storyWordsFor({ globals }).description }),
      ).toHaveAttribute('aria-sort', 'ascending');
    });
  },
};

/** Controlled: the app holds the sort and orders the rows itself (here, from its own copy). */
export const ControlledSort: ActivityStory = {
  ...activityMeta,
  name: 'Sort held by the app',
  tags: ['test-only', '!autodocs'],
  render: function Render() {
    const [sort, setSort] = useState<TableSortDescriptor | null>(null);
    const rows = sort
      ? [...activity].sort(
          (a, b) =>
            (sort.direction === 'ascending' ? 1 : -1) * (a.date.getTime() - b.date.getTime()),
        )
      : activity;
    return <ActivityTable rows={rows} sortDescriptor={sort} onSortChange={setSort} />;
  },
  play: async ({ canvas, userEvent, globals, step }) => {
    const table = canvas.getByRole('table', { name: storyWordsFor({ globals }).caption });
    await step('Click Date: the app sorts the rows, earliest first', async () => {
      await userEvent.click(
        within(table).getByRole('button', { name: storyWordsFor({ globals }).date }),
      );
      await expect(
        within(table).getByRole('columnheader', { name: storyWordsFor({ globals }).date }),
      ).toHaveAttribute('aria-sort', 'ascending');
      await expect(firstRowHeader(table)).toBe(t('Beem cash advance'));
    });
  },
};

/**
 * Loading: the header stays, the body is placeholder rows, and the table is busy. "Loading…" is
 * said once, from the first placeholder.
 */
export const Loading: ActivityStory = {
  ...activityMeta,
  parameters: { modes: { ...responsiveModes, ...forcedColorsModes, ...spanishModes } },
  args: { loading: true },
  render: (args) => <ActivityTable loading={args.loading} rowActions={() => null} />,
  play: async ({ canvas, globals, step }) => {
    const table = canvas.getByRole('table', { name: storyWordsFor({ globals }).caption });
    await step('The table is busy and keeps its header', async () => {
      await expect(table).toHaveAttribute('aria-busy', 'true');
      await expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    });
    await step('Loading is said once, and no rows show yet', async () => {
      await expect(within(table).getByRole('status')).toHaveTextContent(/Loading…|Cargando…/);
      await expect(within(table).queryByText(t('Rent'))).toBeNull();
    });
    await step('The sort buttons show while it loads', async () => {
      await expect(
        within(table).getByRole('button', { name: storyWordsFor({ globals }).amount }),
      ).toBeVisible();
    });
  },
};

/** No rows: one cell across the table says so and offers the next step. */
export const Empty: ActivityStory = {
  ...activityMeta,
  parameters: { modes: { ...responsiveModes, ...forcedColorsModes, ...spanishModes } },
  render: function Render() {
    const { words } = useStoryWords();
    return (
      <ActivityTable
        rows={[]}
        empty={
          <>
            <Text weight="semibold">{words.emptyTitle}</Text>
            <Text tone="muted">{words.emptyBody}</Text>
            <Button size="sm" variant="secondary">
              {words.addMoney}
            </Button>
          </>
        }
      />
    );
  },
  tags: ['played'],
  play: async ({ canvas, userEvent, globals, step }) => {
    const table = canvas.getByRole('table', { name: storyWordsFor({ globals }).caption });
    const cell = within(table).getByRole<HTMLTableCellElement>('cell');
    await step('One cell across the table says there is no activity yet', async () => {
      await expect(cell.colSpan).toBe(3);
      await expect(cell).toHaveTextContent(storyWordsFor({ globals }).emptyTitle);
    });
    await step('Tab past the sort buttons to Add money', async () => {
      // The scrolling region and the three sort buttons, then the message's button.
      for (let stop = 0; stop < 5; stop += 1) await userEvent.tab();
      await expect(
        within(cell).getByRole('button', { name: storyWordsFor({ globals }).addMoney }),
      ).toHaveFocus();
    });
  },
};

/**
 * Row actions: a trailing column of small buttons, each named with its row ("Dispute Campus
 * Dining"), since a screen reader may reach it without reading the row.
 */
export const RowActions: ActivityStory = {
  ...activityMeta,
  name: 'Row actions',
  parameters: { modes: { ...responsiveModes, ...forcedColorsModes, ...spanishModes } },
  render: function Render(args) {
    const { words } = useStoryWords();
    const [disputed, setDisputed] = useState<Activity['description']>();
    return (
      <>
        <ActivityTable
          responsive={args.responsive ?? 'stack'}
          rowActions={(row) => (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                setDisputed(row.description);
              }}
            >
              {words.dispute}
              <VisuallyHidden> {t(row.description)}</VisuallyHidden>
            </Button>
          )}
        />
        <p role="status">{disputed && words.disputed(t(disputed))}</p>
      </>
    );
  },
  tags: ['played'],
  play: async ({ canvas, userEvent, globals, step }) => {
    const table = canvas.getByRole('table', { name: storyWordsFor({ globals }).caption });
    await step('An actions column, and a row for each of the four transactions', async () => {
      await expect(
        within(table).getByRole('columnheader', { name: msg({ globals }, 'table.actions') }),
      ).toBeInTheDocument();
      const rows = within(table).getAllByRole('row');
      await expect(rows).toHaveLength(5);
    });
    const words = storyWordsFor({ globals });
    await step(
      "Tab past the sort buttons to the first row's Dispute, named with its row",
      async () => {
        // Past the three sort buttons, the first row's action.
        await userEvent.tab();
        await userEvent.tab();
        await userEvent.tab();
        await userEvent.tab();
        await expect(
          canvas.getByRole('button', { name: `${words.dispute} ${t('Rent')}` }),
        ).toHaveFocus();
      },
    );
    await step(
      "Tab to the next row's Dispute and press Enter: the dispute is confirmed",
      async () => {
        await userEvent.tab();
        const dining = canvas.getByRole('button', {
          name: `${words.dispute} ${t('Campus Dining')}`,
        });
        await expect(dining).toHaveFocus();
        await userEvent.keyboard('{Enter}');
        await expect(canvas.getByRole('status')).toHaveTextContent(
          words.disputed(t('Campus Dining')),
        );
      },
    );
  },
};
