import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentPropsWithoutRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { AmountField, Field, FieldGroup, useFieldControl } from './Field';
import { fieldControlClassNames } from './Field.css';
import { forcedColorsModes, responsiveModes, spanishModes } from '../../internal/storybook/modes';
import { msg } from '../../internal/storybook/messages';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'Member ID': 'Número de miembro',
  'On the back of your Beem card.': 'Al reverso de tu tarjeta Beem.',
  'Employer code': 'Código del empleador',
  '6 digits, on your staff card.': '6 dígitos, en tu credencial de empleado.',
  'Use the 6 digits on your card.': 'Usa los 6 dígitos de tu tarjeta.',
  'How do you get paid?': '¿Cómo te pagan?',
  'Choose all that apply.': 'Elige todas las que correspondan.',
  'Choose at least one way.': 'Elige al menos una forma.',
  'Direct deposit': 'Depósito directo',
  'Paper check': 'Cheque en papel',
  'Pay card': 'Tarjeta de nómina',
  Rest: 'En reposo',
  'Focus visible': 'Foco visible',
  Invalid: 'No válido',
  'Use numbers only, like 45,000 or 45000.50.': 'Usa solo números, como 45,000 o 45000.50.',
  Disabled: 'Desactivado',
  'Tax year': 'Año fiscal',
});

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
  const error = /^[0-9]{6}$|^$/.test(code) ? undefined : t('Use the 6 digits on your card.');
  return (
    <Box display="grid" gap="6">
      <Field label={t('Member ID')} hint={t('On the back of your Beem card.')} required>
        <MemberIdInput />
      </Field>
      <Field
        label={t('Employer code')}
        hint={t('6 digits, on your staff card.')}
        error={error}
        optional
      >
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
    storyText: t,
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
        const member = canvas.getByRole('textbox', { name: t('Member ID') });
        await expect(member).toHaveFocus();
        await expect(member).toBeRequired();
        await expect(member).toHaveAccessibleDescription(t('On the back of your Beem card.'));
        await userEvent.keyboard('BM-2041');
        await expect(member).toHaveValue('BM-2041');
      },
    );
    let code!: HTMLElement;
    await step('Tab to Employer code, labelled optional', async () => {
      await userEvent.tab();
      code = canvas.getByRole('textbox', {
        name: `${t('Employer code')} ${msg({ globals }, 'field.optional')}`,
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
          `${t('6 digits, on your staff card.')} ${t('Use the 6 digits on your card.')}`,
        );
        await expect(await canvas.findByRole('alert')).toHaveTextContent(
          t('Use the 6 digits on your card.'),
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
        {(['Direct deposit', 'Paper check', 'Pay card'] as const).map((way) => (
          <label key={way}>
            <Box as="span" display="flex" alignItems="center" gap="3">
              <input
                {...control}
                type="checkbox"
                name="paid"
                className={fieldControlClassNames.choice}
              />
              {t(way)}
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
    const group = canvas.getByRole('group', { name: t('How do you get paid?') });
    await step('The group reads its hint and its error', async () => {
      await expect(group).toHaveAccessibleDescription(
        `${t('Choose all that apply.')} ${t('Choose at least one way.')}`,
      );
    });
    await step('Tab to the first choice: it is required and marked invalid', async () => {
      await userEvent.tab();
      const deposit = within(group).getByRole('checkbox', { name: t('Direct deposit') });
      await expect(deposit).toHaveFocus();
      await expect(deposit).toBeRequired();
      await expect(deposit).toHaveAttribute('aria-invalid', 'true');
    });
    await step('Space ticks Direct deposit', async () => {
      await userEvent.keyboard(' ');
      await expect(
        await canvas.findByRole('checkbox', { name: t('Direct deposit') }),
      ).toBeChecked();
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
      <AmountField label={t('Rest')} value="45,000" onChange={() => undefined} />
      <div id="amount-focus">
        <AmountField label={t('Focus visible')} value="45,000" onChange={() => undefined} />
      </div>
      <AmountField
        label={t('Invalid')}
        value="45k"
        error={t('Use numbers only, like 45,000 or 45000.50.')}
        onChange={() => undefined}
      />
      <AmountField label={t('Disabled')} value="45,000" disabled onChange={() => undefined} />
      <div id="choice-focus">
        <RadioGroup
          variant="chips"
          label={t('Tax year')}
          options={[2025, 2026] as const}
          value={2025}
          onChange={() => undefined}
        />
      </div>
    </Box>
  ),
  play: async ({ canvas, step }) => {
    const field = (name: Parameters<typeof t>[0]) => canvas.getByRole('textbox', { name: t(name) });
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
