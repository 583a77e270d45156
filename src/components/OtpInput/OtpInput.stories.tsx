import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { OtpInput, type OtpInputProps } from './OtpInput';
import { forcedColorsModes, spanishModes } from '../../internal/storybook/modes';
import { msg } from '../../internal/storybook/messages';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  "That code didn't work. Check the text we sent and try again.":
    'Ese código no funcionó. Revisa el mensaje de texto que te enviamos e inténtalo de nuevo.',
  Rest: 'En reposo',
  'Focus visible': 'Foco visible',
  Invalid: 'No válido',
  'That code did not work. Try again.': 'Ese código no funcionó. Inténtalo de nuevo.',
  Disabled: 'Desactivado',
  'Clear code': 'Borrar el código',
});

const meta = {
  title: 'Components/Forms/OtpInput',
  component: OtpInput,
  tags: ['stable', 'client'],
  args: { onComplete: fn(), onChange: fn() },
  parameters: {
    modes: { ...forcedColorsModes, ...spanishModes },
    storyText: t,
    docs: {
      description: {
        component:
          'One character per box; numeric by default, 4 boxes by default. **Paste policy (numeric mode):** spaces, dashes and dots are dropped, so "12-34" and "12 34" give 1234; a paste containing any letter is refused as a whole — nothing is filled. A paste, or a whole code arriving as one input event (SMS autofill, password managers), fills from the focused box onward; what does not fit is dropped. `onComplete` fires once per completed code.',
      },
    },
  },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const boxes = (canvas: Canvas) =>
  canvas
    .getAllByRole<HTMLInputElement>('textbox')
    // The code's boxes are the text fields inside its group, whatever the language names them.
    .filter((box) => box.closest('fieldset, [role="group"]'));
const values = (canvas: Canvas) => boxes(canvas).map((box) => box.value);
const box = (canvas: Canvas, index: number) => {
  const element = boxes(canvas)[index];
  if (!element) throw new Error(`no box ${index}`);
  return element;
};

/** Four labelled boxes, one-time-code autofill on the first. */
export const Empty: Story = {
  play: async ({ canvas, globals, step }) => {
    const group = canvas.getByRole('group', { name: msg({ globals }, 'otp.label') });
    const first = box(canvas, 0);
    await step('Four boxes show under the code label', async () => {
      await expect(group).toBeVisible();
      await expect(boxes(canvas)).toHaveLength(4);
    });
    await step('Only the first box offers the code from a text message', async () => {
      await expect(first).toHaveAttribute('autocomplete', 'one-time-code');
      await expect(box(canvas, 1)).toHaveAttribute('autocomplete', 'off');
    });
    await step(
      'The boxes bring up the number pad and are left untranslated and unchecked',
      async () => {
        await expect(first).toHaveAttribute('inputmode', 'numeric');
        await expect(first).toHaveAttribute('type', 'text');
        await expect(first).toHaveAttribute('translate', 'no');
        await expect(first).toHaveAttribute('spellcheck', 'false');
        await expect(parseFloat(getComputedStyle(first).fontSize)).toBeGreaterThanOrEqual(16);
      },
    );
    await step('Each box is named by its place and starts empty', async () => {
      await expect(
        await canvas.findByRole('textbox', {
          name: msg({ globals }, 'otp.digit', { index: 2, count: 4 }),
        }),
      ).toHaveValue('');
    });
  },
};

/** Typing 4 digits: each advances; onComplete fires once with 0421. */
export const TypedCode: Story = {
  name: 'Typed code',
  tags: ['played'],
  play: async ({ canvas, userEvent, args, globals, step }) => {
    await step('Type 0421: each digit fills a box and moves on', async () => {
      await userEvent.click(box(canvas, 0));
      await userEvent.keyboard('0421');
      await expect(values(canvas)).toEqual(['0', '4', '2', '1']);
    });
    await step('The finished code is sent once', async () => {
      await expect(args.onComplete).toHaveBeenCalledTimes(1);
      await expect(args.onComplete).toHaveBeenCalledWith('0421');
    });
    await step('Focus rests on the last box', async () => {
      await expect(
        await canvas.findByRole('textbox', {
          name: msg({ globals }, 'otp.digit', { index: 4, count: 4 }),
        }),
      ).toHaveFocus();
    });
  },
};

/** A letter in numeric mode is ignored; focus stays. */
export const LetterIgnored: Story = {
  name: 'Letter ignored',
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, userEvent, globals, step }) => {
    await step('Type a letter: nothing is filled and focus stays on the first box', async () => {
      await userEvent.click(box(canvas, 0));
      await userEvent.keyboard('a');
      await expect(values(canvas)).toEqual(['', '', '', '']);
      await expect(
        await canvas.findByRole('textbox', {
          name: msg({ globals }, 'otp.digit', { index: 1, count: 4 }),
        }),
      ).toHaveFocus();
    });
  },
};

/** Typing the digit a box already holds still advances. */
export const SameDigitAdvances: Story = {
  name: 'Same digit advances',
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, userEvent, globals, step }) => {
    await step('Type 7, then go back to the first box', async () => {
      await userEvent.click(box(canvas, 0));
      await userEvent.keyboard('7');
      await userEvent.keyboard('{ArrowLeft}');
      await expect(box(canvas, 0)).toHaveFocus();
    });
    await step('Type 7 again: the box keeps it and focus moves to the second box', async () => {
      await userEvent.keyboard('7');
      await expect(values(canvas)).toEqual(['7', '', '', '']);
      await expect(
        await canvas.findByRole('textbox', {
          name: msg({ globals }, 'otp.digit', { index: 2, count: 4 }),
        }),
      ).toHaveFocus();
    });
  },
};

/** Paste "1234" into box 1: fills all four. */
export const PasteIntoFirst: Story = {
  name: 'Paste into box 1',
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, userEvent, args, globals, step }) => {
    await step('Paste 1234 into the first box: all four fill', async () => {
      await userEvent.click(box(canvas, 0));
      await userEvent.paste('1234');
      await expect(values(canvas)).toEqual(['1', '2', '3', '4']);
    });
    await step('The code is sent once and focus rests on the last box', async () => {
      await expect(args.onComplete).toHaveBeenCalledTimes(1);
      await expect(
        await canvas.findByRole('textbox', {
          name: msg({ globals }, 'otp.digit', { index: 4, count: 4 }),
        }),
      ).toHaveFocus();
    });
  },
};

/** Paste "567" into box 2: fills from the focused box, giving 1567. */
export const PasteIntoSecond: Story = {
  name: 'Paste into box 2',
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, userEvent, args, step }) => {
    await step('Type 1: focus moves to the second box', async () => {
      await userEvent.click(box(canvas, 0));
      await userEvent.keyboard('1');
      await expect(box(canvas, 1)).toHaveFocus();
    });
    await step('Paste 567: it fills from the second box on, making 1567', async () => {
      await userEvent.paste('567');
      await expect(values(canvas)).toEqual(['1', '5', '6', '7']);
      await expect(args.onComplete).toHaveBeenCalledWith('1567');
      await expect(await canvas.findByDisplayValue('7')).toHaveFocus();
    });
  },
};

/** Paste "98765" into box 3: fills boxes 3 and 4, drops the rest. */
export const PasteOverflow: Story = {
  name: 'Paste overflow',
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, userEvent, args, globals, step }) => {
    await step(
      'Paste 98765 into the third box: it fills the last two and drops the rest',
      async () => {
        await userEvent.click(box(canvas, 2));
        await userEvent.paste('98765');
        await expect(values(canvas)).toEqual(['', '', '9', '8']);
      },
    );
    await step(
      'The code is not complete, so nothing is sent, and focus rests on the last box',
      async () => {
        await expect(args.onComplete).not.toHaveBeenCalled();
        await expect(
          await canvas.findByRole('textbox', {
            name: msg({ globals }, 'otp.digit', { index: 4, count: 4 }),
          }),
        ).toHaveFocus();
      },
    );
  },
};

/** Paste "12-34" or "12 34": the digits are kept. */
export const PasteWithSeparators: Story = {
  name: 'Paste with separators',
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, userEvent, step }) => {
    await step('Paste 12-34: the dash is dropped and the digits fill the boxes', async () => {
      await userEvent.click(box(canvas, 0));
      await userEvent.paste('12-34');
      await expect(values(canvas)).toEqual(['1', '2', '3', '4']);
    });
    await step(
      'Paste 56 78 over it: the space is dropped and focus rests on the last box',
      async () => {
        await userEvent.click(box(canvas, 0));
        await userEvent.paste('56 78');
        await expect(values(canvas)).toEqual(['5', '6', '7', '8']);
        await expect(await canvas.findByDisplayValue('8')).toHaveFocus();
      },
    );
  },
};

/** Paste "12a4": refused whole, nothing filled. */
export const PasteWithLetters: Story = {
  name: 'Paste with letters',
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, userEvent, args, globals, step }) => {
    await step('Paste 12a4: the whole paste is refused and nothing is filled', async () => {
      await userEvent.click(box(canvas, 0));
      await userEvent.paste('12a4');
      await expect(values(canvas)).toEqual(['', '', '', '']);
      await expect(args.onChange).not.toHaveBeenCalled();
    });
    await step('Focus stays on the first box', async () => {
      await expect(
        await canvas.findByRole('textbox', {
          name: msg({ globals }, 'otp.digit', { index: 1, count: 4 }),
        }),
      ).toHaveFocus();
    });
  },
};

/** The whole code lands in box 1 as one input event and is spread out. */
export const Autofill: Story = {
  name: 'SMS autofill',
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, args, globals, step }) => {
    const first = box(canvas, 0);
    await step(
      'The phone fills in 8302 from a text message: the digits spread over the boxes',
      async () => {
        first.focus();
        // The prototype's setter, as autofill uses it: React's value tracking then sees the change.
        // eslint-disable-next-line @typescript-eslint/unbound-method
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        setter?.call(first, '8302');
        first.dispatchEvent(new Event('input', { bubbles: true }));
        await expect(values(canvas)).toEqual(['8', '3', '0', '2']);
      },
    );
    await step('The code is sent once and focus rests on the last box', async () => {
      await expect(args.onComplete).toHaveBeenCalledTimes(1);
      await expect(args.onComplete).toHaveBeenCalledWith('8302');
      await expect(
        await canvas.findByRole('textbox', {
          name: msg({ globals }, 'otp.digit', { index: 4, count: 4 }),
        }),
      ).toHaveFocus();
    });
  },
};

/** Backspace clears and moves back, box by box, to an empty code. */
export const BackspaceChain: Story = {
  name: 'Backspace',
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, userEvent, args, globals, step }) => {
    await step(
      'Type 1234 and press Backspace: the last digit clears and focus moves back',
      async () => {
        await userEvent.click(box(canvas, 0));
        await userEvent.keyboard('1234');
        await userEvent.keyboard('{Backspace}');
        await expect(values(canvas)).toEqual(['1', '2', '3', '']);
        await expect(box(canvas, 2)).toHaveFocus();
      },
    );
    await step('Backspace on an empty box clears the one before', async () => {
      // On an empty box, Backspace clears the one before.
      await userEvent.keyboard('{ArrowRight}{Backspace}');
      await expect(values(canvas)).toEqual(['1', '2', '', '']);
    });
    await step('Backspace three more times empties the code', async () => {
      await userEvent.keyboard('{Backspace}{Backspace}{Backspace}');
      await expect(values(canvas)).toEqual(['', '', '', '']);
    });
    await step('Type 1234 again: the new code is sent too', async () => {
      await userEvent.keyboard('1234');
      // A new complete code fires again: once per completed code.
      await expect(args.onComplete).toHaveBeenCalledTimes(2);
      await expect(
        await canvas.findByRole('textbox', {
          name: msg({ globals }, 'otp.digit', { index: 4, count: 4 }),
        }),
      ).toHaveFocus();
    });
  },
};

/** Arrow keys move between boxes; Delete clears without moving. */
export const ArrowsAndDelete: Story = {
  name: 'Arrows and Delete',
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, userEvent, globals, step }) => {
    await step('Type 123, then ArrowLeft twice to the second box', async () => {
      await userEvent.click(box(canvas, 0));
      await userEvent.keyboard('123');
      await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
      await expect(box(canvas, 1)).toHaveFocus();
    });
    await step('Delete clears the second box and focus stays there', async () => {
      await userEvent.keyboard('{Delete}');
      await expect(values(canvas)).toEqual(['1', '', '3', '']);
      await expect(box(canvas, 1)).toHaveFocus();
    });
    await step('ArrowRight moves to the third box', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(
        await canvas.findByRole('textbox', {
          name: msg({ globals }, 'otp.digit', { index: 3, count: 4 }),
        }),
      ).toHaveFocus();
    });
  },
};

/** "Digit 1 of 6" … "Digit 6 of 6". */
export const SixBoxes: Story = {
  name: 'Six boxes',
  args: { length: 6 },
  tags: ['played'],
  play: async ({ canvas, userEvent, args, globals, step }) => {
    await step('Six boxes show', async () => {
      await expect(boxes(canvas)).toHaveLength(6);
    });
    await step(
      'Paste 482 913: the six-digit code is sent and focus rests on the sixth box',
      async () => {
        await userEvent.click(box(canvas, 0));
        await userEvent.paste('482 913');
        await expect(args.onComplete).toHaveBeenCalledWith('482913');
        await expect(
          await canvas.findByRole('textbox', {
            name: msg({ globals }, 'otp.digit', { index: 6, count: 6 }),
          }),
        ).toHaveFocus();
      },
    );
  },
};

/** Boxes marked invalid, message read with the group. */
export const WithError: Story = {
  name: 'With error',
  args: { error: "That code didn't work. Check the text we sent and try again." },
  play: async ({ canvas, globals, step }) => {
    await step('The boxes are marked invalid', async () => {
      await expect(box(canvas, 0)).toHaveAttribute('aria-invalid', 'true');
    });
    await step('The error is read with the code', async () => {
      await expect(
        await canvas.findByRole('group', { name: msg({ globals }, 'otp.label') }),
      ).toHaveAccessibleDescription(
        t("That code didn't work. Check the text we sent and try again."),
      );
    });
  },
};

/**
 * Empty, one box focus-visible, invalid and disabled.
 *
 * Keyboard focus forced on one box with `parameters.pseudo`, beside filled, invalid and
 * disabled groups, so one screenshot holds every look of a box.
 */
export const States: Story = {
  parameters: {
    pseudo: { focusVisible: ['#otp-focus input:first-of-type'], rootSelector: 'body' },
  },
  render: (args) => (
    <Box display="grid" gap="4">
      <OtpInput {...args} label={t('Rest')} />
      <div id="otp-focus">
        <OtpInput {...args} label={t('Focus visible')} />
      </div>
      <OtpInput {...args} label={t('Invalid')} error={t('That code did not work. Try again.')} />
      <OtpInput {...args} label={t('Disabled')} disabled />
    </Box>
  ),
  play: async ({ canvas, step }) => {
    const [focused, next] = canvas
      .getAllByRole<HTMLInputElement>('textbox')
      .filter((box) => box.closest('#otp-focus'));
    await step('The focused box is drawn with its focus ring', async () => {
      // The addon applies its classes a task after the first render.
      await waitFor(async () => {
        await expect(focused).toHaveClass('pseudo-focus-visible');
      });
      await expect(getComputedStyle(focused as HTMLElement).boxShadow).not.toBe('none');
    });
    await step('The box beside it has no ring', async () => {
      await expect(getComputedStyle(next as HTMLElement).boxShadow).toBe('none');
    });
    await step('Rest, focus, invalid and disabled codes all show', async () => {
      await expect(await canvas.findByRole('group', { name: t('Disabled') })).toBeVisible();
    });
  },
};

const wrongCode = "That code didn't work. Check the text we sent and try again.";

/** The code step as an app writes it: the parent keeps the code, and clears it after a wrong one. */
function ClearableCode(args: OtpInputProps) {
  const [code, setCode] = useState('');
  const [wrong, setWrong] = useState(false);
  const firstBox = useRef<HTMLInputElement>(null);
  return (
    <Box display="flex" flexDirection="column" alignItems="flex-start" gap="4">
      <OtpInput
        {...args}
        ref={firstBox}
        value={code}
        onChange={setCode}
        onComplete={(completed) => {
          args.onComplete?.(completed);
          // Every code is wrong here, as the server would say of a mistyped one.
          setWrong(true);
        }}
        error={wrong ? t(wrongCode) : undefined}
      />
      <Button
        variant="secondary"
        onClick={() => {
          setCode('');
          setWrong(false);
          firstBox.current?.focus();
        }}
      >
        {t('Clear code')}
      </Button>
    </Box>
  );
}

/**
 * After a wrong code, "Clear code" empties the boxes through `value=""` (no remount) and focus
 * returns to the first box; the same code typed again is a new attempt.
 */
export const ClearedAfterWrongCode: Story = {
  name: 'Cleared after a wrong code',
  render: (args) => <ClearableCode {...args} />,
  tags: ['played'],
  play: async ({ canvas, userEvent, args, globals, step }) => {
    const group = canvas.getByRole('group', { name: msg({ globals }, 'otp.label') });
    await step('Type a wrong code: the error is read with the code', async () => {
      await userEvent.click(box(canvas, 0));
      await userEvent.keyboard('1234');
      await expect(group).toHaveAccessibleDescription(t(wrongCode));
    });
    await step('Tab to Clear code', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: t('Clear code') })).toHaveFocus();
    });
    await step(
      'Enter empties the boxes, drops the error and returns focus to the first box',
      async () => {
        await userEvent.keyboard('{Enter}');
        await expect(values(canvas)).toEqual(['', '', '', '']);
        await expect(box(canvas, 0)).toHaveFocus();
        await expect(group).not.toHaveAccessibleDescription(t(wrongCode));
      },
    );
    await step('Typing the same code again is a new attempt, and wrong again', async () => {
      await userEvent.keyboard('1234');
      await expect(args.onComplete).toHaveBeenCalledTimes(2);
      await expect(group).toHaveAccessibleDescription(t(wrongCode));
    });
  },
};

/**
 * Focus sent to the code's `id` from elsewhere (an error summary's link, a script) lands on the
 * first empty box; a press on the first box stays there.
 */
export const FocusById: Story = {
  name: 'Focus by id: first empty box',
  tags: ['test-only', '!autodocs'],
  args: { id: 'code', defaultValue: '04' },
  render: (args) => (
    <Box display="flex" flexDirection="column" alignItems="flex-start" gap="4">
      <OtpInput {...args} />
      <Button
        variant="secondary"
        onClick={() => {
          document.getElementById('code')?.focus();
        }}
      >
        Go to the code
      </Button>
    </Box>
  ),
  play: async ({ canvas, userEvent, globals, step }) => {
    await step('Press Go to the code: focus lands on the first empty box', async () => {
      canvas.getByRole('button', { name: 'Go to the code' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(
        canvas.getByRole('textbox', {
          name: msg({ globals }, 'otp.digit', { index: 3, count: 4 }),
        }),
      ).toHaveFocus();
    });
    await step('Click the first box: focus stays there and the code is unchanged', async () => {
      await userEvent.click(box(canvas, 0));
      await expect(box(canvas, 0)).toHaveFocus();
      await expect(values(canvas)).toEqual(['0', '4', '', '']);
    });
  },
};
