import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { parseAmount } from '../../helpers/money/money';
import { AmountField, ChoiceGroup } from './Field';
import { responsiveModes, forcedColorsModes } from '../../internal/storybook/modes';

function AmountDemo({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  const parsed = parseAmount(value);
  return (
    <AmountField
      label="Annual wages"
      hint="Before taxes and retirement contributions."
      value={value}
      onChange={setValue}
      error={parsed.ok ? undefined : parsed.message}
    />
  );
}

function ChoiceDemo() {
  const [year, setYear] = useState<2025 | 2026>(2025);
  return (
    <>
      <ChoiceGroup
        legend="Tax year"
        options={[2025, 2026] as const}
        value={year}
        onChange={setYear}
      />
      <p>Chosen: {year}</p>
    </>
  );
}

const meta = {
  title: 'Forms/Field',
  component: AmountField,
  tags: ['stable'],
  args: { label: 'Annual wages', value: '', onChange: () => undefined },
  parameters: { frame: 'padded', modes: { ...responsiveModes, ...forcedColorsModes } },
} satisfies Meta<typeof AmountField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InvalidAmount: Story = {
  name: 'Amount: letters get a message tied to the field; fixing them clears it',
  render: () => <AmountDemo initial="" />,
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Annual wages' });
    await userEvent.type(field, '45k');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      'Before taxes and retirement contributions. Use numbers only, like 45,000 or 45000.50.',
    );
    await userEvent.clear(field);
    await userEvent.type(field, '45,000');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.type(field, '-');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Use numbers only, like 45,000 or 45000.50.',
    );
  },
};

export const Choices: Story = {
  name: 'Choice chips: a radio group, the chosen chip filled',
  render: () => <ChoiceDemo />,
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Tax year' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '2025' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '2025' })).toHaveFocus();
    await userEvent.click(canvas.getByText('2026'));
    await expect(canvas.getByRole('radio', { name: '2026' })).toBeChecked();
    await expect(await canvas.findByText('Chosen: 2026')).toBeVisible();
  },
};
