import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Box } from '../Box/Box';
import { Select, type SelectOption, type SelectProps } from './Select';
import { forcedColorsModes, responsiveModes } from '../../internal/storybook/modes';
import { msg } from '../../internal/storybook/messages';
import { storyText } from '../../internal/storybook/storyText';

// The states in WithHint are places' names, kept as they are: they are also the values sent.
const t = storyText({
  'How often are you paid?': '¿Cada cuánto te pagan?',
  'Choose one': 'Elige una opción',
  'Every week': 'Cada semana',
  'Every two weeks': 'Cada dos semanas',
  'Twice a month': 'Dos veces al mes',
  'Once a month': 'Una vez al mes',
  State: 'Estado',
  'Choose your state': 'Elige tu estado',
  'Where you live now.': 'Donde vives ahora.',
  'Choose how often you are paid.': 'Elige cada cuánto te pagan.',
  'Pay day': 'Día de pago',
  Monday: 'Lunes',
  Friday: 'Viernes',
  Rest: 'En reposo',
  'Focus visible': 'Foco visible',
  Chosen: 'Elegido',
  'With a hint': 'Con una pista',
  'As on your pay stub.': 'Como en tu talón de pago.',
  Invalid: 'No válido',
  Disabled: 'Desactivado',
  'Second job': 'Segundo trabajo',
});
type Phrase = Parameters<typeof t>[0];

const payFrequencies = [
  { value: 'weekly', label: 'Every week' },
  { value: 'biweekly', label: 'Every two weeks' },
  { value: 'semimonthly', label: 'Twice a month' },
  { value: 'monthly', label: 'Once a month' },
] as const satisfies readonly SelectOption[];

/** The select holding its own value, as most forms keep it in state. */
function Controlled({ initial = '', ...props }: Omit<SelectProps, 'value'> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <Select
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
  title: 'Components/Forms/Select',
  component: Select,
  tags: ['beta', 'client'],
  args: {
    label: 'How often are you paid?',
    options: payFrequencies,
    placeholder: 'Choose one',
    onChange: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
  parameters: { modes: { ...responsiveModes, ...forcedColorsModes }, storyText: t },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The placeholder shows until an option is picked. */
export const Chosen: Story = {
  render: (args) => <Controlled {...args} />,
  tags: ['played'],
  play: async ({ canvas, userEvent, args, step }) => {
    await userEvent.tab();
    const select = canvas.getByRole('combobox', { name: t('How often are you paid?') });
    await step('Tab to the select: nothing is chosen yet', async () => {
      await expect(select).toHaveFocus();
      await expect(select).toHaveValue('');
      await expect(canvas.getByRole('option', { name: t('Choose one') })).toHaveProperty(
        'selected',
        true,
      );
    });
    await step('Choose every two weeks', async () => {
      // The platform's picker takes the choice; the testing library picks it as a person would.
      await userEvent.selectOptions(select, t('Every two weeks'));
      await expect(args.onChange).toHaveBeenCalledTimes(1);
      await expect(args.onChange).toHaveBeenLastCalledWith(
        'biweekly',
        expect.objectContaining({ type: 'change' }),
      );
    });
    await step('The select shows the choice', async () => {
      await expect(
        await canvas.findByRole('combobox', { name: t('How often are you paid?') }),
      ).toHaveValue('biweekly');
    });
  },
};

/** Plain-text options, the hint read with the select. */
export const WithHint: Story = {
  name: 'With hint',
  args: {
    label: 'State',
    options: ['California', 'New York', 'Texas'],
    placeholder: 'Choose your state',
    hint: 'Where you live now.',
    autoComplete: 'address-level1',
  },
  render: (args) => <Controlled {...args} />,
  tags: ['played'],
  play: async ({ canvas, userEvent, step }) => {
    await userEvent.tab();
    const select = canvas.getByRole('combobox', { name: t('State') });
    await step('The hint is read with the select, and the browser can fill it in', async () => {
      await expect(select).toHaveAccessibleDescription(t('Where you live now.'));
      await expect(select).toHaveAttribute('autocomplete', 'address-level1');
    });
    await step('Choose Texas and the select shows it', async () => {
      await userEvent.selectOptions(select, 'Texas');
      await expect(await canvas.findByRole('combobox', { name: t('State') })).toHaveValue('Texas');
    });
  },
};

/** A required select left on its placeholder; the error is announced. */
export const Invalid: Story = {
  args: { required: true, error: 'Choose how often you are paid.' },
  render: (args) => <Controlled {...args} />,
  tags: ['played'],
  play: async ({ canvas, userEvent, step }) => {
    await userEvent.tab();
    const select = canvas.getByRole('combobox', { name: t('How often are you paid?') });
    await step('The required select is left unanswered and marked invalid', async () => {
      await expect(select).toBeRequired();
      await expect(select).toHaveAttribute('aria-invalid', 'true');
      // The empty placeholder is the HTML standard's placeholder option: a required select on it
      // is unanswered.
      await expect(select).toHaveProperty('validity.valueMissing', true);
    });
    await step('The error is read with the select and announced', async () => {
      await expect(select).toHaveAccessibleDescription(t('Choose how often you are paid.'));
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        t('Choose how often you are paid.'),
      );
    });
  },
};

/** Greyed out with its arrow, skipped by Tab. */
export const Disabled: Story = {
  render: (args) => (
    <Box display="grid" gap="6">
      <Select {...args} disabled defaultValue="monthly" />
      <Select
        label={t('Pay day')}
        options={[t('Monday'), t('Friday')]}
        optional
        placeholder={t('Choose one')}
      />
    </Box>
  ),
  tags: ['played'],
  play: async ({ canvas, userEvent, globals, step }) => {
    const select = canvas.getByRole('combobox', { name: t('How often are you paid?') });
    await step('The disabled select keeps its choice', async () => {
      await expect(select).toBeDisabled();
      await expect(select).toHaveValue('monthly');
    });
    await step('Tab skips it and lands on the next select', async () => {
      await userEvent.tab();
      await expect(
        await canvas.findByRole('combobox', {
          name: `${t('Pay day')} ${msg({ globals }, 'field.optional')}`,
        }),
      ).toHaveFocus();
    });
  },
};

/**
 * Rest, focus-visible, chosen, hint, invalid, disabled and optional.
 *
 * Keyboard focus forced on with `parameters.pseudo` beside every other look, so one
 * screenshot holds them all.
 */
export const States: Story = {
  parameters: { pseudo: { focusVisible: ['#select-focus select'], rootSelector: 'body' } },
  render: (args) => (
    <Box display="grid" gap="4">
      <Select {...args} label={t('Rest')} />
      <div id="select-focus">
        <Select {...args} label={t('Focus visible')} />
      </div>
      <Select {...args} label={t('Chosen')} defaultValue="biweekly" />
      <Select {...args} label={t('With a hint')} hint={t('As on your pay stub.')} />
      <Select {...args} label={t('Invalid')} required error={t('Choose how often you are paid.')} />
      <Select {...args} label={t('Disabled')} defaultValue="monthly" disabled />
      <Select {...args} label={t('Second job')} optional />
    </Box>
  ),
  play: async ({ canvas, globals, step }) => {
    const select = (name: Phrase) => canvas.getByRole('combobox', { name: t(name) });
    await step('Only the focused select shows a focus ring', async () => {
      // The addon applies its classes a task after the first render.
      await waitFor(async () => {
        await expect(select('Focus visible')).toHaveClass('pseudo-focus-visible');
      });
      await expect(getComputedStyle(select('Focus visible')).boxShadow).not.toBe('none');
      await expect(getComputedStyle(select('Rest')).boxShadow).toBe('none');
    });
    await step('Each select shows its state: chosen, invalid, disabled, optional', async () => {
      await expect(select('Chosen')).toHaveDisplayValue(t('Every two weeks'));
      await expect(select('Invalid')).toHaveAttribute('aria-invalid', 'true');
      await expect(select('Disabled')).toBeDisabled();
      await expect(
        await canvas.findByRole('combobox', {
          name: `${t('Second job')} ${msg({ globals }, 'field.optional')}`,
        }),
      ).toHaveValue('');
    });
  },
};
