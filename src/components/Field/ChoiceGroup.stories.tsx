import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { ChoiceGroup } from './Field';
import { responsiveModes, forcedColorsModes } from '../../internal/storybook/modes';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({ 'Tax year': 'Año fiscal', 'Chosen:': 'Elegido:' });

function ChoiceDemo(props: { legend: string; options: readonly (string | number)[] }) {
  const [chosen, setChosen] = useState(props.options[0] ?? '');
  return (
    <>
      {/* eslint-disable-next-line @typescript-eslint/no-deprecated -- kept, and tested, until it is removed */}
      <ChoiceGroup {...props} value={chosen} onChange={setChosen} />
      <p>
        {t('Chosen:')} {chosen}
      </p>
    </>
  );
}

/**
 * Deprecated: RadioGroup's `chips` variant replaces it. Its stories stay until it is removed, so
 * the component keeps working for the apps that still use it.
 */
const meta = {
  title: 'Components/Forms/ChoiceGroup',
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- its own entry, until it is removed
  component: ChoiceGroup,
  tags: ['deprecated', 'client'],
  args: { legend: 'Tax year', options: [2025, 2026], value: 2025, onChange: () => undefined },
  parameters: {
    frame: 'padded',
    modes: { ...responsiveModes, ...forcedColorsModes },
    storyText: t,
  },
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- its own entry, until it is removed
} satisfies Meta<typeof ChoiceGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A radio group, the chosen chip filled. */
export const Choices: Story = {
  name: 'Choice chips',
  render: (args) => <ChoiceDemo legend={args.legend} options={args.options} />,
  tags: ['played'],
  play: async ({ canvas, step }) => {
    const group = canvas.getByRole('group', { name: t('Tax year') });
    await step('The tax year group shows with 2025 chosen', async () => {
      await expect(group).toBeVisible();
      await expect(canvas.getByRole('radio', { name: '2025' })).toBeChecked();
    });
    await step('Tab lands on the chosen year', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('radio', { name: '2025' })).toHaveFocus();
    });
    await step('Choose 2026: it is chosen and the page says so', async () => {
      await userEvent.click(canvas.getByText('2026'));
      await expect(canvas.getByRole('radio', { name: '2026' })).toBeChecked();
      await expect(await canvas.findByText(`${t('Chosen:')} 2026`)).toBeVisible();
    });
  },
};
