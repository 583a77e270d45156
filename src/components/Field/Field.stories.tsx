import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentPropsWithoutRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { AmountField, ChoiceGroup, Field, FieldGroup, useFieldControl } from './Field';
import { fieldControlClassNames } from './Field.css';
import { forcedColorsModes, responsiveModes, spanishModes } from '../../internal/storybook/modes';
import { msg } from '../../internal/storybook/messages';

/** An app's own control: it reads its id, description and states from the field around it. */
function MemberIdInput(props: ComponentPropsWithoutRef<'input'>) {
  const control = useFieldControl();
  return (
    <input
      {...props}
      {...control}
      className={fieldControlClassNames.text}
      autoCapitalize="characters"
      autoComplete="off"
      spellCheck={false}
    />
  );
}

function OwnControlsDemo() {
  const [code, setCode] = useState('');
  const error = /^[0-9]{6}$|^$/.test(code) ? undefined : 'Use the 6 digits on your card.';
  return (
    <Box display="grid" gap="6">
      <Field label="Member ID" hint="On the back of your Beem card." required>
        <MemberIdInput />
      </Field>
      <Field label="Employer code" hint="6 digits, on your staff card." error={error} optional>
        {(control) => (
          <input
            {...control}
            className={fieldControlClassNames.text}
            inputMode="numeric"
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
            }}
          />
        )}
      </Field>
    </Box>
  );
}

const meta = {
  title: 'Components/Forms/Field',
  component: Field,
  subcomponents: { FieldGroup },
  tags: ['stable', 'client'],
  args: { label: 'Member ID', children: null },
  parameters: {
    frame: 'padded',
    modes: { ...responsiveModes, ...forcedColorsModes, ...spanishModes },
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Your own control, two ways: one field's input reads useFieldControl(), the other's comes from a
 * render function; each is wired to its label, hint and error.
 */
export const OwnControl: Story = {
  name: 'Own control',
  tags: ['played', 'matrix'],
  render: () => <OwnControlsDemo />,
  play: async ({ canvas, globals, step }) => {
    await step(
      'Tab to Member ID, which is required and reads its hint, and type an ID',
      async () => {
        await userEvent.tab();
        const member = canvas.getByRole('textbox', { name: 'Member ID' });
        await expect(member).toHaveFocus();
        await expect(member).toBeRequired();
        await expect(member).toHaveAccessibleDescription('On the back of your Beem card.');
        await userEvent.keyboard('BM-2041');
        await expect(member).toHaveValue('BM-2041');
      },
    );
    let code!: HTMLElement;
    await step('Tab to Employer code, labelled optional', async () => {
      await userEvent.tab();
      code = canvas.getByRole('textbox', {
        name: `Employer code ${msg({ globals }, 'field.optional')}`,
      });
      await expect(code).toHaveFocus();
      await expect(code).not.toBeRequired();
    });
    await step(
      'Type a letter in the code: it is marked invalid and the error is announced',
      async () => {
        await userEvent.keyboard('12a');
        await expect(code).toHaveValue('12a');
        await expect(code).toHaveAttribute('aria-invalid', 'true');
        await expect(code).toHaveAccessibleDescription(
          '6 digits, on your staff card. Use the 6 digits on your card.',
        );
        await expect(await canvas.findByRole('alert')).toHaveTextContent(
          'Use the 6 digits on your card.',
        );
      },
    );
  },
};

/** A fieldset whose legend names the controls; hint and error describe it. */
export const Group: StoryObj<typeof FieldGroup> = {
  args: {
    label: 'How do you get paid?',
    hint: 'Choose all that apply.',
    error: 'Choose at least one way.',
    required: true,
    children: (control) => (
      <Box display="grid" gap="3">
        {['Direct deposit', 'Paper check', 'Pay card'].map((way) => (
          <label key={way}>
            <Box as="span" display="flex" alignItems="center" gap="3">
              <input
                {...control}
                type="checkbox"
                name="paid"
                className={fieldControlClassNames.choice}
              />
              {way}
            </Box>
          </label>
        ))}
      </Box>
    ),
  },
  argTypes: { children: { control: false } },
  render: (args) => <FieldGroup {...args} />,
  tags: ['played'],
  play: async ({ canvas, step }) => {
    const group = canvas.getByRole('group', { name: 'How do you get paid?' });
    await step('The group reads its hint and its error', async () => {
      await expect(group).toHaveAccessibleDescription(
        'Choose all that apply. Choose at least one way.',
      );
    });
    await step('Tab to the first choice: it is required and marked invalid', async () => {
      await userEvent.tab();
      const deposit = within(group).getByRole('checkbox', { name: 'Direct deposit' });
      await expect(deposit).toHaveFocus();
      await expect(deposit).toBeRequired();
      await expect(deposit).toHaveAttribute('aria-invalid', 'true');
    });
    await step('Space ticks Direct deposit', async () => {
      await userEvent.keyboard(' ');
      await expect(await canvas.findByRole('checkbox', { name: 'Direct deposit' })).toBeChecked();
    });
  },
};

/**
 * Amount at rest, focus-visible, invalid and disabled; a chip with keyboard focus.
 *
 * Keyboard focus forced on with `parameters.pseudo` (an amount field, and the second
 * chip's radio), beside an amount at rest, invalid and disabled, so one screenshot holds every look.
 */
export const States: Story = {
  tags: ['matrix'],
  parameters: {
    pseudo: {
      focusVisible: ['#amount-focus input', '#choice-focus label:nth-child(2) input'],
      rootSelector: 'body',
    },
  },
  render: () => (
    <Box display="grid" gap="4">
      <AmountField label="Rest" value="45,000" onChange={() => undefined} />
      <div id="amount-focus">
        <AmountField label="Focus visible" value="45,000" onChange={() => undefined} />
      </div>
      <AmountField
        label="Invalid"
        value="45k"
        error="Use numbers only, like 45,000 or 45000.50."
        onChange={() => undefined}
      />
      <AmountField label="Disabled" value="45,000" disabled onChange={() => undefined} />
      <div id="choice-focus">
        {/* eslint-disable-next-line @typescript-eslint/no-deprecated -- kept, and tested, until it is removed */}
        <ChoiceGroup
          legend="Tax year"
          options={[2025, 2026] as const}
          value={2025}
          onChange={() => undefined}
        />
      </div>
    </Box>
  ),
  play: async ({ canvas, step }) => {
    const field = (name: string) => canvas.getByRole('textbox', { name });
    await step('Only the amount with keyboard focus has a ring', async () => {
      // The addon applies its classes a task after the first render.
      await waitFor(async () => {
        await expect(field('Focus visible')).toHaveClass('pseudo-focus-visible');
      });
      await expect(getComputedStyle(field('Focus visible')).boxShadow).not.toBe('none');
      await expect(getComputedStyle(field('Rest')).boxShadow).toBe('none');
    });
    await step('The invalid amount is marked invalid, the disabled one disabled', async () => {
      await expect(field('Invalid')).toHaveAttribute('aria-invalid', 'true');
      await expect(field('Disabled')).toBeDisabled();
    });
    const chip = (option: string) =>
      getComputedStyle(canvas.getByText(option, { selector: 'span' }));
    await step('Only the chip with keyboard focus has a ring, and 2025 stays chosen', async () => {
      await expect(chip('2026').boxShadow).not.toBe('none');
      await expect(chip('2025').boxShadow).toBe('none');
      await expect(await canvas.findByRole('radio', { name: '2025' })).toBeChecked();
    });
  },
};
