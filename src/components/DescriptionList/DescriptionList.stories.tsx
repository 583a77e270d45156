import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { DateTime } from '../DateTime/DateTime';
import { Money } from '../Money/Money';
import {
  DescriptionList,
  descriptionListDefaults,
  descriptionListLayouts,
  type DescriptionListItem,
} from './DescriptionList';
import { storyLocale } from '../../internal/storybook/messages';
import { inEachMode, responsiveModes, spanishModes } from '../../internal/storybook/modes';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  Amount: 'Monto',
  'Express delivery fee': 'Cargo por entrega exprés',
  'Arrives in': 'Llega a',
  'Checking ••4821': 'Cuenta de cheques ••4821',
  Due: 'Vence',
  'You repay': 'Pagas',
  Status: 'Estado',
  Paid: 'Pagado',
  'Paid on': 'Fecha de pago',
});

/** A paid advance's status badge, in the story's language. */
const PaidBadge = () => <Badge tone="positive">{t('Paid')}</Badge>;

/** A $100 cash advance before the member confirms it. */
const advance: DescriptionListItem[] = [
  { label: 'Amount', value: <Money amount={100} /> },
  { label: 'Express delivery fee', value: <Money amount={0} /> },
  { label: 'Arrives in', value: 'Checking ••4821' },
  { label: 'Due', value: <DateTime value="2027-01-15" /> },
];

const meta = {
  title: 'Components/Data display/DescriptionList',
  component: DescriptionList,
  tags: ['beta', 'server'],
  args: {
    items: advance,
    total: { label: 'You repay', value: <Money amount={100} /> },
  },
  argTypes: {
    layout: {
      control: 'inline-radio',
      options: descriptionListLayouts,
      table: { defaultValue: { summary: 'stacked on phones, inline from a tablet' } },
    },
    dividers: { table: { defaultValue: { summary: String(descriptionListDefaults.dividers) } } },
    items: { control: false },
    total: { control: false },
  },
  // The layout changes with the width; the amounts and dates are written in the locale.
  parameters: { modes: { ...responsiveModes, ...spanishModes }, storyText: t },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Where a row's label and value sit, by the term's text. */
const row = (canvas: Canvas, label: string) => {
  const term = canvas.getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling as HTMLElement;
  return {
    term: term.getBoundingClientRect(),
    value: value.getBoundingClientRect(),
    element: value,
  };
};

/**
 * A cash advance's summary: stacked on a phone, label and value on one line from a tablet, the
 * total set apart.
 *
 * Docs story: try every prop from the controls panel.
 */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, globals, step }) => {
    const list = canvasElement.querySelector('dl');
    // The due day as the reader's language writes it ("Jan 15, 2027", "15 ene 2027").
    const due = new Intl.DateTimeFormat(storyLocale({ globals }), {
      dateStyle: 'medium',
      timeZone: 'UTC',
    }).format(Date.UTC(2027, 0, 15));
    await step('The summary lists four facts and the total', async () => {
      await expect(list?.querySelectorAll(':scope > div')).toHaveLength(5);
      await expect(row(canvas, t('Amount')).element).toHaveTextContent('$100.00');
      await expect(row(canvas, t('Due')).element).toHaveTextContent(due);
    });
    await step(
      'On a phone values sit under their labels; wider, beside them at the row’s end',
      async () => {
        await inEachMode({
          mobile: async () => {
            const amount = row(canvas, t('Amount'));
            await expect(amount.value.top).toBeGreaterThanOrEqual(amount.term.bottom);
          },
          desktop: async () => {
            const amount = row(canvas, t('Amount'));
            await expect(amount.value.top).toBeLessThan(amount.term.bottom);
            await expect(amount.value.right).toBeCloseTo(
              list?.getBoundingClientRect().right ?? 0,
              0,
            );
          },
        });
      },
    );
    await step('The total says what you repay', async () => {
      await expect(row(canvas, t('You repay')).element).toHaveTextContent('$100.00');
    });
  },
};

/**
 * Inline at every width, with no rules: two or three short facts inside a card, where a phone has
 * the room.
 */
export const InlineWithoutDividers: Story = {
  name: 'Inline, no dividers',
  args: {
    layout: 'inline',
    dividers: false,
    items: [
      { label: 'Status', value: <PaidBadge /> },
      { label: 'Paid on', value: <DateTime value="2027-01-15" /> },
      { label: 'Amount', value: <Money amount={100} /> },
    ],
    total: undefined,
  },
  play: async ({ canvas, step }) => {
    await step('Each value sits beside its label, even on a phone', async () => {
      await inEachMode({
        mobile: async () => {
          const paid = row(canvas, t('Paid on'));
          await expect(paid.value.top).toBeLessThan(paid.term.bottom);
        },
        desktop: async () => {
          const paid = row(canvas, t('Paid on'));
          await expect(paid.value.top).toBeLessThan(paid.term.bottom);
        },
      });
    });
    await step('The status reads Paid', async () => {
      await expect(row(canvas, t('Status')).element).toHaveTextContent(t('Paid'));
    });
  },
};

/** A value too long for its row wraps under its label, still at the row's end, and never overflows. */
export const LongValue: Story = {
  name: 'Long value',
  tags: ['test-only', '!autodocs'],
  args: {
    layout: 'inline',
    items: [
      { label: 'Amount', value: <Money amount={100} /> },
      {
        label: 'Sent to',
        value: 'Campus Credit Union checking account ending 4821, opened in your name',
      },
    ],
    total: undefined,
  },
  play: async ({ canvas, canvasElement, step }) => {
    const right = () => canvasElement.querySelector('dl')?.getBoundingClientRect().right ?? 0;
    await step('The long value never overflows, and on a phone wraps under its label', async () => {
      await inEachMode({
        mobile: async () => {
          const sent = row(canvas, 'Sent to');
          await expect(sent.value.right).toBeLessThanOrEqual(right());
          await expect(sent.value.top).toBeGreaterThanOrEqual(sent.term.bottom);
        },
        desktop: async () => {
          const sent = row(canvas, 'Sent to');
          await expect(sent.value.right).toBeLessThanOrEqual(right());
        },
      });
    });
    await step('The whole account name is shown', async () => {
      await expect(row(canvas, 'Sent to').element).toHaveTextContent(/ending 4821/);
    });
  },
};

/** Spanish content: the app's own labels, with amounts and dates in the reader's locale. */
export const Spanish: Story = {
  // Spanish content in either locale: the story is there to show the list read in Spanish.
  tags: ['one-language'],
  args: {
    lang: 'es',
    items: [
      { label: 'Monto', value: <Money amount={100} /> },
      { label: 'Cargo por entrega exprés', value: <Money amount={0} /> },
      { label: 'Llega a', value: 'Cuenta de cheques ••4821' },
      { label: 'Vence', value: <DateTime value="2027-01-15" /> },
    ],
    total: { label: 'Pagas', value: <Money amount={100} /> },
  },
  play: async ({ canvas, step }) => {
    await step('The Spanish labels show their amounts', async () => {
      await expect(row(canvas, 'Cargo por entrega exprés').element).toHaveTextContent('$0.00');
      await expect(row(canvas, 'Pagas').element).toHaveTextContent('$100.00');
    });
  },
};
