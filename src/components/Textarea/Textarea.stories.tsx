import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Box } from '../Box/Box';
import { Textarea, type TextareaProps } from './Textarea';
import { forcedColorsModes, responsiveModes, spanishModes } from '../../internal/storybook/modes';
import { msg } from '../../internal/storybook/messages';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'What went wrong?': '¿Qué salió mal?',
  'Leave out card numbers and passwords.': 'No incluyas números de tarjeta ni contraseñas.',
  'The advance did not arrive.': 'No me llegó el adelanto.',
  'I checked twice.': 'Lo revisé dos veces.',
  'My advance is late.': 'Mi adelanto está atrasado.',
  'My advance is late again.': 'Mi adelanto se atrasó otra vez.',
  'Tell us what went wrong.': 'Cuéntanos qué salió mal.',
  'Anything else?': '¿Algo más?',
  Rest: 'En reposo',
  'Focus visible': 'Foco visible',
  Filled: 'Lleno',
  'With a count': 'Con contador',
  'Be as brief as you can.': 'Sé lo más breve que puedas.',
  'Over the limit': 'Pasado del límite',
  Invalid: 'No válido',
  Disabled: 'Desactivado',
});

/** The text area holding its own value, as most forms keep it in state. */
function Controlled({
  initial = '',
  ...props
}: Omit<TextareaProps, 'value'> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <Textarea
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
  title: 'Components/Forms/Textarea',
  component: Textarea,
  tags: ['beta', 'client'],
  args: {
    label: 'What went wrong?',
    hint: 'Leave out card numbers and passwords.',
    onChange: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
  parameters: {
    modes: { ...responsiveModes, ...forcedColorsModes, ...spanishModes },
    storyText: t,
  },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four rows by default, several lines typed, the hint read with it. */
export const Filled: Story = {
  render: (args) => <Controlled {...args} />,
  tags: ['played'],
  play: async ({ canvas, userEvent, args, step }) => {
    await userEvent.tab();
    const field = canvas.getByRole('textbox', { name: t('What went wrong?') });
    await step('Tab into the box: four lines high, its hint read with it', async () => {
      await expect(field).toHaveFocus();
      await expect(field).toHaveAttribute('rows', '4');
      await expect(field).toHaveAccessibleDescription(t('Leave out card numbers and passwords.'));
    });
    await step('Type two lines, Enter starting the second', async () => {
      await userEvent.keyboard(
        `${t('The advance did not arrive.')}{Enter}${t('I checked twice.')}`,
      );
      await expect(args.onChange).toHaveBeenLastCalledWith(
        `${t('The advance did not arrive.')}\n${t('I checked twice.')}`,
        expect.objectContaining({ type: 'change' }),
      );
    });
    await step('The box holds both lines', async () => {
      await expect(await canvas.findByRole('textbox', { name: t('What went wrong?') })).toHaveValue(
        `${t('The advance did not arrive.')}\n${t('I checked twice.')}`,
      );
    });
  },
};

/** Read with the field, updated as you type, announced when typing pauses. */
export const CharacterCount: Story = {
  name: 'Character count',
  args: { characterLimit: 40 },
  render: (args) => <Controlled {...args} />,
  tags: ['played'],
  play: async ({ canvas, userEvent, globals, step }) => {
    await userEvent.tab();
    const field = canvas.getByRole('textbox', { name: t('What went wrong?') });
    // 21 of the 40 are left in English; the Spanish sentence is longer.
    const left = 40 - t('My advance is late.').length;
    await step('The field reads how many characters are left', async () => {
      await expect(field).toHaveAccessibleDescription(
        `${t('Leave out card numbers and passwords.')} ${msg({ globals }, 'textarea.left', { count: 40 })}`,
      );
    });
    await step('Type a sentence and the count goes down', async () => {
      await userEvent.keyboard(t('My advance is late.'));
      await expect(field).toHaveAccessibleDescription(
        `${t('Leave out card numbers and passwords.')} ${msg({ globals }, 'textarea.left', { count: left })}`,
      );
    });
    await step('The count is announced once typing pauses', async () => {
      // The polite announcement waits for a pause in the typing.
      const live = canvas.getByRole('status');
      await expect(live).toBeEmptyDOMElement();
      await waitFor(
        async () => {
          await expect(live).toHaveTextContent(msg({ globals }, 'textarea.left', { count: left }));
        },
        { timeout: 3000 },
      );
    });
    await step('The count shows under the box', async () => {
      // Shown under the box, and left out of the reading order: the description says it.
      await expect(
        await canvas.findByText(msg({ globals }, 'textarea.left', { count: left }), {
          selector: '[aria-hidden="true"]',
        }),
      ).toBeVisible();
    });
  },
};

/** Nothing is cut off; the count says how many are too many. */
export const OverTheLimit: Story = {
  name: 'Over the limit',
  args: { characterLimit: 20 },
  render: (args) => <Controlled {...args} initial={t('My advance is late again.')} />,
  tags: ['played'],
  play: async ({ canvas, userEvent, globals, step }) => {
    await userEvent.tab();
    const field = canvas.getByRole('textbox', { name: t('What went wrong?') });
    const typed = `${t('My advance is late again.')}!`;
    // 6 too many in English; the Spanish sentence is longer.
    const over = typed.length - 20;
    await step('Type past the limit: nothing is cut off', async () => {
      await userEvent.keyboard('{End}!');
      await expect(field).toHaveValue(typed);
    });
    await step('The count says how many characters are too many, on screen and read', async () => {
      await expect(field).toHaveAccessibleDescription(
        `${t('Leave out card numbers and passwords.')} ${msg({ globals }, 'textarea.over', { count: over })}`,
      );
      await expect(
        await canvas.findByText(msg({ globals }, 'textarea.over', { count: over })),
      ).toBeVisible();
    });
  },
};

/** The error is announced, read after the hint and count, and marks the field. */
export const Invalid: Story = {
  args: { characterLimit: 200, error: 'Tell us what went wrong.', required: true },
  render: (args) => <Controlled {...args} />,
  tags: ['played'],
  play: async ({ canvas, userEvent, globals, step }) => {
    await userEvent.tab();
    const field = canvas.getByRole('textbox', { name: t('What went wrong?') });
    await step('Tab into the required box, marked invalid', async () => {
      await expect(field).toHaveFocus();
      await expect(field).toBeRequired();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    });
    await step('The error is read after the hint and the count, and announced', async () => {
      await expect(field).toHaveAccessibleDescription(
        `${t('Leave out card numbers and passwords.')} ${msg({ globals }, 'textarea.left', { count: 200 })} ${t('Tell us what went wrong.')}`,
      );
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        t('Tell us what went wrong.'),
      );
    });
  },
};

/** Greyed out, skipped by Tab. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'The advance did not arrive.' },
  render: (args) => (
    <Box display="grid" gap="6">
      <Textarea {...args} />
      <Textarea label={t('Anything else?')} optional />
    </Box>
  ),
  tags: ['played'],
  play: async ({ canvas, userEvent, globals, step }) => {
    const field = canvas.getByRole('textbox', { name: t('What went wrong?') });
    await step('The box is disabled', async () => {
      await expect(field).toBeDisabled();
    });
    await step('Tab skips it and lands on the optional box', async () => {
      await userEvent.tab();
      await expect(
        await canvas.findByRole('textbox', {
          name: `${t('Anything else?')} ${msg({ globals }, 'field.optional')}`,
        }),
      ).toHaveFocus();
    });
  },
};

/**
 * Rest, focus-visible, filled, count, over the limit, invalid, disabled, optional.
 *
 * Keyboard focus forced on with `parameters.pseudo` beside every other look, so one
 * screenshot holds them all.
 */
export const States: Story = {
  tags: ['matrix'],
  parameters: { pseudo: { focusVisible: ['#textarea-focus textarea'], rootSelector: 'body' } },
  render: () => (
    <Box display="grid" gap="4">
      <Textarea label={t('Rest')} rows={2} />
      <div id="textarea-focus">
        <Textarea
          label={t('Focus visible')}
          rows={2}
          defaultValue={t('The advance did not arrive.')}
        />
      </div>
      <Textarea label={t('Filled')} rows={2} defaultValue={t('The advance did not arrive.')} />
      <Textarea
        label={t('With a count')}
        rows={2}
        characterLimit={200}
        hint={t('Be as brief as you can.')}
      />
      <Textarea
        label={t('Over the limit')}
        rows={2}
        characterLimit={20}
        defaultValue={t('The advance did not arrive.')}
      />
      <Textarea label={t('Invalid')} rows={2} error={t('Tell us what went wrong.')} />
      <Textarea
        label={t('Disabled')}
        rows={2}
        defaultValue={t('The advance did not arrive.')}
        disabled
      />
      <Textarea label={t('Anything else?')} rows={2} optional />
    </Box>
  ),
  play: async ({ canvas, globals, step }) => {
    const field = (name: Parameters<typeof t>[0]) => canvas.getByRole('textbox', { name: t(name) });
    await step('Only the focused box shows a focus ring', async () => {
      // The addon applies its classes a task after the first render.
      await waitFor(async () => {
        await expect(field('Focus visible')).toHaveClass('pseudo-focus-visible');
      });
      await expect(getComputedStyle(field('Focus visible')).boxShadow).not.toBe('none');
      await expect(getComputedStyle(field('Rest')).boxShadow).toBe('none');
    });
    await step('Over the limit reads how many characters are too many', async () => {
      // 7 too many in English; the Spanish sentence is shorter, and still over.
      await expect(field('Over the limit')).toHaveAccessibleDescription(
        msg({ globals }, 'textarea.over', {
          count: t('The advance did not arrive.').length - 20,
        }),
      );
    });
    await step(
      'Invalid is marked, disabled is disabled, and the optional box is empty',
      async () => {
        await expect(field('Invalid')).toHaveAttribute('aria-invalid', 'true');
        await expect(field('Disabled')).toBeDisabled();
        await expect(
          await canvas.findByRole('textbox', {
            name: `${t('Anything else?')} ${msg({ globals }, 'field.optional')}`,
          }),
        ).toHaveValue('');
      },
    );
  },
};
