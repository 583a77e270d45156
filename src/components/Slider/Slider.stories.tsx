import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Box } from '../Box/Box';
import { Slider } from './Slider';
import { forcedColorsModes, responsiveModes, spanishModes } from '../../internal/storybook/modes';
import { storyText } from '../../internal/storybook/storyText';
import { reactEvent } from '../../internal/storybook/events';
import { LocaleProvider } from '../LocaleProvider/LocaleProvider';
import { esUS } from '../../helpers/locale/messages/es-US';

const t = storyText({
  'Cash advance': 'Adelanto de efectivo',
  'Paid back from your next paycheck.': 'Lo pagas con tu próximo cheque de pago.',
  Tip: 'Propina',
});

/** The drawn thumb around React Aria's hidden range input, and the track it runs along. */
function partsOf(input: HTMLElement) {
  const thumb = input.parentElement?.parentElement;
  const track = thumb?.parentElement;
  if (!thumb || !track) throw new Error('the slider has no thumb or track');
  return { thumb, track };
}

const meta = {
  title: 'Components/Forms/Slider',
  component: Slider,
  tags: ['beta', 'client'],
  args: {
    label: 'Cash advance',
    currency: 'USD',
    min: 0,
    max: 1000,
    step: 10,
    defaultValue: 100,
    showRange: true,
    onChange: fn(),
    onChangeEnd: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    min: { control: 'number' },
    max: { control: 'number' },
    step: { control: 'number' },
  },
  parameters: {
    modes: { ...responsiveModes, ...forcedColorsModes, ...spanishModes },
    storyText: t,
  },
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Tab reaches the thumb; the arrow keys move $10, Page Up and Page Down a tenth of the range in
 * whole steps, Home and End to $0 and $1,000. The output and what is announced say the same
 * amount.
 */
export const Keyboard: Story = {
  name: 'By keyboard',
  args: { hint: 'Paid back from your next paycheck.' },
  tags: ['played'],
  play: async ({ canvas, userEvent, args, step }) => {
    await userEvent.tab();
    const thumb = canvas.getByRole('slider', { name: t('Cash advance') });
    await step('Tab to the slider: it reads its hint and $100.00', async () => {
      await expect(thumb).toHaveFocus();
      await expect(thumb).toHaveAccessibleDescription(t('Paid back from your next paycheck.'));
      await expect(thumb).toHaveAttribute('aria-valuetext', '$100.00');
    });
    await step('The arrow keys move the amount by $10', async () => {
      await userEvent.keyboard('{ArrowRight}{ArrowRight}');
      await expect(thumb).toHaveAttribute('aria-valuetext', '$120.00');
      await expect(args.onChangeEnd).toHaveBeenLastCalledWith(120);
      await userEvent.keyboard('{ArrowLeft}');
      await expect(args.onChange).toHaveBeenLastCalledWith(110, reactEvent());
    });
    await step('Page Up jumps $100, End goes to the most and Home to nothing', async () => {
      await userEvent.keyboard('{PageUp}');
      await expect(thumb).toHaveValue('210');
      await userEvent.keyboard('{End}');
      await expect(thumb).toHaveAttribute('aria-valuetext', '$1,000.00');
      await userEvent.keyboard('{Home}');
      await expect(thumb).toHaveAttribute('aria-valuetext', '$0.00');
      await expect(canvas.getByRole('status')).toHaveTextContent('$0.00');
    });
    await step('Page Up from nothing shows and reads $100.00', async () => {
      await userEvent.keyboard('{PageUp}');
      await expect(thumb).toHaveAttribute('aria-valuetext', '$100.00');
      await expect(canvas.getByRole('status')).toHaveTextContent('$100.00');
    });
  },
};

/** A press on the track moves the thumb there, to the nearest $10. */
export const Pointer: Story = {
  name: 'By pointer',
  args: { formatOptions: { maximumFractionDigits: 0 } },
  tags: ['played'],
  play: async ({ canvas, userEvent, args, step }) => {
    const thumb = canvas.getByRole('slider', { name: t('Cash advance') });
    const { track } = partsOf(thumb);
    const box = track.getBoundingClientRect();
    await step('Click three quarters along the track', async () => {
      // Three quarters along the track: 0.75 × 1,000 = 750, the nearest step $750 (or a step off).
      await userEvent.pointer({
        keys: '[MouseLeft]',
        target: track,
        coords: { clientX: box.left + box.width * 0.75, clientY: box.top + box.height / 2 },
      });
      await expect(args.onChangeEnd).toHaveBeenCalled();
    });
    await step('The amount moves to about $750, shown and read', async () => {
      const chosen = Number((thumb as HTMLInputElement).value);
      await expect(chosen).toBeGreaterThanOrEqual(740);
      await expect(chosen).toBeLessThanOrEqual(760);
      await expect(thumb).toHaveAttribute('aria-valuetext', `$${chosen}`);
      await expect(canvas.getByRole('status')).toHaveTextContent(`$${chosen}`);
    });
  },
};

/** Greyed, its amount still shown, skipped by Tab. */
export const Disabled: Story = {
  args: { disabled: true },
  render: (args) => (
    <Box display="grid" gap="8">
      <Slider {...args} />
      <Slider label={t('Tip')} currency="USD" min={0} max={10} defaultValue={2} />
    </Box>
  ),
  tags: ['played'],
  play: async ({ canvas, userEvent, step }) => {
    await step('The cash advance slider is disabled', async () => {
      await expect(canvas.getByRole('slider', { name: t('Cash advance') })).toBeDisabled();
    });
    await step('Tab skips it and lands on the tip slider', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('slider', { name: t('Tip') })).toHaveFocus();
    });
  },
};

/** es-US: the amount as Intl writes US dollars there, in the output and as announced. */
export const Spanish: Story = {
  name: 'In Spanish',
  render: (args) => (
    <LocaleProvider locale="es-US" messages={esUS}>
      <Slider {...args} />
    </LocaleProvider>
  ),
  // Spanish whatever the toolbar says: the story is the slider in es-US.
  tags: ['one-language'],
  args: { label: 'Adelanto de efectivo', defaultValue: 150 },
  play: async ({ canvas, step }) => {
    const thumb = canvas.getByRole('slider', { name: 'Adelanto de efectivo' });
    const written = new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }).format(
      150,
    );
    await step('The amount is read and shown as dollars are written in Spanish', async () => {
      await expect(thumb).toHaveAttribute('aria-valuetext', written);
      await expect(canvas.getByRole('status')).toHaveTextContent('$150.00');
    });
  },
};

/** The thumb is at least the 24px WCAG 2.2 asks of a target. */
export const TargetSize: Story = {
  name: 'Thumb target size',
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, step }) => {
    const { thumb } = partsOf(canvas.getByRole('slider', { name: t('Cash advance') }));
    const { width, height } = thumb.getBoundingClientRect();
    await step('The thumb is at least 24px across, big enough to press', async () => {
      await expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
    });
  },
};
