import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Money, moneyDefaults, moneyFractionDigits, moneySigns, moneyTones } from './Money';
import { spanishModes } from '../../internal/storybook/modes';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'Available to spend:': 'Disponible para gastar:',
  'Paycheck from Campus Dining': 'Cheque de pago de Campus Dining',
  Rent: 'Renta',
  'Late payment': 'Pago atrasado',
  Fee: 'Cargo',
});

const MINUS = '\u2212';

const meta = {
  title: 'Components/Data display/Money',
  component: Money,
  tags: ['beta', 'server'],
  args: { amount: 1250 },
  argTypes: {
    sign: {
      control: 'inline-radio',
      options: moneySigns,
      table: { defaultValue: { summary: moneyDefaults.sign } },
    },
    tone: {
      control: 'inline-radio',
      options: moneyTones,
      table: { defaultValue: { summary: moneyDefaults.tone } },
    },
    fractionDigits: {
      control: 'inline-radio',
      options: moneyFractionDigits,
      table: { defaultValue: { summary: String(moneyDefaults.fractionDigits) } },
    },
  },
  render: (args) => (
    <Text size="lg">
      {t('Available to spend:')} <Money {...args} />
    </Text>
  ),
  // It formats numbers, in the provider's locale.
  parameters: { modes: spanishModes, storyText: t },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Dollars and cents in the surrounding text's size and colour.
 *
 * Docs story: try every prop from the controls panel.
 */
export const Playground: Story = {
  play: async ({ canvas, step }) => {
    const amount = canvas.getByText('$1,250.00');
    await step('The amount reads $1,250.00 in its sentence, with its plain value', async () => {
      await expect(amount).toHaveAttribute('value', '1250.00');
      await expect(amount.closest('p')).toHaveTextContent(`${t('Available to spend:')} $1,250.00`);
    });
  },
};

/**
 * Money in and money out in one list: the sign says the direction, the tone repeats it. A credit
 * reads "+$250.00", a debit "−$45.00" with a true minus sign, read as "minus".
 */
export const Directions: Story = {
  tags: ['matrix'],
  render: () => (
    <Stack space="3">
      <Text>
        {t('Paycheck from Campus Dining')} <Money amount={250} sign="exceptZero" tone="positive" />
      </Text>
      <Text>
        {t('Rent')} <Money amount={-45} sign="exceptZero" />
      </Text>
      <Text>
        {t('Late payment')} <Money amount={-12.5} sign="exceptZero" tone="critical" />
      </Text>
      <Text>
        {t('Fee')} <Money amount={0} sign="exceptZero" />
      </Text>
    </Stack>
  ),
  play: async ({ canvas, step }) => {
    await step('Money in shows a plus sign', async () => {
      await expect(canvas.getByText(t('Paycheck from Campus Dining'))).toHaveTextContent(
        `${t('Paycheck from Campus Dining')} +$250.00`,
      );
    });
    await step('Money out shows a true minus sign', async () => {
      await expect(canvas.getByText(new RegExp(`^${t('Rent')}`))).toHaveTextContent(
        `${t('Rent')} ${MINUS}$45.00`,
      );
      await expect(canvas.getByText(new RegExp(`^${t('Late payment')}`))).toHaveTextContent(
        `${t('Late payment')} ${MINUS}$12.50`,
      );
    });
    await step('Zero has no sign', async () => {
      await expect(canvas.getByText(new RegExp(`^${t('Fee')}`))).toHaveTextContent(
        `${t('Fee')} $0.00`,
      );
    });
  },
};

/** Whole dollars, rounded half up: for round figures such as a limit ("Up to $1,000"). */
export const WholeDollars: Story = {
  name: 'Whole dollars',
  args: { amount: 999.5, fractionDigits: 0 },
  play: async ({ canvas, step }) => {
    await step('Half a dollar rounds up: $999.50 shows as $1,000', async () => {
      await expect(canvas.getByText('$1,000')).toHaveAttribute('value', '1000');
    });
  },
};

/**
 * Tabular figures: in a right-aligned column every digit has one width, so amounts line up digit
 * under digit.
 */
export const Column: Story = {
  tags: ['matrix'],
  render: () => (
    <Stack space="1" align="end">
      <Money amount={111.11} data-testid="ones" />
      <Money amount={888.88} data-testid="eights" />
      <Money amount={-40.05} data-testid="minus" />
    </Stack>
  ),
  play: async ({ canvas, step }) => {
    const width = (id: string) => canvas.getByTestId(id).getBoundingClientRect().width;
    await step('Amounts of the same length are the same width, digit under digit', async () => {
      await expect(width('ones')).toBe(width('eights'));
    });
    await step('The negative amount shows a true minus sign', async () => {
      await expect(canvas.getByTestId('minus')).toHaveTextContent(`${MINUS}$40.05`);
    });
  },
};

/** What arithmetic gives: 0.1 + 0.2 is $0.30, -0 and a fraction of a cent below zero are $0.00. */
export const Rounding: Story = {
  tags: ['test-only', '!autodocs'],
  render: () => (
    <Stack space="1">
      <Money amount={0.1 + 0.2} data-testid="sum" />
      <Money amount={-0} data-testid="negative-zero" />
      <Money amount={-0.001} sign="exceptZero" data-testid="almost-zero" />
      <Money amount={1e6} data-testid="million" />
    </Stack>
  ),
  play: async ({ canvas, step }) => {
    await step('Adding 0.1 and 0.2 shows $0.30', async () => {
      await expect(canvas.getByTestId('sum')).toHaveTextContent(/^\$0\.30$/);
    });
    await step('Negative zero and a fraction of a cent below zero show as $0.00', async () => {
      await expect(canvas.getByTestId('negative-zero')).toHaveTextContent(/^\$0\.00$/);
      await expect(canvas.getByTestId('almost-zero')).toHaveTextContent(/^\$0\.00$/);
    });
    await step('A million dollars shows with its thousands separators', async () => {
      await expect(canvas.getByTestId('million')).toHaveTextContent(/^\$1,000,000\.00$/);
    });
  },
};
