import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Box } from '../Box/Box';
import { ScrollStrip } from './ScrollStrip';
import { spanishModes } from '../../internal/storybook/modes';
import { msg } from '../../internal/storybook/messages';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'Everything in Beem': 'Todo en Beem',
  'Instant cash': 'Efectivo al instante',
  'Send & receive': 'Envía y recibe',
  'Budget planner': 'Planificador de presupuesto',
  'Credit monitoring': 'Monitoreo de crédito',
  'Identity protection': 'Protección de identidad',
  'Car insurance': 'Seguro de auto',
  'Savings up to 5% APY': 'Ahorros de hasta un 5% APY',
  'Tax filing': 'Declaración de impuestos',
  Deals: 'Descuentos',
  // Beem Arcade is a product's name, the same in Spanish.
  'Beem Arcade': 'Beem Arcade',
});

const features = [
  'Instant cash',
  'Send & receive',
  'Budget planner',
  'Credit monitoring',
  'Identity protection',
  'Car insurance',
  'Savings up to 5% APY',
  'Tax filing',
  'Deals',
  'Beem Arcade',
] as const;

/** One of `features`, written in args in English, drawn in the story's language. */
const Feature = ({ name }: { name: (typeof features)[number] }) => (
  <Box padding="6" background="brandSubtle" borderRadius="lg" fontWeight="semibold">
    {t(name)}
  </Box>
);

const meta = {
  title: 'Components/Layout/ScrollStrip',
  component: ScrollStrip,
  tags: ['stable', 'client'],
  args: {
    title: 'Everything in Beem',
    children: features.map((feature) => <Feature key={feature} name={feature} />),
  },
  parameters: { modes: spanishModes, storyText: t },
} satisfies Meta<typeof ScrollStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

const parts = (canvasElement: HTMLElement) => {
  const track = canvasElement.querySelector('ul');
  if (!track) throw new Error('no track');
  const items = Array.from(track.children) as HTMLElement[];
  /** Distance of item i's left edge from the track's snapped position. */
  const offset = (index: number) => {
    const item = items[index];
    if (!item) throw new Error(`no item ${index}`);
    return item.getBoundingClientRect().left - track.getBoundingClientRect().left;
  };
  return { track, offset };
};

/** Previous disabled, Next enabled. */
export const AtStart: Story = {
  name: 'At start',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, globals, step }) => {
    await step('At the start, Previous is unavailable and Next is available', async () => {
      await expect(
        canvas.getByRole('button', { name: msg({ globals }, 'scrollStrip.previous') }),
      ).toHaveAttribute('aria-disabled', 'true');
      await expect(
        canvas.getByRole('button', { name: msg({ globals }, 'scrollStrip.next') }),
      ).not.toHaveAttribute('aria-disabled');
    });
    await step('The strip is a list named by its title', async () => {
      await expect(
        await canvas.findByRole('list', {
          name: msg({ globals }, 'scrollStrip.region', { title: t('Everything in Beem') }),
        }),
      ).toBeVisible();
    });
  },
};

/** After Next: the second item is aligned and Previous is enabled. */
export const Middle: Story = {
  name: 'After Next',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  tags: ['played'],
  play: async ({ canvas, canvasElement, userEvent, globals, step }) => {
    const { offset } = parts(canvasElement);
    const first = offset(1) - offset(0);
    await step('Press Next and the strip moves on by exactly one item', async () => {
      await userEvent.click(
        canvas.getByRole('button', { name: msg({ globals }, 'scrollStrip.next') }),
      );
      // Exactly one item: the second item now sits where the first did.
      await waitFor(() => expect(Math.abs(offset(1) - 4)).toBeLessThanOrEqual(1));
      await expect(Math.abs(offset(0) - (4 - first))).toBeLessThanOrEqual(1);
    });
    await step('Previous becomes available and Next keeps focus', async () => {
      await waitFor(() =>
        expect(
          canvas.getByRole('button', { name: msg({ globals }, 'scrollStrip.previous') }),
        ).not.toHaveAttribute('aria-disabled'),
      );
      await expect(
        await canvas.findByRole('button', { name: msg({ globals }, 'scrollStrip.next') }),
      ).toHaveFocus();
    });
  },
};

/** Next disabled but still focusable, Previous enabled. */
export const AtEnd: Story = {
  name: 'At end',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  tags: ['played'],
  play: async ({ canvas, canvasElement, userEvent, globals, step }) => {
    const { track } = parts(canvasElement);
    const next = canvas.getByRole('button', { name: msg({ globals }, 'scrollStrip.next') });
    await step('Scroll to the end and Next becomes unavailable', async () => {
      track.scrollTo({ left: track.scrollWidth, behavior: 'instant' });
      await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'true'));
    });
    await step('Pressing Next at the end does not scroll, and Next keeps focus', async () => {
      const before = track.scrollLeft;
      next.focus();
      await userEvent.keyboard('{Enter}');
      await expect(track.scrollLeft).toBe(before);
      await expect(next).toHaveFocus();
    });
    await step('Previous is available', async () => {
      await expect(
        await canvas.findByRole('button', { name: msg({ globals }, 'scrollStrip.previous') }),
      ).not.toHaveAttribute('aria-disabled');
    });
  },
};

/** Tab to Next, Enter scrolls by one item, Previous scrolls back. */
export const Keyboard: Story = {
  tags: ['test-only', '!autodocs'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent, globals, step }) => {
    const { offset } = parts(canvasElement);
    await step('Tab to Next', async () => {
      await userEvent.tab();
      await userEvent.tab();
      await expect(
        canvas.getByRole('button', { name: msg({ globals }, 'scrollStrip.next') }),
      ).toHaveFocus();
    });
    await step('Enter moves the strip on by one item', async () => {
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(Math.abs(offset(1) - 4)).toBeLessThanOrEqual(1));
    });
    await step('Shift+Tab back to Previous, now available', async () => {
      await userEvent.tab({ shift: true });
      const previous = canvas.getByRole('button', {
        name: msg({ globals }, 'scrollStrip.previous'),
      });
      await waitFor(() => expect(previous).not.toHaveAttribute('aria-disabled'));
    });
    await step('Enter scrolls back to the first item and Previous keeps focus', async () => {
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(Math.abs(offset(0) - 4)).toBeLessThanOrEqual(1));
      await expect(
        await canvas.findByRole('button', { name: msg({ globals }, 'scrollStrip.previous') }),
      ).toHaveFocus();
    });
  },
};
