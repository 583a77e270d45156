import type { Meta, StoryObj } from '@storybook/react-vite';
import { at } from '../../internal/testing/at';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ComparisonRow, Plan } from './plans';
import { PlanCards, PlanComparison, PlanDetail } from './Pricing';
import { inEachMode, responsiveModes, spanishModes } from '../../internal/storybook/modes';
import { msg } from '../../internal/storybook/messages';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  New: 'Nuevo',
  'The basics for less than a dollar.': 'Lo básico por menos de un dólar.',
  'Cash advances': 'Adelantos de efectivo',
  'Credit score tracking': 'Seguimiento de tu puntaje de crédito',
  'Money in minutes, not days.': 'Dinero en minutos, no en días.',
  'Everything in Lite': 'Todo lo de Lite',
  'Instant transfers': 'Transferencias instantáneas',
  'Know when your credit changes.': 'Entérate cuando cambie tu crédito.',
  'Everything in Basic': 'Todo lo de Basic',
  'Credit alerts': 'Alertas de crédito',
  'Everything, with identity theft insurance.': 'Todo, con seguro contra robo de identidad.',
  'Everything in Plus': 'Todo lo de Plus',
  'Identity theft insurance up to $1 Million': 'Seguro contra robo de identidad de hasta $1 millón',
  'Identity theft insurance': 'Seguro contra robo de identidad',
  'Up to $1 Million': 'Hasta $1 millón',
});

const plans: readonly Plan[] = [
  {
    id: 'lite',
    name: 'Lite',
    monthlyPrice: 0.99,
    tag: 'New',
    summary: 'The basics for less than a dollar.',
    highlights: ['Cash advances', 'Credit score tracking'],
    href: '/pricing/lite',
  },
  {
    id: 'basic',
    name: 'Basic',
    monthlyPrice: 2.47,
    summary: 'Money in minutes, not days.',
    highlights: ['Everything in Lite', 'Instant transfers'],
    href: '/pricing/basic',
  },
  {
    id: 'plus',
    name: 'Plus',
    monthlyPrice: 5.97,
    summary: 'Know when your credit changes.',
    highlights: ['Everything in Basic', 'Credit alerts'],
    href: '/pricing/plus',
  },
  {
    id: 'pro',
    name: 'Pro',
    monthlyPrice: 12.97,
    summary: 'Everything, with identity theft insurance.',
    highlights: ['Everything in Plus', 'Identity theft insurance up to $1 Million'],
    href: '/pricing/pro',
  },
];

const rows: readonly ComparisonRow[] = [
  { feature: 'Cash advances', values: { lite: true, basic: true, plus: true, pro: true } },
  { feature: 'Instant transfers', values: { lite: false, basic: true, plus: true, pro: true } },
  { feature: 'Credit alerts', values: { lite: false, basic: false, plus: true, pro: true } },
  {
    feature: 'Identity theft insurance',
    values: { lite: false, basic: false, plus: false, pro: 'Up to $1 Million' },
  },
];

const meta = {
  title: 'Beem components/Pricing',
  component: PlanCards,
  subcomponents: { PlanComparison, PlanDetail },
  tags: ['stable', 'client'],
  args: { plans },
  parameters: {
    frame: 'padded',
    modes: { ...responsiveModes, ...spanishModes },
    storyText: t,
  },
} satisfies Meta<typeof PlanCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lite tagged New at $0.99/mo, Basic $2.47, Plus $5.97, Pro $12.97. */
export const FourPlans: Story = {
  name: 'Four plans',
  play: async ({ canvas, globals, step }) => {
    const names = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    const cards = [...(canvas.getAllByRole('list')[0]?.children ?? [])] as HTMLElement[];
    await step('Four plans, Lite to Pro, with Lite tagged New', async () => {
      await expect(names).toEqual(['Lite', 'Basic', 'Plus', 'Pro']);
      await expect(cards).toHaveLength(4);
      await expect(within(at(cards, 0)).getByText(t('New'))).toBeVisible();
    });
    await step('Each plan shows its monthly price, read as "per month"', async () => {
      for (const [index, price] of ['$0.99', '$2.47', '$5.97', '$12.97'].entries())
        await expect(cards[index]).toHaveTextContent(
          `${price}${msg({ globals }, 'pricing.perMonthShort')}`,
        );
      // Screen readers hear "per month", not "slash mo".
      await expect(
        within(at(cards, 1)).getByText(msg({ globals }, 'pricing.perMonth')),
      ).toBeInTheDocument();
    });
    await step('Each plan links to its own page', async () => {
      await expect(
        await canvas.findByRole('link', {
          name: msg({ globals }, 'pricing.seePlan', { plan: 'Pro' }),
        }),
      ).toHaveAttribute('href', '/pricing/pro');
    });
  },
};

/** Ticks read as "Included"; on a phone, a focusable region that scrolls sideways. */
export const Comparison: StoryObj<typeof PlanComparison> = {
  args: { plans, rows },
  render: (args) => <PlanComparison {...args} />,
  tags: ['played'],
  play: async ({ canvas, globals, step }) => {
    const table = canvas.getByRole('table', { name: msg({ globals }, 'pricing.compare') });
    await step('Each plan’s column is headed by its name and monthly price', async () => {
      await expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
      // Each plan's column is headed by its name and price, read "per month", not "slash mo".
      await expect(within(table).getByRole('columnheader', { name: /^Lite/ })).toHaveTextContent(
        `Lite$0.99${msg({ globals }, 'pricing.perMonthShort')} ${msg({ globals }, 'pricing.perMonth')}`,
      );
    });
    await step('Each feature row says which plans include it', async () => {
      const transfers = within(table).getByRole('row', {
        name: new RegExp(t('Instant transfers')),
      });
      await expect(within(transfers).getByRole('rowheader')).toHaveTextContent(
        t('Instant transfers'),
      );
      const cells = within(transfers).getAllByRole('cell');
      await expect(cells[0]).toHaveTextContent(msg({ globals }, 'pricing.notIncluded'));
      await expect(cells[1]).toHaveTextContent(msg({ globals }, 'pricing.included'));
    });
    const scroller = canvas.getByRole('region', { name: msg({ globals }, 'pricing.compare') });
    await step(
      'On a phone the table scrolls sideways and Tab reaches it; on a desktop it fits',
      async () => {
        await inEachMode({
          mobile: async () => {
            await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
            await userEvent.tab();
            await expect(scroller).toHaveFocus();
            // Arrow keys then scroll it natively (synthetic key events cannot trigger that default
            // action; the site tests press real keys on /pricing).
            scroller.scrollBy({ left: scroller.scrollWidth });
            await waitFor(() => expect(scroller.scrollLeft).toBeGreaterThan(0));
            scroller.scrollTo({ left: 0 });
          },
          desktop: async () => {
            await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
          },
        });
      },
    );
    await step('The table shows every plan’s figures', async () => {
      await expect(
        await within(table).findByRole('cell', { name: t('Up to $1 Million') }),
      ).toBeVisible();
    });
  },
};

/** One plan (Basic): price, and every feature marked included or not. */
export const PlanPage: StoryObj<typeof PlanDetail> = {
  name: 'Plan page',
  args: { plan: at(plans, 1), rows, compareHref: '/pricing' },
  render: (args) => <PlanDetail {...args} />,
  play: async ({ canvas, globals, step }) => {
    await step('The price reads $2.47 per month', async () => {
      await expect(canvas.getByText('$2.47', { exact: false })).toHaveTextContent(
        `$2.47${msg({ globals }, 'pricing.perMonthShort')} ${msg({ globals }, 'pricing.perMonth')}`,
      );
    });
    const list = canvas.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    await step('Each feature is read as included or not included', async () => {
      await expect(items.map((item) => item.textContent)).toEqual([
        `${msg({ globals }, 'pricing.included')}: ${t('Cash advances')}`,
        `${msg({ globals }, 'pricing.included')}: ${t('Instant transfers')}`,
        `${msg({ globals }, 'pricing.notIncluded')}: ${t('Credit alerts')}`,
        `${msg({ globals }, 'pricing.notIncluded')}: ${t('Identity theft insurance')}`,
      ]);
    });
    await step('A link leads to the comparison of every plan', async () => {
      await expect(
        await canvas.findByRole('link', { name: msg({ globals }, 'pricing.compareAll') }),
      ).toHaveAttribute('href', '/pricing');
    });
  },
};

/** A feature with a short value in place of a tick: the value follows the feature's name. */
export const PlanPageWithValue: StoryObj<typeof PlanDetail> = {
  name: 'Plan page, a value',
  tags: ['test-only', '!autodocs'],
  args: { plan: at(plans, 3), rows, compareHref: '/pricing' },
  render: (args) => <PlanDetail {...args} />,
  play: async ({ canvas, globals, step }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await step('Every feature is included, with the insurance amount after it', async () => {
      await expect(items.map((item) => item.textContent)).toEqual([
        `${msg({ globals }, 'pricing.included')}: ${t('Cash advances')}`,
        `${msg({ globals }, 'pricing.included')}: ${t('Instant transfers')}`,
        `${msg({ globals }, 'pricing.included')}: ${t('Credit alerts')}`,
        `${msg({ globals }, 'pricing.included')}: ${t('Identity theft insurance')}: ${t('Up to $1 Million')}`,
      ]);
    });
  },
};
