import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Box } from '../Box/Box';
import { TextField, textFieldTypes, type TextFieldProps } from './TextField';
import { forcedColorsModes, responsiveModes } from '../../internal/storybook/modes';
import { msg } from '../../internal/storybook/messages';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'Full name': 'Nombre completo',
  'Email address': 'Correo electrónico',
  'We send your statements here.': 'Aquí te enviamos tus estados de cuenta.',
  'Enter an email address like name@example.com.':
    'Escribe un correo electrónico como nombre@ejemplo.com.',
  'First name': 'Nombre',
  'Middle name': 'Segundo nombre',
  Nickname: 'Apodo',
  'Rent, in dollars per month': 'Alquiler, en dólares al mes',
  'per month': 'al mes',
  Rest: 'En reposo',
  'Focus visible': 'Foco visible',
  Filled: 'Lleno',
  'With a hint': 'Con una pista',
  'As it appears on your bank account.': 'Tal como aparece en tu cuenta bancaria.',
  Invalid: 'No válido',
  Disabled: 'Desactivado',
  'Rent, in dollars': 'Alquiler, en dólares',
  'Rent, focus visible': 'Alquiler, foco visible',
  'Rent, invalid': 'Alquiler, no válido',
  'Use numbers only.': 'Usa solo números.',
  'Rent, disabled': 'Alquiler, desactivado',
});

/** The field holding its own value, as most forms keep it in state. */
function Controlled({
  initial = '',
  ...props
}: Omit<TextFieldProps, 'value'> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <TextField
      {...props}
      value={value}
      onChange={(next, event) => {
        setValue(next);
        props.onChange?.(next, event);
      }}
    />
  );
}

/** The box drawn around an adorned input. */
const boxAround = (input: HTMLElement) => {
  const box = input.parentElement;
  if (!box) throw new Error('the input has no box around it');
  return getComputedStyle(box);
};

const meta = {
  title: 'Components/Forms/TextField',
  component: TextField,
  tags: ['beta', 'client'],
  args: { label: 'Full name', autoComplete: 'name', onChange: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: textFieldTypes },
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    prefix: { control: 'text' },
    suffix: { control: 'text' },
  },
  parameters: { modes: { ...responsiveModes, ...forcedColorsModes }, storyText: t },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab reaches the field and typing fills it. */
export const Filled: Story = {
  render: (args) => <Controlled {...args} />,
  tags: ['played'],
  play: async ({ canvas, userEvent, args, step }) => {
    await userEvent.tab();
    const field = canvas.getByRole('textbox', { name: t('Full name') });
    await step('Tab into the field, which the browser can fill with a name', async () => {
      await expect(field).toHaveFocus();
      await expect(field).toHaveAttribute('autocomplete', 'name');
    });
    await step('Type a name and each key is passed on', async () => {
      await userEvent.keyboard('Ada Lovelace');
      await expect(args.onChange).toHaveBeenCalledTimes(12);
      // The value first, then the event: every Beem input's onChange.
      await expect(args.onChange).toHaveBeenLastCalledWith(
        'Ada Lovelace',
        expect.objectContaining({ type: 'change' }),
      );
    });
    await step('The field holds the name', async () => {
      await expect(await canvas.findByRole('textbox', { name: t('Full name') })).toHaveValue(
        'Ada Lovelace',
      );
    });
  },
};

/** An e-mail field, its hint read with it. */
export const WithHint: Story = {
  name: 'With hint',
  args: {
    label: 'Email address',
    type: 'email',
    autoComplete: 'email',
    hint: 'We send your statements here.',
  },
  render: (args) => <Controlled {...args} />,
  tags: ['played'],
  play: async ({ canvas, userEvent, step }) => {
    await userEvent.tab();
    const field = canvas.getByRole('textbox', { name: t('Email address') });
    await step('The field takes an email address and reads its hint', async () => {
      await expect(field).toHaveAttribute('type', 'email');
      await expect(field).toHaveAttribute('autocomplete', 'email');
      await expect(field).toHaveAccessibleDescription(t('We send your statements here.'));
    });
    await step('Type an address and it shows in the field', async () => {
      await userEvent.keyboard('ada@example.com');
      await expect(await canvas.findByDisplayValue('ada@example.com')).toHaveFocus();
    });
  },
};

/** The error is shown, announced, read after the hint and marks the field. */
export const Invalid: Story = {
  args: {
    label: 'Email address',
    type: 'email',
    autoComplete: 'email',
    hint: 'We send your statements here.',
    error: 'Enter an email address like name@example.com.',
  },
  render: (args) => <Controlled {...args} initial="ada@example" />,
  tags: ['played'],
  play: async ({ canvas, userEvent, step }) => {
    await userEvent.tab();
    const field = canvas.getByRole('textbox', { name: t('Email address') });
    await step('Tab into the field holding an unfinished address', async () => {
      await expect(field).toHaveFocus();
      await expect(field).toHaveValue('ada@example');
    });
    await step('The field is marked invalid and reads the error after its hint', async () => {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(
        `${t('We send your statements here.')} ${t('Enter an email address like name@example.com.')}`,
      );
    });
    await step('The error is announced', async () => {
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        t('Enter an email address like name@example.com.'),
      );
    });
  },
};

/** A required field and an optional one: required is announced, optional says so in the label. */
export const RequiredAndOptional: Story = {
  name: 'Required and optional',
  tags: ['played', 'matrix'],
  render: () => (
    <Box display="grid" gap="6">
      <Controlled label={t('First name')} autoComplete="given-name" required />
      <Controlled label={t('Middle name')} autoComplete="additional-name" optional />
    </Box>
  ),
  play: async ({ canvas, userEvent, globals, step }) => {
    await userEvent.tab();
    const first = canvas.getByRole('textbox', { name: t('First name') });
    await step('Tab to First name, which is required', async () => {
      await expect(first).toHaveFocus();
      await expect(first).toBeRequired();
    });
    await step('Type a first name and tab to Middle name, which is optional', async () => {
      await userEvent.keyboard('Ada');
      await userEvent.tab();
      const middle = canvas.getByRole('textbox', {
        name: `${t('Middle name')} ${msg({ globals }, 'field.optional')}`,
      });
      await expect(middle).toHaveFocus();
      await expect(middle).not.toBeRequired();
    });
    await step('First name holds the name and is still required', async () => {
      await expect(await canvas.findByDisplayValue('Ada')).toBeRequired();
    });
  },
};

/** Greyed out, skipped by Tab. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Ada Lovelace' },
  render: (args) => (
    <Box display="grid" gap="6">
      <TextField {...args} />
      <TextField label={t('Nickname')} autoComplete="nickname" />
    </Box>
  ),
  tags: ['played'],
  play: async ({ canvas, userEvent, step }) => {
    const field = canvas.getByRole('textbox', { name: t('Full name') });
    await step('The field is disabled', async () => {
      await expect(field).toBeDisabled();
    });
    await step('Tab skips it and lands on Nickname', async () => {
      await userEvent.tab();
      await expect(field).not.toHaveFocus();
      await expect(await canvas.findByRole('textbox', { name: t('Nickname') })).toHaveFocus();
    });
  },
};

/** Drawn in the box, left out of the name; the label says the unit. */
export const Adornments: Story = {
  name: 'Prefix and suffix',
  args: {
    label: 'Rent, in dollars per month',
    prefix: '$',
    suffix: 'per month',
    inputMode: 'decimal',
    autoComplete: 'off',
  },
  render: (args) => <Controlled {...args} />,
  tags: ['played'],
  play: async ({ canvas, userEvent, step }) => {
    await userEvent.tab();
    const field = canvas.getByRole('textbox', { name: t('Rent, in dollars per month') });
    await step('Tab into the field and type an amount', async () => {
      await expect(field).toHaveFocus();
      await userEvent.keyboard('1,250');
      await expect(field).toHaveValue('1,250');
    });
    await step('The dollar sign is not read, and the box around it shows focus', async () => {
      await expect(canvas.getByText('$')).toHaveAttribute('aria-hidden', 'true');
      await expect(boxAround(field).boxShadow).not.toBe('none');
    });
    await step('The unit shows after the amount', async () => {
      await expect(await canvas.findByText(t('per month'))).toBeVisible();
    });
  },
};

/** Text, email, tel, url, password and search, each what its type says. */
export const Types: Story = {
  tags: ['test-only', '!autodocs'],
  render: () => (
    <Box display="grid" gap="4">
      {textFieldTypes.map((type) => (
        <TextField key={type} label={`Type ${type}`} type={type} autoComplete="off" />
      ))}
    </Box>
  ),
  play: async ({ canvas, userEvent, step }) => {
    await step(
      'Text, email, phone, web address and search fields are each of their type',
      async () => {
        for (const type of ['text', 'email', 'tel', 'url'] as const) {
          await expect(canvas.getByRole('textbox', { name: `Type ${type}` })).toHaveAttribute(
            'type',
            type,
          );
        }
        await expect(canvas.getByRole('searchbox', { name: 'Type search' })).toBeVisible();
      },
    );
    await step('Type into the password field: it holds the password, hidden', async () => {
      // A password field has no role: it is found by its label.
      const password = canvas.getByLabelText('Type password');
      await userEvent.click(password);
      await userEvent.keyboard('hunter2');
      await expect(password).toHaveAttribute('type', 'password');
      await expect(await canvas.findByLabelText('Type password')).toHaveValue('hunter2');
    });
  },
};

/**
 * Rest, focus-visible, filled, hint, invalid, disabled, optional and adorned.
 *
 * Keyboard focus forced on with `parameters.pseudo` (a plain field, and the box around
 * an adorned one) beside every other look, so one screenshot holds them all.
 */
export const States: Story = {
  tags: ['matrix'],
  parameters: {
    pseudo: {
      focusVisible: ['#text-focus input'],
      focusWithin: ['#text-adorned-focus div:has(> input)'],
      rootSelector: 'body',
    },
  },
  render: () => (
    <Box display="grid" gap="4">
      <TextField label={t('Rest')} />
      <div id="text-focus">
        <TextField label={t('Focus visible')} defaultValue="Ada Lovelace" />
      </div>
      <TextField label={t('Filled')} defaultValue="Ada Lovelace" />
      <TextField label={t('With a hint')} hint={t('As it appears on your bank account.')} />
      <TextField
        label={t('Invalid')}
        defaultValue="ada@example"
        hint={t('We send your statements here.')}
        error={t('Enter an email address like name@example.com.')}
      />
      <TextField label={t('Disabled')} defaultValue="Ada Lovelace" disabled />
      <TextField label={t('Middle name')} optional />
      <TextField
        label={t('Rent, in dollars')}
        prefix="$"
        suffix={t('per month')}
        defaultValue="1,250"
      />
      <div id="text-adorned-focus">
        <TextField label={t('Rent, focus visible')} prefix="$" suffix={t('per month')} />
      </div>
      <TextField
        label={t('Rent, invalid')}
        prefix="$"
        defaultValue="lots"
        error={t('Use numbers only.')}
      />
      <TextField label={t('Rent, disabled')} prefix="$" defaultValue="1,250" disabled />
    </Box>
  ),
  play: async ({ canvas, globals, step }) => {
    const field = (name: Parameters<typeof t>[0]) => canvas.getByRole('textbox', { name: t(name) });
    await step('Only the focused field shows a focus ring', async () => {
      // The addon applies its classes a task after the first render.
      await waitFor(async () => {
        await expect(field('Focus visible')).toHaveClass('pseudo-focus-visible');
      });
      await expect(getComputedStyle(field('Focus visible')).boxShadow).not.toBe('none');
      await expect(getComputedStyle(field('Rest')).boxShadow).toBe('none');
    });
    await step('Around a prefix and suffix the whole box shows focus and errors', async () => {
      const box = (name: Parameters<typeof t>[0]) => boxAround(field(name));
      await expect(box('Rent, focus visible').boxShadow).not.toBe('none');
      await expect(box('Rent, in dollars').boxShadow).toBe('none');
      await expect(box('Rent, invalid').borderTopColor).toBe(
        getComputedStyle(field('Invalid')).borderTopColor,
      );
    });
    await step(
      'Invalid is marked, disabled fields are disabled, and the optional one is empty',
      async () => {
        await expect(field('Invalid')).toHaveAttribute('aria-invalid', 'true');
        await expect(field('Rent, disabled')).toBeDisabled();
        await expect(field('Disabled')).toBeDisabled();
        await expect(
          await canvas.findByRole('textbox', {
            name: `${t('Middle name')} ${msg({ globals }, 'field.optional')}`,
          }),
        ).toHaveValue('');
      },
    );
  },
};
