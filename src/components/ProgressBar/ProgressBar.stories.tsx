import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { ProgressBar, progressBarDefaults } from './ProgressBar';
import { forcedColorsModes } from '../../internal/storybook/modes';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'Uploading your ID': 'Subiendo tu ID',
  'Verifying your identity': 'Verificando tu identidad',
  'Step 2 of 3': 'Paso 2 de 3',
  'Emergency fund': 'Fondo de emergencia',
  '$150 of $250 saved': '$150 de $250 ahorrados',
  'Checking with your bank': 'Consultando con tu banco',
  'Profile complete': 'Perfil completo',
});

const meta = {
  title: 'Components/Feedback/ProgressBar',
  component: ProgressBar,
  tags: ['beta', 'client'],
  args: { label: 'Uploading your ID', value: 40 },
  argTypes: {
    value: { control: { type: 'number', min: 0 } },
    max: { table: { defaultValue: { summary: String(progressBarDefaults.max) } } },
    showValue: { table: { defaultValue: { summary: String(progressBarDefaults.showValue) } } },
    hideLabel: { table: { defaultValue: { summary: String(progressBarDefaults.hideLabel) } } },
  },
  parameters: { modes: forcedColorsModes, storyText: t },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The filled share of the bar's track, 0 to 1. */
function filled(bar: HTMLElement) {
  const indicator = bar.firstElementChild;
  if (!indicator) throw new Error('no indicator');
  return indicator.getBoundingClientRect().width / bar.clientWidth;
}

/** Once the bar's width transition, if motion is on, has run to its end. */
async function settled(bar: HTMLElement) {
  await Promise.all(bar.getAnimations({ subtree: true }).map((animation) => animation.finished));
}

/** Docs story: try every prop from the controls panel. */
export const Playground: Story = {
  play: async ({ canvas, step }) => {
    const bar = canvas.getByRole('progressbar', { name: t('Uploading your ID') });
    await step('The bar is read as 40 of 100', async () => {
      await expect(bar).toHaveAttribute('aria-valuenow', '40');
      await expect(bar).toHaveAttribute('aria-valuemax', '100');
    });
    await step('The bar is 40% filled and says so', async () => {
      await expect(filled(bar)).toBeCloseTo(0.4, 2);
      await expect(await canvas.findByText('40%')).toBeVisible();
    });
  },
};

/** "Step 2 of 3" shown and read instead of 67 %. */
export const Steps: Story = {
  args: { label: 'Verifying your identity', value: 2, max: 3, valueText: 'Step 2 of 3' },
  play: async ({ canvas, step }) => {
    const bar = canvas.getByRole('progressbar', { name: t('Verifying your identity') });
    await step('The bar is read as Step 2 of 3', async () => {
      await expect(bar).toHaveAttribute('aria-valuenow', '2');
      await expect(bar).toHaveAttribute('aria-valuemin', '0');
      await expect(bar).toHaveAttribute('aria-valuemax', '3');
      await expect(bar).toHaveAttribute('aria-valuetext', t('Step 2 of 3'));
    });
    await step(
      'Two thirds are filled, and the words say Step 2 of 3 rather than a percentage',
      async () => {
        await expect(filled(bar)).toBeCloseTo(2 / 3, 2);
        await expect(canvas.queryByText('67%')).toBeNull();
        await expect(await canvas.findByText(t('Step 2 of 3'))).toBeVisible();
      },
    );
  },
};

/** A savings goal: "$150 of $250 saved". */
export const Money: Story = {
  name: 'Savings goal',
  args: { label: 'Emergency fund', value: 150, max: 250, valueText: '$150 of $250 saved' },
  play: async ({ canvas, step }) => {
    const bar = canvas.getByRole('progressbar', { name: t('Emergency fund') });
    await step('The bar is read and shown as $150 of $250 saved, 60% filled', async () => {
      await expect(bar).toHaveAttribute('aria-valuetext', t('$150 of $250 saved'));
      await expect(filled(bar)).toBeCloseTo(0.6, 2);
      await expect(await canvas.findByText(t('$150 of $250 saved'))).toBeVisible();
    });
  },
};

/** No value; with reduced motion the bar stands still across the track. */
export const Indeterminate: Story = {
  args: { label: 'Checking with your bank', value: undefined },
  play: async ({ canvas, step }) => {
    const bar = canvas.getByRole('progressbar', { name: t('Checking with your bank') });
    await step('The bar gives no amount, read or shown', async () => {
      await expect(bar).not.toHaveAttribute('aria-valuenow');
      await expect(bar).not.toHaveAttribute('aria-valuetext');
      await expect(canvas.queryByText(/%/)).toBeNull();
    });
    // A short bar sweeps across the track; with reduced motion (as the story tests run) there is
    // no sweep, and a half-strength bar stands over the whole track.
    const indicator = bar.firstElementChild;
    if (!indicator) throw new Error('no indicator');
    await step(
      'A bar sweeps across the track, or with reduced motion fills it, still',
      async () => {
        if (matchMedia('(prefers-reduced-motion: reduce)').matches) {
          await expect(getComputedStyle(indicator).animationName).toBe('none');
          await expect(filled(bar)).toBe(1);
        } else {
          await expect(getComputedStyle(indicator).animationName).not.toBe('none');
          await expect(getComputedStyle(indicator).animationIterationCount).toBe('infinite');
        }
      },
    );
    await step('The label shows', async () => {
      await expect(await canvas.findByText(t('Checking with your bank'))).toBeVisible();
    });
  },
};

function Upload() {
  const [step, setStep] = useState(1);
  return (
    <Box display="grid" gap="4">
      <ProgressBar
        label="Setting up your account"
        value={step}
        max={3}
        valueText={`Step ${step} of 3`}
      />
      <Box>
        <Button
          variant="secondary"
          onClick={() => {
            setStep((current) => Math.min(3, current + 1));
          }}
        >
          Next step
        </Button>
      </Box>
    </Box>
  );
}

/** Each step moves the bar and its words on together. */
export const Advancing: Story = {
  tags: ['test-only', '!autodocs'],
  render: () => <Upload />,
  play: async ({ canvas, userEvent, step }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Setting up your account' });
    await step('The bar starts at Step 1 of 3', async () => {
      await expect(bar).toHaveAttribute('aria-valuetext', 'Step 1 of 3');
    });
    await step('Press Next step twice: the bar is read as Step 3 of 3', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard('{Enter}');
      await expect(bar).toHaveAttribute('aria-valuenow', '3');
      await expect(bar).toHaveAttribute('aria-valuetext', 'Step 3 of 3');
    });
    await step('The bar comes to rest full, with the words Step 3 of 3', async () => {
      // With motion on, the bar grows to its new width; it is measured where it comes to rest.
      await settled(bar);
      await expect(filled(bar)).toBe(1);
      await expect(await canvas.findByText('Step 3 of 3')).toBeVisible();
    });
  },
};

/** The bar keeps its name for screen readers, only the bar is drawn. */
export const HiddenLabel: Story = {
  name: 'Hidden label',
  args: { label: 'Profile complete', value: 75, hideLabel: true },
  play: async ({ canvas, step }) => {
    const bar = canvas.getByRole('progressbar', { name: t('Profile complete') });
    await step('The bar keeps its name and value for screen readers', async () => {
      await expect(bar).toHaveAttribute('aria-valuenow', '75');
    });
    await step('The label is hidden and the bar shows alone', async () => {
      // Clipped to a pixel: in the accessibility tree, not on the screen.
      const header = canvas.getByText(t('Profile complete')).parentElement;
      await expect(header?.getBoundingClientRect().width).toBeLessThanOrEqual(1);
      await expect(bar).toBeVisible();
    });
  },
};
