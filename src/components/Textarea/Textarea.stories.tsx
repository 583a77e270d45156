import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Box } from '../Box/Box';
import { Textarea, type TextareaProps } from './Textarea';
import { forcedColorsModes, responsiveModes, spanishModes } from '../../internal/storybook/modes';
import { msg } from '../../internal/storybook/messages';

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
  parameters: { modes: { ...responsiveModes, ...forcedColorsModes, ...spanishModes } },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four rows by default, several lines typed, the hint read with it. */
export const Filled: Story = {
  render: (args) => <Controlled {...args} />,
  tags: ['played'],
  play: async ({ canvas, userEvent, args, step }) => {
    await userEvent.tab();
    const field = canvas.getByRole('textbox', { name: 'What went wrong?' });
    await step('Tab into the box: four lines high, its hint read with it', async () => {
      await expect(field).toHaveFocus();
      await expect(field).toHaveAttribute('rows', '4');
      await expect(field).toHaveAccessibleDescription('Leave out card numbers and passwords.');
    });
    await step('Type two lines, Enter starting the second', async () => {
      await userEvent.keyboard('The advance did not arrive.{Enter}I checked twice.');
      await expect(args.onChange).toHaveBeenLastCalledWith(
        'The advance did not arrive.\nI checked twice.',
        expect.objectContaining({ type: 'change' }),
      );
    });
    await step('The box holds both lines', async () => {
      await expect(await canvas.findByRole('textbox', { name: 'What went wrong?' })).toHaveValue(
        'The advance did not arrive.\nI checked twice.',
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
    const field = canvas.getByRole('textbox', { name: 'What went wrong?' });
    await step('The field reads how many characters are left', async () => {
      await expect(field).toHaveAccessibleDescription(
        `Leave out card numbers and passwords. ${msg({ globals }, 'textarea.left', { count: 40 })}`,
      );
    });
    await step('Type a sentence and the count goes down', async () => {
      await userEvent.keyboard('My advance is late.');
      await expect(field).toHaveAccessibleDescription(
        `Leave out card numbers and passwords. ${msg({ globals }, 'textarea.left', { count: 21 })}`,
      );
    });
    await step('The count is announced once typing pauses', async () => {
      // The polite announcement waits for a pause in the typing.
      const live = canvas.getByRole('status');
      await expect(live).toBeEmptyDOMElement();
      await waitFor(
        async () => {
          await expect(live).toHaveTextContent(msg({ globals }, 'textarea.left', { count: 21 }));
        },
        { timeout: 3000 },
      );
    });
    await step('The count shows under the box', async () => {
      // Shown under the box, and left out of the reading order: the description says it.
      await expect(
        await canvas.findByText(msg({ globals }, 'textarea.left', { count: 21 }), {
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
  render: (args) => <Controlled {...args} initial="My advance is late again." />,
  tags: ['played'],
  play: async ({ canvas, userEvent, globals, step }) => {
    await userEvent.tab();
    const field = canvas.getByRole('textbox', { name: 'What went wrong?' });
    await step('Type past the limit: nothing is cut off', async () => {
      await userEvent.keyboard('{End}!');
      await expect(field).toHaveValue('My advance is late again.!');
    });
    await step('The count says how many characters are too many, on screen and read', async () => {
      await expect(field).toHaveAccessibleDescription(
        `Leave out card numbers and passwords. ${msg({ globals }, 'textarea.over', { count: 6 })}`,
      );
      await expect(
        await canvas.findByText(msg({ globals }, 'textarea.over', { count: 6 })),
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
    const field = canvas.getByRole('textbox', { name: 'What went wrong?' });
    await step('Tab into the required box, marked invalid', async () => {
      await expect(field).toHaveFocus();
      await expect(field).toBeRequired();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    });
    await step('The error is read after the hint and the count, and announced', async () => {
      await expect(field).toHaveAccessibleDescription(
        `Leave out card numbers and passwords. ${msg({ globals }, 'textarea.left', { count: 200 })} Tell us what went wrong.`,
      );
      await expect(await canvas.findByRole('alert')).toHaveTextContent('Tell us what went wrong.');
    });
  },
};

/** Greyed out, skipped by Tab. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'The advance did not arrive.' },
  render: (args) => (
    <Box display="grid" gap="6">
      <Textarea {...args} />
      <Textarea label="Anything else?" optional />
    </Box>
  ),
  tags: ['played'],
  play: async ({ canvas, userEvent, globals, step }) => {
    const field = canvas.getByRole('textbox', { name: 'What went wrong?' });
    await step('The box is disabled', async () => {
      await expect(field).toBeDisabled();
    });
    await step('Tab skips it and lands on the optional box', async () => {
      await userEvent.tab();
      await expect(
        await canvas.findByRole('textbox', {
          name: `Anything else? ${msg({ globals }, 'field.optional')}`,
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
      <Textarea label="Rest" rows={2} />
      <div id="textarea-focus">
        <Textarea label="Focus visible" rows={2} defaultValue="The advance did not arrive." />
      </div>
      <Textarea label="Filled" rows={2} defaultValue="The advance did not arrive." />
      <Textarea label="With a count" rows={2} characterLimit={200} hint="Be as brief as you can." />
      <Textarea
        label="Over the limit"
        rows={2}
        characterLimit={20}
        defaultValue="The advance did not arrive."
      />
      <Textarea label="Invalid" rows={2} error="Tell us what went wrong." />
      <Textarea label="Disabled" rows={2} defaultValue="The advance did not arrive." disabled />
      <Textarea label="Anything else?" rows={2} optional />
    </Box>
  ),
  play: async ({ canvas, globals, step }) => {
    const field = (name: string) => canvas.getByRole('textbox', { name });
    await step('Only the focused box shows a focus ring', async () => {
      // The addon applies its classes a task after the first render.
      await waitFor(async () => {
        await expect(field('Focus visible')).toHaveClass('pseudo-focus-visible');
      });
      await expect(getComputedStyle(field('Focus visible')).boxShadow).not.toBe('none');
      await expect(getComputedStyle(field('Rest')).boxShadow).toBe('none');
    });
    await step('Over the limit reads how many characters are too many', async () => {
      await expect(field('Over the limit')).toHaveAccessibleDescription(
        msg({ globals }, 'textarea.over', { count: 7 }),
      );
    });
    await step(
      'Invalid is marked, disabled is disabled, and the optional box is empty',
      async () => {
        await expect(field('Invalid')).toHaveAttribute('aria-invalid', 'true');
        await expect(field('Disabled')).toBeDisabled();
        await expect(
          await canvas.findByRole('textbox', {
            name: `Anything else? ${msg({ globals }, 'field.optional')}`,
          }),
        ).toHaveValue('');
      },
    );
  },
};
