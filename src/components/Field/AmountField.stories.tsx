import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { useLocale } from '../../helpers/locale/context';
import { createTranslate } from '../../helpers/locale/translate';
import * as esUSNamespaces from '../../helpers/locale/messages/es-US/index';
import { parseAmount } from '../../helpers/money/money';
import { AmountField } from './Field';
import { responsiveModes, forcedColorsModes } from '../../internal/storybook/modes';
import { msg } from '../../internal/storybook/messages';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'Annual wages': 'Salario anual',
  'Before taxes and retirement contributions.': 'Antes de impuestos y aportes para la jubilación.',
});

/** The field keeps what was typed and reports the parsed amount's problem as its error. */
function AmountDemo(props: { label: string; hint?: string; initial: string; disabled?: boolean }) {
  const [value, setValue] = useState(props.initial);
  // The problem is written in the locale the field is shown in, as an app's would be: English is
  // the check's own, and Spanish takes es-US's amount messages alone.
  const locale = useLocale();
  const parsed = parseAmount(
    value,
    locale === 'es-US' ? { t: createTranslate(locale, esUSNamespaces.amount) } : undefined,
  );
  return (
    <AmountField
      label={props.label}
      hint={props.hint}
      disabled={props.disabled}
      value={value}
      onChange={setValue}
      error={value === '' || parsed.ok ? undefined : parsed.message}
    />
  );
}

const meta = {
  title: 'Components/Forms/AmountField',
  component: AmountField,
  tags: ['stable', 'client'],
  args: {
    label: 'Annual wages',
    hint: 'Before taxes and retirement contributions.',
    value: '45,000',
    onChange: () => undefined,
  },
  parameters: {
    frame: 'padded',
    modes: { ...responsiveModes, ...forcedColorsModes },
    storyText: t,
  },
} satisfies Meta<typeof AmountField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dollar amount with its label and hint; the value is what the person typed. */
export const Primary: Story = {
  render: (args) => <AmountDemo label={args.label} hint={args.hint} initial={args.value ?? ''} />,
  tags: ['played'],
  play: async ({ canvas, step }) => {
    const field = canvas.getByRole('textbox', { name: t('Annual wages') });
    await step('The field shows the amount and its hint', async () => {
      await expect(field).toHaveValue('45,000');
      await expect(field).toHaveAccessibleDescription(
        t('Before taxes and retirement contributions.'),
      );
    });
    await step('Tab in and change the last three digits', async () => {
      await userEvent.tab();
      await expect(field).toHaveFocus();
      await userEvent.keyboard('{End}{Backspace}{Backspace}{Backspace}500');
    });
    await step('The field keeps what was typed, with no error', async () => {
      await expect(field).toHaveValue('45,500');
      await expect(field).not.toHaveAttribute('aria-invalid');
    });
  },
};

/** Letters get a message tied to the field; fixing them clears it. */
export const InvalidAmount: Story = {
  name: 'Invalid amount',
  render: (args) => <AmountDemo label={args.label} hint={args.hint} initial="" />,
  tags: ['played'],
  play: async ({ canvas, globals, step }) => {
    const field = canvas.getByRole('textbox', { name: t('Annual wages') });
    await step('Type a letter: the field is marked invalid and says to use numbers', async () => {
      await userEvent.type(field, '45k');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(
        `${t('Before taxes and retirement contributions.')} ${msg({ globals }, 'amount.format')}`,
      );
    });
    await step('Retype it as numbers: the error clears', async () => {
      await userEvent.clear(field);
      await userEvent.type(field, '45,000');
      await expect(field).not.toHaveAttribute('aria-invalid');
    });
    await step('Type a minus sign: the error is announced', async () => {
      await userEvent.type(field, '-');
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        msg({ globals }, 'amount.format'),
      );
    });
  },
};
