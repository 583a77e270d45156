import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Box } from '../Box/Box';
import { PhoneInput, type PhoneInputProps } from './PhoneInput';
import { forcedColorsModes, spanishModes } from '../../internal/storybook/modes';
import { msg, type StoryGlobals } from '../../internal/storybook/messages';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'US numbers only. We text you a link once.':
    'Solo números de EE. UU. Te enviamos un enlace por mensaje de texto una sola vez.',
  'Enter all 10 digits of your US mobile number.':
    'Escribe los 10 dígitos de tu número de celular de EE. UU.',
  Rest: 'En reposo',
  'Focus visible': 'Foco visible',
  Invalid: 'No válido',
  'Enter all 10 digits.': 'Escribe los 10 dígitos.',
  Disabled: 'Desactivado',
});

function Controlled(props: Omit<PhoneInputProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <PhoneInput {...rest} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/Forms/PhoneInput',
  component: PhoneInput,
  tags: ['stable', 'client'],
  args: {
    value: '',
    onChange: fn(),
    onEntry: fn(),
    hint: 'US numbers only. We text you a link once.',
  },
  render: (args) => (
    <Controlled label={args.label} hint={args.hint} error={args.error} onEntry={args.onEntry} />
  ),
  parameters: { modes: { ...forcedColorsModes, ...spanishModes }, storyText: t },
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const field = (canvas: Canvas, globals: StoryGlobals['globals']) =>
  canvas.getByRole<HTMLInputElement>('textbox', { name: msg({ globals }, 'phone.label') });

/** A labelled tel field, 16px text, national autofill. */
export const Empty: Story = {
  play: async ({ canvas, globals, step }) => {
    const input = field(canvas, globals);
    await step('The field brings up the phone keypad and offers the saved number', async () => {
      await expect(input).toHaveAttribute('type', 'tel');
      await expect(input).toHaveAttribute('inputmode', 'tel');
      await expect(input).toHaveAttribute('autocomplete', 'tel');
    });
    await step('The hint is read with the field, in text large enough to read', async () => {
      await expect(input).toHaveAccessibleDescription(
        t('US numbers only. We text you a link once.'),
      );
      await expect(parseFloat(getComputedStyle(input).fontSize)).toBeGreaterThanOrEqual(16);
    });
    await step('The field starts empty', async () => {
      await expect(
        await canvas.findByRole('textbox', { name: msg({ globals }, 'phone.label') }),
      ).toHaveValue('');
    });
  },
};

/** 3 digits are shown as typed. */
export const ThreeDigits: Story = {
  name: '3 digits',
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, userEvent, globals, step }) => {
    await step('Type 555: it shows as typed', async () => {
      await userEvent.type(field(canvas, globals), '555');
      await expect(await canvas.findByDisplayValue('555')).toBeVisible();
    });
  },
};

/** 6 digits: (555) 234. */
export const SixDigits: Story = {
  name: '6 digits',
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, userEvent, globals, step }) => {
    await step('Type 555234: the area code gets its brackets', async () => {
      await userEvent.type(field(canvas, globals), '555234');
      await expect(await canvas.findByDisplayValue('(555) 234')).toBeVisible();
    });
  },
};

/** A full number: (555) 234-5678; the phone-entry event is sent once. */
export const Full: Story = {
  name: 'Full number',
  tags: ['played'],
  play: async ({ canvas, userEvent, args, globals, step }) => {
    await step('Type more digits than a number has: it stops at (555) 234-5678', async () => {
      await userEvent.type(field(canvas, globals), '5552345678999');
      await expect(field(canvas, globals)).toHaveValue('(555) 234-5678');
    });
    await step('The full number is reported once', async () => {
      await expect(args.onEntry).toHaveBeenCalledTimes(1);
      await expect(args.onEntry).toHaveBeenCalledWith('(555) 234-5678');
      await expect(await canvas.findByDisplayValue('(555) 234-5678')).toBeVisible();
    });
  },
};

/** A leading 1: +1 (555) 234-5678. */
export const LeadingOne: Story = {
  name: 'Leading 1',
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, userEvent, globals, step }) => {
    await step('Type a number starting with 1: it shows as +1 (555) 234-5678', async () => {
      await userEvent.type(field(canvas, globals), '15552345678');
      await expect(await canvas.findByDisplayValue('+1 (555) 234-5678')).toBeVisible();
    });
  },
};

/** Pasted "+1 (555) 123-4567": kept as +1 (555) 123-4567. */
export const Pasted: Story = {
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, userEvent, globals, step }) => {
    await step('Paste +1 (555) 123-4567: it is kept as pasted', async () => {
      await userEvent.click(field(canvas, globals));
      await userEvent.paste('+1 (555) 123-4567');
      await expect(await canvas.findByDisplayValue('+1 (555) 123-4567')).toBeVisible();
    });
  },
};

/** What browser autofill does: the whole value arrives in one input event, not keystrokes. */
const autofill = (input: HTMLInputElement, value: string) => {
  // The prototype's setter, as a browser uses it: React's own value tracking then sees the change.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

/** Autofill "4155552671": formatted as (415) 555-2671. */
export const AutofillNational: Story = {
  name: 'Autofill, national',
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, globals, step }) => {
    await step('The browser fills in 4155552671: it shows as (415) 555-2671', async () => {
      autofill(field(canvas, globals), '4155552671');
      await expect(await canvas.findByDisplayValue('(415) 555-2671')).toBeVisible();
    });
  },
};

/** Autofill "+14155552671": formatted as +1 (415) 555-2671. */
export const AutofillWithCountryCode: Story = {
  name: 'Autofill, country code',
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, globals, step }) => {
    await step('The browser fills in +14155552671: it shows as +1 (415) 555-2671', async () => {
      autofill(field(canvas, globals), '+14155552671');
      await expect(await canvas.findByDisplayValue('+1 (415) 555-2671')).toBeVisible();
    });
  },
};

/** Typing mid-number: the caret stays right after the new digit. */
export const TypingMidNumber: Story = {
  name: 'Typing mid-number',
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, userEvent, globals, step }) => {
    const input = field(canvas, globals);
    await step('Type nine digits', async () => {
      await userEvent.type(input, '555234567');
      await expect(input).toHaveValue('(555) 234-567');
    });
    await step('Type 9 after the area code: the caret stays right after it', async () => {
      input.setSelectionRange(6, 6);
      await userEvent.keyboard('9');
      await expect(input).toHaveValue('(555) 923-4567');
      await expect(input.selectionStart).toBe(7);
      await expect(await canvas.findByDisplayValue('(555) 923-4567')).toHaveFocus();
    });
  },
};

/** Backspace just after "-": removes the digit before it, caret stays put. */
export const BackspaceAcrossDash: Story = {
  name: 'Backspace over dash',
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, userEvent, globals, step }) => {
    const input = field(canvas, globals);
    await step('Backspace just after the dash removes the digit before it', async () => {
      await userEvent.type(input, '5552345678');
      input.setSelectionRange(10, 10);
      await userEvent.keyboard('{Backspace}');
      await expect(input).toHaveValue('(555) 235-678');
    });
    await step('The caret stays where it was', async () => {
      await expect(input.selectionStart).toBe(8);
      await expect(await canvas.findByDisplayValue('(555) 235-678')).toHaveFocus();
    });
  },
};

/** Backspace just after ") ": removes the third digit. */
export const BackspaceAcrossParen: Story = {
  name: 'Backspace over paren',
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, userEvent, globals, step }) => {
    const input = field(canvas, globals);
    await step('Backspace just after the bracket removes the third digit', async () => {
      await userEvent.type(input, '5552345678');
      input.setSelectionRange(6, 6);
      await userEvent.keyboard('{Backspace}');
      await expect(input).toHaveValue('(552) 345-678');
    });
    await step('The caret stays where the digit was', async () => {
      await expect(input.selectionStart).toBe(3);
      await expect(await canvas.findByDisplayValue('(552) 345-678')).toHaveFocus();
    });
  },
};

/** Marked invalid, message read with the field. */
export const WithError: Story = {
  name: 'With error',
  args: { error: 'Enter all 10 digits of your US mobile number.' },
  play: async ({ canvas, globals, step }) => {
    const input = field(canvas, globals);
    await step('The field is marked invalid', async () => {
      await expect(input).toHaveAttribute('aria-invalid', 'true');
    });
    await step('The error is read after the hint and shown', async () => {
      await expect(input).toHaveAccessibleDescription(
        `${t('US numbers only. We text you a link once.')} ${t('Enter all 10 digits of your US mobile number.')}`,
      );
      await expect(
        await canvas.findByText(t('Enter all 10 digits of your US mobile number.')),
      ).toBeVisible();
    });
  },
};

/**
 * Rest, focus-visible, invalid and disabled side by side.
 *
 * Keyboard focus forced on with `parameters.pseudo` beside the other states, so one
 * screenshot holds them all. (A text field has no hover or pressed look of its own.)
 */
export const States: Story = {
  tags: ['matrix'],
  parameters: { pseudo: { focusVisible: ['#phone-focus input'], rootSelector: 'body' } },
  render: () => (
    <Box display="grid" gap="4">
      <Controlled label={t('Rest')} initial="(415) 555-0142" />
      <div id="phone-focus">
        <Controlled label={t('Focus visible')} initial="(415) 555-0142" />
      </div>
      <Controlled label={t('Invalid')} initial="(415" error={t('Enter all 10 digits.')} />
      <Controlled label={t('Disabled')} initial="(415) 555-0142" disabled />
    </Box>
  ),
  play: async ({ canvas, step }) => {
    const input = (name: Parameters<typeof t>[0]) => canvas.getByRole('textbox', { name: t(name) });
    await step(
      'The focused field is drawn with its focus ring, the one at rest without',
      async () => {
        // The addon applies its classes a task after the first render.
        await waitFor(async () => {
          await expect(input('Focus visible')).toHaveClass('pseudo-focus-visible');
        });
        await expect(getComputedStyle(input('Focus visible')).boxShadow).not.toBe('none');
        await expect(getComputedStyle(input('Rest')).boxShadow).toBe('none');
      },
    );
    await step('The invalid field is marked invalid and the disabled one is disabled', async () => {
      await expect(input('Invalid')).toHaveAttribute('aria-invalid', 'true');
      await expect(await canvas.findByRole('textbox', { name: t('Disabled') })).toBeDisabled();
    });
  },
};
