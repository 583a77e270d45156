import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { RadioGroup, radioGroupVariants, type RadioGroupProps } from './RadioGroup';
import { forcedColorsModes, responsiveModes } from '../../internal/storybook/modes';
import { msg } from '../../internal/storybook/messages';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'How fast do you want it?': '¿Qué tan rápido lo quieres?',
  'Standard, free': 'Estándar, gratis',
  'Instant, $2.99': 'Al instante, $2.99',
  'In your account in 1 to 3 business days.': 'En tu cuenta en 1 a 3 días hábiles.',
  'In your account in minutes.': 'En tu cuenta en minutos.',
  'You can change this for each advance.': 'Puedes cambiarlo en cada adelanto.',
  'How much do you need?': '¿Cuánto necesitas?',
  'Choose how fast you want your advance.': 'Elige qué tan rápido quieres tu adelanto.',
  Tip: 'Propina',
  'No tip': 'Sin propina',
  'A tip': 'Con propina',
  'List, rest': 'Lista, en reposo',
  'List, focus visible': 'Lista, foco visible',
  'List, invalid': 'Lista, no válida',
  'List, disabled': 'Lista, desactivada',
  'Chips, rest': 'Fichas, en reposo',
  'Chips, focus visible': 'Fichas, foco visible',
  'Chips, invalid': 'Fichas, no válidas',
  'Up to your limit of $250.': 'Hasta tu límite de $250.',
  'Choose an amount.': 'Elige un monto.',
  'Chips, disabled': 'Fichas, desactivadas',
});
type Phrase = Parameters<typeof t>[0];

const deliveries = ['standard', 'instant'] as const;
type Delivery = (typeof deliveries)[number];
const deliveryLabels = {
  standard: 'Standard, free',
  instant: 'Instant, $2.99',
} as const satisfies Record<Delivery, string>;
const deliveryHints = {
  standard: 'In your account in 1 to 3 business days.',
  instant: 'In your account in minutes.',
} as const satisfies Record<Delivery, string>;

const amounts = [50, 100, 150, 200, 250] as const;
type Amount = (typeof amounts)[number];

/** The group holding its own choice, as most forms keep it in state. */
function Controlled<T extends string | number>(props: RadioGroupProps<T>) {
  const [value, setValue] = useState<T | null>(props.value ?? null);
  return (
    <RadioGroup
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
  title: 'Components/Forms/RadioGroup',
  component: RadioGroup<Delivery>,
  tags: ['beta', 'client'],
  args: {
    label: 'How fast do you want it?',
    options: deliveries,
    labelFor: (option) => t(deliveryLabels[option]),
    hintFor: (option) => t(deliveryHints[option]),
    onChange: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: radioGroupVariants },
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
  parameters: { modes: { ...responsiveModes, ...forcedColorsModes }, storyText: t },
} satisfies Meta<typeof RadioGroup<Delivery>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab enters the group, arrow keys choose; each option’s hint is read with it. */
export const List: Story = {
  args: { hint: 'You can change this for each advance.' },
  render: (args) => <Controlled {...args} />,
  tags: ['played'],
  play: async ({ canvas, userEvent, args, step }) => {
    const group = canvas.getByRole('group', { name: t('How fast do you want it?') });
    const standard = within(group).getByRole('radio', { name: t('Standard, free') });
    await step('The question reads its hint', async () => {
      await expect(group).toHaveAccessibleDescription(t('You can change this for each advance.'));
    });
    await step('Tab to Standard, which reads how long it takes', async () => {
      await userEvent.tab();
      await expect(standard).toHaveFocus();
      await expect(standard).toHaveAccessibleDescription(
        t('In your account in 1 to 3 business days.'),
      );
    });
    await step('ArrowDown chooses Instant in place of Standard', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(args.onChange).toHaveBeenLastCalledWith(
        'instant',
        expect.objectContaining({ type: 'change' }),
      );
      const instant = within(group).getByRole('radio', { name: t('Instant, $2.99') });
      await expect(instant).toHaveFocus();
      await expect(standard).not.toBeChecked();
      await expect(await canvas.findByRole('radio', { name: t('Instant, $2.99') })).toBeChecked();
    });
  },
};

/** A few short options side by side; the chosen chip filled. */
export const Chips: StoryObj<typeof RadioGroup<Amount>> = {
  args: {
    label: 'How much do you need?',
    options: amounts,
    value: 100,
    labelFor: (amount) => `$${amount}`,
    // The meta's hints are for delivery speeds, not amounts.
    hintFor: undefined,
    variant: 'chips',
  },
  render: (args) => <Controlled<Amount> {...args} />,
  tags: ['played'],
  play: async ({ canvas, userEvent, step }) => {
    await step('Tab into the amounts: focus lands on the chosen $100', async () => {
      await expect(canvas.getByRole('group', { name: t('How much do you need?') })).toBeVisible();
      await userEvent.tab();
      await expect(canvas.getByRole('radio', { name: '$100' })).toHaveFocus();
    });
    await step('ArrowRight twice chooses $200 in place of $100', async () => {
      await userEvent.keyboard('{ArrowRight}{ArrowRight}');
      await expect(canvas.getByRole('radio', { name: '$200' })).toHaveFocus();
      await expect(canvas.getByRole('radio', { name: '$100' })).not.toBeChecked();
      await expect(await canvas.findByRole('radio', { name: '$200' })).toBeChecked();
    });
  },
};

/** A required group with nothing chosen; the error describes the group. */
export const Invalid: Story = {
  args: {
    required: true,
    hint: 'You can change this for each advance.',
    error: 'Choose how fast you want your advance.',
  },
  render: (args) => <Controlled {...args} />,
  tags: ['played'],
  play: async ({ canvas, userEvent, step }) => {
    const group = canvas.getByRole('group', { name: t('How fast do you want it?') });
    const standard = within(group).getByRole('radio', { name: t('Standard, free') });
    await step('The question reads its hint, then the error', async () => {
      await expect(group).toHaveAccessibleDescription(
        `${t('You can change this for each advance.')} ${t('Choose how fast you want your advance.')}`,
      );
    });
    await step('Tab to the first option: it is required and marked invalid', async () => {
      await userEvent.tab();
      await expect(standard).toHaveFocus();
      await expect(standard).toBeRequired();
      await expect(standard).toHaveAttribute('aria-invalid', 'true');
    });
    await step('The error is announced', async () => {
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        t('Choose how fast you want your advance.'),
      );
    });
  },
};

/** The whole group greyed out and skipped by Tab. */
export const Disabled: Story = {
  render: (args) => (
    <Box display="grid" gap="6">
      <RadioGroup {...args} defaultValue="instant" disabled />
      <RadioGroup
        label={t('Tip')}
        options={['none', 'some'] as const}
        labelFor={(tip) => (tip === 'none' ? t('No tip') : t('A tip'))}
        optional
        variant="chips"
      />
    </Box>
  ),
  tags: ['played'],
  play: async ({ canvas, userEvent, globals, step }) => {
    const group = canvas.getByRole('group', { name: t('How fast do you want it?') });
    await step('Every option is disabled, and Instant stays chosen', async () => {
      for (const radio of within(group).getAllByRole('radio')) await expect(radio).toBeDisabled();
      await expect(within(group).getByRole('radio', { name: t('Instant, $2.99') })).toBeChecked();
    });
    await step('Tab skips the disabled question and lands on the optional Tip', async () => {
      await userEvent.tab();
      await expect(await canvas.findByRole('radio', { name: t('No tip') })).toHaveFocus();
      await expect(
        canvas.getByRole('group', { name: `${t('Tip')} ${msg({ globals }, 'field.optional')}` }),
      ).toBeVisible();
    });
  },
};

/**
 * List and chips at rest, chosen, focus-visible, invalid and disabled.
 *
 * Keyboard focus forced on with `parameters.pseudo` (a radio of the list, a chip's
 * radio) beside every other look of both variants, so one screenshot holds them all.
 */
export const States: Story = {
  parameters: {
    pseudo: {
      focusVisible: ['#radio-focus input[value="instant"]', '#chip-focus input[value="150"]'],
      rootSelector: 'body',
    },
  },
  render: (args) => (
    <Box display="grid" gap="6">
      <RadioGroup {...args} label={t('List, rest')} hintFor={undefined} />
      <div id="radio-focus">
        <RadioGroup {...args} label={t('List, focus visible')} defaultValue="standard" />
      </div>
      <RadioGroup
        {...args}
        label={t('List, invalid')}
        hintFor={undefined}
        error={t('Choose how fast you want your advance.')}
      />
      <RadioGroup
        {...args}
        label={t('List, disabled')}
        hintFor={undefined}
        defaultValue="instant"
        disabled
      />
      <RadioGroup<Amount>
        label={t('Chips, rest')}
        options={amounts}
        labelFor={(amount) => `$${amount}`}
        variant="chips"
        defaultValue={100}
      />
      <div id="chip-focus">
        <RadioGroup<Amount>
          label={t('Chips, focus visible')}
          options={amounts}
          labelFor={(amount) => `$${amount}`}
          variant="chips"
          defaultValue={100}
        />
      </div>
      <RadioGroup<Amount>
        label={t('Chips, invalid')}
        options={amounts}
        labelFor={(amount) => `$${amount}`}
        variant="chips"
        hint={t('Up to your limit of $250.')}
        error={t('Choose an amount.')}
      />
      <RadioGroup<Amount>
        label={t('Chips, disabled')}
        options={amounts}
        labelFor={(amount) => `$${amount}`}
        variant="chips"
        defaultValue={100}
        disabled
      />
    </Box>
  ),
  play: async ({ canvas, step }) => {
    const radioIn = (group: Phrase, name: string) =>
      within(canvas.getByRole('group', { name: t(group) })).getByRole('radio', { name });
    const focused = radioIn('List, focus visible', t('Instant, $2.99'));
    await step('In the list, only the focused option is ringed', async () => {
      // The addon applies its classes a task after the first render.
      await waitFor(async () => {
        await expect(focused).toHaveClass('pseudo-focus-visible');
      });
      await expect(getComputedStyle(focused).boxShadow).not.toBe('none');
      await expect(getComputedStyle(radioIn('List, rest', t('Instant, $2.99'))).boxShadow).toBe(
        'none',
      );
    });
    const chip = (group: Phrase, name: string) =>
      getComputedStyle(radioIn(group, name).nextElementSibling as HTMLElement);
    await step(
      'In the chips, only the focused chip is ringed and the chosen one is filled',
      async () => {
        await expect(chip('Chips, focus visible', '$150').boxShadow).not.toBe('none');
        await expect(chip('Chips, rest', '$150').boxShadow).toBe('none');
        await expect(chip('Chips, rest', '$100').backgroundColor).not.toBe(
          chip('Chips, rest', '$150').backgroundColor,
        );
      },
    );
    await step('The invalid groups are marked invalid', async () => {
      await expect(radioIn('List, invalid', t('Standard, free'))).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expect(radioIn('Chips, invalid', '$50')).toHaveAttribute('aria-invalid', 'true');
    });
    await step('The disabled groups keep their choice', async () => {
      await expect(radioIn('Chips, disabled', '$100')).toBeChecked();
      await expect(
        await canvas.findByRole('radio', { name: t('Instant, $2.99'), checked: true }),
      ).toBeDisabled();
    });
  },
};
