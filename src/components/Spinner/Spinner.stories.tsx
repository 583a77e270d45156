import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box';
import { Spinner, spinnerSizes } from './Spinner';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'Spinner inline': 'Indicador de carga en línea',
  'Spinner sm': 'Indicador de carga sm',
  'Spinner md': 'Indicador de carga md',
  'Spinner lg': 'Indicador de carga lg',
});

/** Each size's spinner, named by its size in the language the story is drawn in. */
const labels = () =>
  ({
    inline: t('Spinner inline'),
    sm: t('Spinner sm'),
    md: t('Spinner md'),
    lg: t('Spinner lg'),
  }) satisfies Record<(typeof spinnerSizes)[number], string>;

const meta = {
  title: 'Components/Feedback/Spinner',
  component: Spinner,
  tags: ['stable', 'server'],
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
  parameters: { storyText: t },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inline (text size), small, medium and large rings. */
export const Sizes: Story = {
  tags: ['matrix'],
  render: () => (
    <Box display="flex" alignItems="center" gap="6" color="brand">
      {spinnerSizes.map((size) => (
        <Spinner key={size} size={size} label={labels()[size]} />
      ))}
    </Box>
  ),
  play: async ({ canvas, step }) => {
    const widths = spinnerSizes.map(
      (size) => canvas.getByRole('img', { name: labels()[size] }).getBoundingClientRect().width,
    );
    await step('The spinners grow from text size to large', async () => {
      // inline = 1em of 16px text, then 16, 24 and 48px.
      await expect(widths).toEqual([16, 16, 24, 48]);
      await expect(await canvas.findByRole('img', { name: t('Spinner lg') })).toBeVisible();
    });
  },
};

/** Hidden from assistive technology when unlabelled. */
export const Decorative: Story = {
  tags: ['test-only', '!autodocs'],
  args: { size: 'md' },
  play: async ({ canvasElement, canvas, step }) => {
    const ring = canvasElement.querySelector('span');
    await step('Without a label the spinner is hidden from screen readers', async () => {
      await expect(ring).toHaveAttribute('aria-hidden', 'true');
      await expect(canvas.queryByRole('img')).toBeNull();
    });
    await step('It still spins', async () => {
      await expect(getComputedStyle(ring as Element).animationName).not.toBe('none');
    });
  },
};

/** Announced as an image named by its label. */
export const Labelled: Story = {
  tags: ['test-only', '!autodocs'],
  args: { size: 'lg', label: 'Loading your offers' },
  play: async ({ canvas, step }) => {
    await step('The spinner is announced by its label', async () => {
      await expect(await canvas.findByRole('img', { name: 'Loading your offers' })).toBeVisible();
    });
  },
};
