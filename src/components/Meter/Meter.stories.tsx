import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Meter, meterDefaults, meterTones, type MeterTone } from './Meter';
import { forcedColorsModes, spanishModes } from '../../internal/storybook/modes';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'Food budget used': 'Presupuesto de comida usado',
  'Credit score': 'Puntaje de crédito',
  '720 · Good': '720 · Bueno',
  'Rides this month': 'Viajes este mes',
  Groceries: 'Supermercado',
  'Eating out': 'Comer fuera',
  Rides: 'Viajes',
});

const meta = {
  title: 'Components/Data display/Meter',
  component: Meter,
  tags: ['beta', 'client'],
  args: { label: 'Food budget used', value: 62, tone: 'caution' },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: meterTones,
      table: { defaultValue: { summary: meterDefaults.tone } },
    },
  },
  render: (args) => <Meter {...args} />,
  // The value is formatted in the reader's locale; the fill must survive high contrast.
  parameters: { modes: { ...forcedColorsModes, ...spanishModes }, storyText: t },
} satisfies Meta<typeof Meter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How much of this month's food budget is spent, as a percentage. */
export const BudgetUsed: Story = {
  name: 'Budget used',
  play: async ({ canvas, step }) => {
    const meter = canvas.getByRole('meter', { name: t('Food budget used') });
    await step('The meter is read as 62 percent used', async () => {
      await expect(meter).toHaveAttribute('aria-valuenow', '62');
      await expect(meter).toHaveAttribute('aria-valuetext', '62%');
    });
    await step('The meter shows 62% beside its label', async () => {
      await expect(canvas.getByText('62%')).toBeVisible();
    });
  },
};

/** A credit score between 300 and 850, written as the number and its band, in the app's words. */
export const CreditScore: Story = {
  name: 'Credit score',
  args: {
    label: 'Credit score',
    value: 720,
    min: 300,
    max: 850,
    formatOptions: { style: 'decimal' },
    valueLabel: '720 · Good',
    tone: 'positive',
  },
  play: async ({ canvas, step }) => {
    const meter = canvas.getByRole('meter', { name: t('Credit score') });
    await step('The score runs from 300 to 850', async () => {
      await expect(meter).toHaveAttribute('aria-valuemin', '300');
      await expect(meter).toHaveAttribute('aria-valuemax', '850');
    });
    await step('The score is read and shown as 720 · Good', async () => {
      await expect(meter).toHaveAttribute('aria-valuetext', t('720 · Good'));
      await expect(canvas.getByText(t('720 · Good'))).toBeVisible();
    });
  },
};

/** An amount: what is spent of the month's $400 for rides, in dollars in the reader's locale. */
export const Amount: Story = {
  args: {
    label: 'Rides this month',
    value: 130,
    max: 400,
    formatOptions: { style: 'currency', currency: 'USD', maximumFractionDigits: 0 },
    tone: 'positive',
  },
  play: async ({ canvas, step }) => {
    await step('The meter is read as $130 spent', async () => {
      await expect(canvas.getByRole('meter', { name: t('Rides this month') })).toHaveAttribute(
        'aria-valuetext',
        '$130',
      );
    });
  },
};

/** The app's thresholds, not the library's: under 75% positive, under 100% caution, else critical. */
const budgetTone = (percent: number): MeterTone =>
  percent < 75 ? 'positive' : percent < 100 ? 'caution' : 'critical';

/** Three budgets, each in the tone the app's thresholds give it. */
export const ToneThresholds: Story = {
  name: 'Tone thresholds',
  tags: ['matrix'],
  render: () => (
    <Stack space="6">
      {(
        [
          ['Groceries', 40],
          ['Eating out', 85],
          ['Rides', 110],
        ] as const
      ).map(([label, value]) => (
        <Meter key={label} label={t(label)} value={value} tone={budgetTone(value)} />
      ))}
    </Stack>
  ),
  play: async ({ canvas, step }) => {
    await step('The over-budget Rides meter is full and reads 100%', async () => {
      // A value stays within its range: past the budget the bar is full and reads 100%. An app
      // that must say how far over writes it in `valueLabel`.
      await expect(canvas.getByRole('meter', { name: t('Rides') })).toHaveAttribute(
        'aria-valuetext',
        '100%',
      );
    });
    await step('Eating out reads 85%', async () => {
      await expect(canvas.getByRole('meter', { name: t('Eating out') })).toHaveAttribute(
        'aria-valuetext',
        '85%',
      );
    });
  },
};

/** The label kept for screen readers, where a heading above already names it. */
export const HiddenLabel: Story = {
  name: 'Hidden label',
  tags: ['test-only', '!autodocs'],
  args: { hideLabel: true },
  play: async ({ canvas, step }) => {
    await step('The meter keeps its name for screen readers but hides the label', async () => {
      await expect(canvas.getByRole('meter', { name: t('Food budget used') })).toBeVisible();
      await expect(canvas.getByText(t('Food budget used'))).toHaveStyle({ position: 'absolute' });
    });
  },
};
