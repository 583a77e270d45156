import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import {
  SelectableCard,
  SelectableCardGroup,
  type SelectableCardGroupProps,
} from './SelectableCard';
import {
  forcedColorsModes,
  inEachMode,
  responsiveModes,
  spanishModes,
} from '../../internal/storybook/modes';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'How much do you need?': '¿Cuánto necesitas?',
  'Paid back on your next payday': 'Lo pagas en tu próximo día de pago',
  'You can get up to $150 today.': 'Puedes recibir hasta $150 hoy.',
  'Choose an amount.': 'Elige un monto.',
  'How fast?': '¿Qué tan rápido?',
  Standard: 'Estándar',
  'In 1 to 3 business days': 'En 1 a 3 días hábiles',
  Free: 'Gratis',
  Instant: 'Al instante',
  'In minutes, to your debit card': 'En minutos, a tu tarjeta de débito',
  'Choose a plan': 'Elige un plan',
  'Budgeting and alerts': 'Presupuesto y alertas',
  'Cash advances up to $1,000': 'Adelantos de efectivo de hasta $1,000',
  'Not in your state yet': 'Aún no está en tu estado',
  'Credit building and identity protection': 'Construcción de crédito y protección de identidad',
  '$12.99/mo': '$12.99/mes',
});

/** Three advance amounts, as the cash advance screen offers them. */
function Amounts(props: Partial<SelectableCardGroupProps>) {
  return (
    <SelectableCardGroup label={t('How much do you need?')} name="amount" {...props}>
      <SelectableCard value="50" title="$50" description={t('Paid back on your next payday')} />
      <SelectableCard value="100" title="$100" description={t('Paid back on your next payday')} />
      <SelectableCard value="150" title="$150" description={t('Paid back on your next payday')} />
    </SelectableCardGroup>
  );
}

/** The choice held by the parent, as a form keeps it. */
function Controlled(props: Partial<SelectableCardGroupProps>) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Amounts
      {...props}
      value={value}
      onChange={(next, event) => {
        setValue(next);
        props.onChange?.(next, event);
      }}
    />
  );
}

const meta = {
  title: 'Components/Forms/SelectableCard',
  component: SelectableCardGroup,
  subcomponents: { SelectableCard },
  tags: ['beta', 'client'],
  args: {
    label: 'How much do you need?',
    columns: { mobile: '1', tablet: '3' },
    onChange: fn(),
    children: null,
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    children: { control: false },
  },
  render: (args) => <Controlled {...args} />,
  parameters: { modes: { ...responsiveModes, ...forcedColorsModes }, storyText: t },
} satisfies Meta<typeof SelectableCardGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Tab reaches the first card; the arrow keys move the choice and select as they go, and the
 * title alone names each card, its detail read after it.
 */
export const Keyboard: Story = {
  name: 'By keyboard',
  tags: ['played'],
  play: async ({ canvas, userEvent, args, step }) => {
    await userEvent.tab();
    const fifty = canvas.getByRole('radio', { name: '$50' });
    await step(
      'Tab reaches the first card, not yet chosen, with its detail read after its title',
      async () => {
        await expect(fifty).toHaveFocus();
        await expect(fifty).not.toBeChecked();
        await expect(fifty).toHaveAccessibleDescription(t('Paid back on your next payday'));
      },
    );
    const hundred = canvas.getByRole('radio', { name: '$100' });
    await step('Down arrow moves to $100 and chooses it', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(hundred).toHaveFocus();
      await expect(args.onChange).toHaveBeenLastCalledWith(
        '100',
        expect.objectContaining({ type: 'change' }),
      );
    });
    await step('Right arrow chooses $150 in its place', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('radio', { name: '$150' })).toBeChecked();
      await expect(hundred).not.toBeChecked();
    });
    await step('The cards sit in a group named by the question', async () => {
      await expect(canvas.getByRole('group', { name: t('How much do you need?') })).toBeVisible();
    });
  },
};

/** A press anywhere on a card chooses it: the words, the price, the padding. */
export const Pointer: Story = {
  name: 'By pointer',
  render: (args) => (
    <SelectableCardGroup {...args} label={t('How fast?')} name="speed" defaultValue="standard">
      <SelectableCard
        value="standard"
        title={t('Standard')}
        description={t('In 1 to 3 business days')}
        trailing={t('Free')}
      />
      <SelectableCard
        value="instant"
        title={t('Instant')}
        description={t('In minutes, to your debit card')}
        trailing="$2.99"
      />
    </SelectableCardGroup>
  ),
  tags: ['played'],
  play: async ({ canvas, userEvent, args, step }) => {
    await step('Standard delivery is chosen to begin with', async () => {
      await expect(canvas.getByRole('radio', { name: t('Standard') })).toBeChecked();
    });
    await step('Click the price on the Instant card and Instant is chosen', async () => {
      await userEvent.click(canvas.getByText('$2.99'));
      const instant = canvas.getByRole('radio', { name: t('Instant') });
      await expect(instant).toBeChecked();
      await expect(instant).toHaveAccessibleDescription(
        `${t('In minutes, to your debit card')} $2.99`,
      );
      await expect(args.onChange).toHaveBeenLastCalledWith(
        'instant',
        expect.objectContaining({ type: 'change' }),
      );
    });
  },
};

/** The error is shown, announced, read when focus enters the group, and marks each radio. */
export const Invalid: Story = {
  args: {
    hint: 'You can get up to $150 today.',
    error: 'Choose an amount.',
    required: true,
  },
  tags: ['played'],
  play: async ({ canvas, userEvent, step }) => {
    const group = canvas.getByRole('group', { name: t('How much do you need?') });
    await step('The group reads its hint and the error', async () => {
      await expect(group).toHaveAccessibleDescription(
        `${t('You can get up to $150 today.')} ${t('Choose an amount.')}`,
      );
    });
    await step('Tab to the first card: it is marked invalid and required', async () => {
      await userEvent.tab();
      const fifty = canvas.getByRole('radio', { name: '$50' });
      await expect(fifty).toHaveFocus();
      await expect(fifty).toHaveAttribute('aria-invalid', 'true');
      await expect(fifty).toBeRequired();
    });
    await step('The error is announced', async () => {
      await expect(await canvas.findByRole('alert')).toHaveTextContent(t('Choose an amount.'));
    });
  },
};

/** A card that cannot be chosen is greyed and skipped by the arrow keys. */
export const DisabledCard: Story = {
  name: 'Disabled card',
  render: (args) => (
    <SelectableCardGroup {...args} label={t('Choose a plan')} name="plan" defaultValue="basic">
      <SelectableCard
        value="basic"
        title="Basic"
        description={t('Budgeting and alerts')}
        trailing={t('Free')}
      />
      <SelectableCard
        value="plus"
        title="Plus"
        description={t('Cash advances up to $1,000')}
        trailing={<Badge tone="info">{t('Not in your state yet')}</Badge>}
        disabled
      />
      <SelectableCard
        value="pro"
        title="Pro"
        description={t('Credit building and identity protection')}
        trailing={t('$12.99/mo')}
      />
    </SelectableCardGroup>
  ),
  tags: ['played'],
  play: async ({ canvas, userEvent, step }) => {
    await step('The Plus card cannot be chosen', async () => {
      await expect(canvas.getByRole('radio', { name: 'Plus' })).toBeDisabled();
    });
    await step('Tab reaches the chosen Basic card', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('radio', { name: 'Basic' })).toHaveFocus();
    });
    await step('Down arrow skips Plus and chooses Pro', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(canvas.getByRole('radio', { name: 'Pro' })).toBeChecked();
    });
  },
};

/** A whole group that cannot be changed: every card greyed, none in the tab order. */
export const Disabled: Story = {
  tags: ['test-only', '!autodocs'],
  args: { disabled: true },
  render: (args) => <Amounts {...args} defaultValue="100" />,
  play: async ({ canvas, step }) => {
    await step('The chosen card keeps its choice but cannot be changed', async () => {
      await expect(canvas.getByRole('radio', { name: '$100' })).toBeChecked();
      await expect(canvas.getByRole('radio', { name: '$100' })).toBeDisabled();
    });
  },
};

/** One card a row on a phone, three from a tablet's width. */
export const Columns: Story = {
  name: 'Columns by width',
  tags: ['test-only', '!autodocs'],
  render: (args) => <Amounts {...args} defaultValue="50" />,
  play: async ({ canvas, step }) => {
    const top = (name: string) =>
      canvas.getByRole('radio', { name }).closest('label')?.getBoundingClientRect().top;
    await step('One card a row on a phone, all three in a row on a desktop', async () => {
      await inEachMode({
        mobile: async () => {
          await expect(top('$100')).toBeGreaterThan(top('$50') ?? 0);
        },
        desktop: async () => {
          await expect(top('$100')).toBe(top('$50'));
        },
      });
    });
  },
};

/** es-US: the app's own words in Spanish; the cards take them as they are. */
export const Spanish: Story = {
  name: 'In Spanish',
  globals: { locale: 'es-US' },
  parameters: { modes: { ...spanishModes } },
  render: (args) => (
    <SelectableCardGroup
      {...args}
      label="¿Cuánto necesitas?"
      name="amount"
      hint="Puedes recibir hasta $150 hoy."
      optional
    >
      <SelectableCard value="50" title="$50" description="Lo pagas en tu próximo día de pago" />
      <SelectableCard value="100" title="$100" description="Lo pagas en tu próximo día de pago" />
      <SelectableCard value="150" title="$150" description="Lo pagas en tu próximo día de pago" />
    </SelectableCardGroup>
  ),
  // Spanish whatever the toolbar says: the story is an app's own Spanish words in the cards.
  tags: ['played', 'one-language'],
  play: async ({ canvas, userEvent, step }) => {
    await step('Click $100 and it is chosen', async () => {
      await userEvent.click(canvas.getByText('$100'));
      await expect(canvas.getByRole('radio', { name: '$100' })).toBeChecked();
    });
    await step('The group is named by the Spanish question, marked optional', async () => {
      await expect(
        canvas.getByRole('group', { name: '¿Cuánto necesitas? (opcional)' }),
      ).toBeVisible();
    });
  },
};
