import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Box } from '../Box/Box';
import { NumberField, type NumberFieldProps } from './NumberField';
import { forcedColorsModes, spanishModes } from '../../internal/storybook/modes';
import { msg } from '../../internal/storybook/messages';
import { storyText } from '../../internal/storybook/storyText';
import { reactEvent } from '../../internal/storybook/events';

const t = storyText({
  'Hours worked this week': 'Horas trabajadas esta semana',
  'Round to the nearest hour.': 'Redondea a la hora más cercana.',
  'Amount to send': 'Monto a enviar',
  'Cash advance': 'Adelanto de efectivo',
  'From $20 to $250.': 'De $20 a $250.',
  Tip: 'Propina',
  'Your balance is $82.40.': 'Tu saldo es de $82.40.',
  'Enter an amount of $1 or more.': 'Escribe un monto de $1 o más.',
});

/** The field holding its amount in the parent, as a transfer form keeps it. */
function Controlled({
  initial = null,
  ...props
}: Omit<NumberFieldProps, 'value'> & { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <NumberField
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
  title: 'Components/Forms/NumberField',
  component: NumberField,
  tags: ['beta', 'client'],
  args: { label: 'Hours worked this week', onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    min: { control: 'number' },
    max: { control: 'number' },
    step: { control: 'number' },
  },
  parameters: { modes: { ...forcedColorsModes, ...spanishModes }, storyText: t },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A count: Tab reaches the input, the arrow keys and Page Up step it, typing replaces it. */
export const Default: Story = {
  args: { defaultValue: 20, min: 0, max: 80, hint: 'Round to the nearest hour.' },
  tags: ['played'],
  play: async ({ canvas, userEvent, args, step }) => {
    const field = canvas.getByRole('textbox', { name: t('Hours worked this week') });
    await step('Tab into the field, which reads its hint', async () => {
      await userEvent.tab();
      await expect(field).toHaveFocus();
      await expect(field).toHaveAccessibleDescription(t('Round to the nearest hour.'));
    });
    await step('ArrowUp twice makes 22 hours and ArrowDown takes one off', async () => {
      await userEvent.keyboard('{ArrowUp}{ArrowUp}');
      await expect(field).toHaveValue('22');
      await userEvent.keyboard('{ArrowDown}');
      await expect(args.onChange).toHaveBeenLastCalledWith(21, reactEvent());
    });
    await step('Page Up steps back up to 22', async () => {
      await userEvent.keyboard('{PageUp}');
      await expect(field).toHaveValue('22');
    });
    await step('Type 38 over it and leave: the field holds 38 hours', async () => {
      await userEvent.tripleClick(field);
      await userEvent.keyboard('38');
      await userEvent.tab();
      await expect(args.onChange).toHaveBeenLastCalledWith(38, reactEvent());
      await expect(field).toHaveValue('38');
    });
  },
};

/**
 * Dollars: typed however the visitor writes them, written back with the sign, separators and
 * cents on blur. The same in es-US, where Intl writes US dollars as "$1,250.50" too.
 */
export const Currency: Story = {
  args: { label: 'Amount to send', currency: 'USD' },
  render: (args) => <Controlled {...args} initial={100} />,
  tags: ['played'],
  play: async ({ canvas, userEvent, args, step }) => {
    const field = canvas.getByRole('textbox', { name: t('Amount to send') });
    await step('The field starts at $100.00', async () => {
      await expect(field).toHaveValue('$100.00');
    });
    await step('Type 1250.5 and leave: it is written back as $1,250.50', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{Control>}a{/Control}1250.5');
      await userEvent.tab();
      await expect(args.onChange).toHaveBeenLastCalledWith(1250.5, reactEvent());
      await expect(field).toHaveValue('$1,250.50');
    });
  },
};

/** es-US: the same dollars, as Intl writes them there, and the steppers named in Spanish. */
export const CurrencySpanish: Story = {
  name: 'Currency in Spanish',
  globals: { locale: 'es-US' },
  args: { label: 'Monto a enviar', currency: 'USD' },
  render: (args) => <Controlled {...args} initial={1250.5} />,
  // Spanish whatever the toolbar says: the story is the field in es-US.
  tags: ['played', 'one-language'],
  play: async ({ canvas, userEvent, step }) => {
    const field = canvas.getByRole('textbox', { name: 'Monto a enviar' });
    await step(
      'The amount is written in dollars as Spanish speakers in the US read them',
      async () => {
        await expect(field).toHaveValue(
          new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }).format(1250.5),
        );
        // The product rule: "$", comma thousands and a decimal point, never "US$".
        await expect(field).toHaveValue('$1,250.50');
      },
    );
    await step('Press Aumentar: the amount goes up to the next whole dollar', async () => {
      // Without a `step`, a step is a whole dollar, to the next whole dollar.
      await userEvent.click(canvas.getByRole('button', { name: 'Aumentar Monto a enviar' }));
      await expect(field).toHaveValue('$1,251.00');
      await expect(canvas.getByRole('button', { name: 'Disminuir Monto a enviar' })).toBeEnabled();
    });
  },
};

/**
 * Held between $20 and $250, in $5 steps: Up at the top stays there and its stepper greys, a
 * typed amount past the top comes back to it on blur, and Home goes to the bottom.
 */
export const MinMax: Story = {
  name: 'Min and max, by keyboard',
  args: {
    label: 'Cash advance',
    currency: 'USD',
    min: 20,
    max: 250,
    step: 5,
    defaultValue: 250,
    hint: 'From $20 to $250.',
  },
  tags: ['played'],
  play: async ({ canvas, userEvent, args, globals, step }) => {
    const field = canvas.getByRole('textbox', { name: t('Cash advance') });
    await step('ArrowUp at $250 stays at the top and the increase button greys out', async () => {
      await userEvent.tab();
      await expect(field).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}');
      await expect(field).toHaveValue('$250.00');
      await expect(
        canvas.getByRole('button', {
          name: msg({ globals }, 'numberField.increase', { label: t('Cash advance') }),
        }),
      ).toBeDisabled();
    });
    await step('Type $400 and leave: it comes back to $250', async () => {
      await userEvent.keyboard('{Control>}a{/Control}400');
      await userEvent.tab();
      await expect(field).toHaveValue('$250.00');
    });
    await step('Home goes to $20 and the decrease button greys out', async () => {
      await userEvent.click(field);
      await userEvent.keyboard('{Home}');
      await expect(args.onChange).toHaveBeenLastCalledWith(20, reactEvent());
      await expect(field).toHaveValue('$20.00');
      await expect(
        canvas.getByRole('button', {
          name: msg({ globals }, 'numberField.decrease', { label: t('Cash advance') }),
        }),
      ).toBeDisabled();
    });
  },
};

/** The steppers, pressed: they step by `step` and leave focus in the input. */
export const Steppers: Story = {
  name: 'Steppers by pointer',
  args: {
    label: 'Tip',
    currency: 'USD',
    min: 0,
    step: 1,
    formatOptions: { maximumFractionDigits: 0 },
  },
  render: (args) => <Controlled {...args} initial={3} />,
  tags: ['played'],
  play: async ({ canvas, userEvent, args, globals, step }) => {
    const increase = canvas.getByRole('button', {
      name: msg({ globals }, 'numberField.increase', { label: t('Tip') }),
    });
    await step('Press increase twice: the tip goes from $3 to $5', async () => {
      await userEvent.click(increase);
      await userEvent.click(increase);
      await expect(args.onChange).toHaveBeenLastCalledWith(5, reactEvent());
    });
    await step('Press decrease: the tip is $4 and focus stays in the field', async () => {
      await userEvent.click(
        canvas.getByRole('button', {
          name: msg({ globals }, 'numberField.decrease', { label: t('Tip') }),
        }),
      );
      const field = canvas.getByRole('textbox', { name: t('Tip') });
      await expect(field).toHaveValue('$4');
      await expect(field).toHaveFocus();
    });
  },
};

/** The error is shown, announced, read after the hint, and marks the field. */
export const Invalid: Story = {
  args: {
    label: 'Amount to send',
    currency: 'USD',
    defaultValue: 0,
    hint: 'Your balance is $82.40.',
    error: 'Enter an amount of $1 or more.',
  },
  tags: ['played'],
  play: async ({ canvas, userEvent, step }) => {
    const field = canvas.getByRole('textbox', { name: t('Amount to send') });
    await step('Tab into the field: it is marked invalid', async () => {
      await userEvent.tab();
      await expect(field).toHaveFocus();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    });
    await step('The error is read after the hint and announced', async () => {
      await expect(field).toHaveAccessibleDescription(
        `${t('Your balance is $82.40.')} ${t('Enter an amount of $1 or more.')}`,
      );
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        t('Enter an amount of $1 or more.'),
      );
    });
  },
};

/** Greyed out with its steppers, skipped by Tab. */
export const Disabled: Story = {
  args: { label: 'Amount to send', currency: 'USD', defaultValue: 40, disabled: true },
  render: (args) => (
    <Box display="grid" gap="6">
      <NumberField {...args} />
      <NumberField label={t('Tip')} currency="USD" optional />
    </Box>
  ),
  tags: ['played'],
  play: async ({ canvas, userEvent, globals, step }) => {
    const field = canvas.getByRole('textbox', { name: t('Amount to send') });
    await step('The field and its steppers are disabled', async () => {
      await expect(field).toBeDisabled();
      await expect(
        canvas.getByRole('button', {
          name: msg({ globals }, 'numberField.increase', { label: t('Amount to send') }),
        }),
      ).toBeDisabled();
    });
    await step('Tab skips it and lands on the Tip field', async () => {
      await userEvent.tab();
      await expect(
        await canvas.findByRole('textbox', {
          name: `${t('Tip')} ${msg({ globals }, 'field.optional')}`,
        }),
      ).toHaveFocus();
    });
  },
};

/** Required and optional, as every field marks them. */
export const RequiredAndOptional: Story = {
  name: 'Required and optional',
  tags: ['test-only', '!autodocs'],
  render: () => (
    <Box display="grid" gap="6">
      <NumberField label="Monthly rent" currency="USD" required />
      <NumberField label="Renters insurance" currency="USD" optional />
    </Box>
  ),
  play: async ({ canvas, globals, step }) => {
    await step('Monthly rent is required', async () => {
      await expect(canvas.getByRole('textbox', { name: 'Monthly rent' })).toBeRequired();
    });
    await step('Renters insurance is marked optional and not required', async () => {
      await expect(
        canvas.getByRole('textbox', {
          name: `Renters insurance ${msg({ globals }, 'field.optional')}`,
        }),
      ).not.toBeRequired();
    });
  },
};
