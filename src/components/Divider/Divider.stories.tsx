import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Divider, dividerDefaults, dividerWeights } from './Divider';
import { forcedColorsModes, inEachMode, responsiveModes } from '../../internal/storybook/modes';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'Instant cash: up to $1,000 before payday.':
    'Efectivo al instante: hasta $1,000 antes de tu día de pago.',
  'Credit monitoring: your score, every week.': 'Monitoreo de crédito: tu puntaje, cada semana.',
});

const meta = {
  title: 'Components/Layout/Divider',
  component: Divider,
  tags: ['beta', 'server'],
  argTypes: {
    weight: {
      control: 'inline-radio',
      options: dividerWeights,
      table: { defaultValue: { summary: dividerDefaults.weight } },
    },
    decorative: { table: { defaultValue: { summary: String(dividerDefaults.decorative) } } },
  },
  render: (args) => (
    <Stack space="4">
      <Text>{t('Instant cash: up to $1,000 before payday.')}</Text>
      <Divider {...args} />
      <Text>{t('Credit monitoring: your score, every week.')}</Text>
    </Stack>
  ),
  parameters: { modes: { ...responsiveModes, ...forcedColorsModes }, storyText: t },
} satisfies Meta<typeof Divider>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A 1px separator across the whole width.
 *
 * Docs story: try every prop from the controls panel.
 */
export const Playground: Story = {
  play: async ({ canvas, step }) => {
    const separator = canvas.getByRole('separator');
    await step('It is a rule that screen readers announce as a separator', async () => {
      await expect(separator.tagName).toBe('HR');
    });
    const text = canvas.getByText(t('Instant cash: up to $1,000 before payday.'));
    await step(
      'A thin line in the border colour spans the text’s width at every size',
      async () => {
        const spans = async () => {
          const line = separator.getBoundingClientRect();
          await expect(line.height).toBe(1);
          await expect(line.width).toBe(text.getBoundingClientRect().width);
        };
        await inEachMode({ mobile: spans, desktop: spans });
        await expect(getComputedStyle(separator).borderTopColor).toBe('rgb(221, 225, 232)');
      },
    );
    await step('Screen readers still find the separator', async () => {
      await expect(await canvas.findByRole('separator')).not.toHaveAttribute('aria-hidden');
    });
  },
};

/** Each weight under its name: regular in the border colour, strong in the darker one. */
export const Weights: Story = {
  tags: ['matrix'],
  render: () => (
    <Stack space="4">
      {dividerWeights.map((weight) => (
        <Stack key={weight} space="2">
          <Text size="sm" tone="muted" translate="no">
            {weight}
          </Text>
          <Divider weight={weight} />
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvas, step }) => {
    const colours = canvas
      .getAllByRole('separator')
      .map((separator) => getComputedStyle(separator).borderTopColor);
    await step('Regular is drawn in the border colour, strong in the darker one', async () => {
      // Border default (neutral 200), and border strong (neutral 500, 3:1 on the page).
      await expect(colours).toEqual(['rgb(221, 225, 232)', 'rgb(107, 117, 133)']);
    });
    await step('Each weight is labelled with its name', async () => {
      await expect(await canvas.findByText('strong')).toBeVisible();
    });
  },
};

/** Drawn the same, hidden from screen readers. */
export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvas, canvasElement, step }) => {
    await step('Screen readers find no separator', async () => {
      await expect(canvas.queryByRole('separator')).toBeNull();
    });
    const line = canvasElement.querySelector('hr');
    await step('The line is still drawn, hidden from screen readers', async () => {
      await expect(line).toHaveAttribute('aria-hidden', 'true');
      await expect(line?.getBoundingClientRect().height).toBe(1);
    });
    await step('The text on both sides shows', async () => {
      await expect(
        await canvas.findByText(t('Credit monitoring: your score, every week.')),
      ).toBeVisible();
    });
  },
};
