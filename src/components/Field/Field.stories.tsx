import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { parseAmount } from '../../helpers/money/money';
import { Box } from '../Box/Box';
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

/**
 * Keyboard focus forced on with storybook-addon-pseudo-states (an amount field, and the second
 * chip's radio), beside an amount at rest, invalid and disabled, so one screenshot holds every look.
 */
export const States: Story = {
  name: 'States: amount at rest, focus-visible, invalid and disabled; a chip with keyboard focus',
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
        <ChoiceGroup
          legend="Tax year"
          options={[2025, 2026] as const}
          value={2025}
          onChange={() => undefined}
        />
      </div>
    </Box>
  ),
  play: async ({ canvas }) => {
    const field = (name: string) => canvas.getByRole('textbox', { name });
    // The addon applies its classes a task after the first render.
    await waitFor(async () => {
      await expect(field('Focus visible')).toHaveClass('pseudo-focus-visible');
    });
    await expect(getComputedStyle(field('Focus visible')).boxShadow).not.toBe('none');
    await expect(getComputedStyle(field('Rest')).boxShadow).toBe('none');
    await expect(field('Invalid')).toHaveAttribute('aria-invalid', 'true');
    await expect(field('Disabled')).toBeDisabled();
    const chip = (option: string) =>
      getComputedStyle(canvas.getByText(option, { selector: 'span' }));
    await expect(chip('2026').boxShadow).not.toBe('none');
    await expect(chip('2025').boxShadow).toBe('none');
    await expect(await canvas.findByRole('radio', { name: '2025' })).toBeChecked();
  },
};
