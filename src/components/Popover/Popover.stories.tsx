import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { Text } from '../Text/Text';
import { Popover, popoverPlacements } from './Popover';
import { pressKey } from '../../internal/storybook/keyboard';
import { forcedColorsModes } from '../../internal/storybook/modes';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'What’s a cash advance?': '¿Qué es un adelanto de efectivo?',
  'Cash advances': 'Adelantos de efectivo',
  'Up to $1,000 before payday, paid back from your next paycheck. No interest, no credit check.':
    'Hasta $1,000 antes del día de pago, que devuelves con tu próximo sueldo. Sin intereses ni revisión de crédito.',
  'How advances work': 'Cómo funcionan los adelantos',
  'Got it': 'Entendido',
});

/** The trigger's words: a component, so they are asked for in the story's language. */
function TriggerLabel() {
  return t('What’s a cash advance?');
}

const meta = {
  title: 'Components/Overlays/Popover',
  component: Popover,
  tags: ['beta', 'client'],
  args: {
    trigger: (
      <Button variant="secondary">
        <TriggerLabel />
      </Button>
    ),
    title: 'Cash advances',
    children: (close: () => void) => (
      <>
        <Text size="sm">
          {t(
            'Up to $1,000 before payday, paid back from your next paycheck. No interest, no credit check.',
          )}
        </Text>
        <Link href="#how-advances-work">{t('How advances work')}</Link>
        <Button size="sm" variant="secondary" onClick={close}>
          {t('Got it')}
        </Button>
      </>
    ),
    onOpenChange: fn(),
  },
  argTypes: {
    placement: { control: 'inline-radio', options: popoverPlacements },
    trigger: { control: false },
    children: { control: false },
    title: { control: 'text' },
  },
  // Room around the trigger, so the panel takes the side it asks for.
  render: (args) => (
    <Box paddingY="16" display="flex" justifyContent="center">
      <Popover {...args} />
    </Box>
  ),
  parameters: {
    // The panel is placed over the page, outside the story's own box: shoot the window.
    screenshot: { target: 'page' },
    modes: forcedColorsModes,
    storyText: t,
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The panel, which renders at the end of the page rather than beside its trigger. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const box = (element: Element) => element.getBoundingClientRect();

/**
 * Enter on the trigger opens the panel, named by its title, below the trigger; Tab reaches the
 * link and the button, and Got it closes it, focus back on the trigger.
 */
export const Keyboard: Story = {
  name: 'Open by keyboard',
  tags: ['played'],
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const trigger = canvas.getByRole('button', { name: t('What’s a cash advance?') });
    await step('Tab to the button', async () => {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
    });
    await step('Enter opens the Cash advances panel below the button', async () => {
      await pressKey('{Enter}');
      const panel = await page(canvasElement).findByRole('dialog', { name: t('Cash advances') });
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(box(panel).top).toBeGreaterThanOrEqual(box(trigger).bottom);
    });
    const panel = page(canvasElement).getByRole('dialog', { name: t('Cash advances') });
    await step('Tab reaches the link, then the Got it button', async () => {
      await pressKey('{Tab}');
      await expect(within(panel).getByRole('link', { name: t('How advances work') })).toHaveFocus();
      await pressKey('{Tab}');
      await expect(within(panel).getByRole('button', { name: t('Got it') })).toHaveFocus();
    });
  },
};

/** Got it closes the panel, and focus goes back to the trigger. */
export const GotItCloses: Story = {
  name: 'Got it closes it',
  tags: ['played'],
  play: async (context) => {
    await Keyboard.play?.(context);
    const { canvas, canvasElement, args, step } = context;
    const trigger = canvas.getByRole('button', { name: t('What’s a cash advance?') });
    await step('Enter on Got it closes the panel', async () => {
      await pressKey('{Enter}');
      await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });
    await step('Focus returns to the button', async () => {
      // React Aria gives focus back to the trigger once the panel has left the page, a frame or
      // more after it goes: the check waits for it as a person's next key press would.
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};

/** A press on the trigger opens it: the explanation, its link and its button. */
export const Pointer: Story = {
  name: 'Open by pointer',
  tags: ['played'],
  play: async ({ canvas, canvasElement, userEvent, args, step }) => {
    await step('Press the button: the panel opens', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t('What’s a cash advance?') }));
      await page(canvasElement).findByRole('dialog', { name: t('Cash advances') });
      await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    });
    const panel = page(canvasElement).getByRole('dialog', { name: t('Cash advances') });
    await step('The panel explains advances and links to more', async () => {
      await expect(panel).toHaveTextContent(
        t(
          'Up to $1,000 before payday, paid back from your next paycheck. No interest, no credit check.',
        ),
      );
      await expect(
        await within(panel).findByRole('link', { name: t('How advances work') }),
      ).toBeVisible();
    });
  },
};

/** Light dismiss: a press outside the panel closes it. */
export const PressOutside: Story = {
  name: 'Press outside closes',
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const trigger = canvas.getByRole('button', { name: t('What’s a cash advance?') });
    await step('Press the button to open the panel', async () => {
      await userEvent.click(trigger);
      await page(canvasElement).findByRole('dialog', { name: t('Cash advances') });
    });
    await step('Press outside the panel: it closes', async () => {
      await userEvent.click(canvasElement.ownerDocument.body);
      await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });
  },
};

/** Escape, from the link inside, closes the panel and focus goes back to the trigger. */
export const EscapeCloses: Story = {
  name: 'Escape returns focus',
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const trigger = canvas.getByRole('button', { name: t('What’s a cash advance?') });
    await step('Open the panel with Space and Tab to its link', async () => {
      await userEvent.tab();
      await pressKey(' ');
      const panel = await page(canvasElement).findByRole('dialog', { name: t('Cash advances') });
      await pressKey('{Tab}');
      await expect(within(panel).getByRole('link', { name: t('How advances work') })).toHaveFocus();
    });
    await step('Escape closes the panel and focus returns to the button', async () => {
      await pressKey('{Escape}');
      await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};

/** `placement="top"` with the arrow: the panel above the trigger, pointing at it. */
export const Above: Story = {
  name: 'Above, with an arrow',
  args: { placement: 'top', arrow: true },
  // The trigger low on the page, as at the foot of a card, with room above it for the panel.
  render: (args) => (
    <Box paddingTop="20">
      <Box paddingTop="20">
        <Box paddingTop="20" paddingBottom="8" display="flex" justifyContent="center">
          <Popover {...args} />
        </Box>
      </Box>
    </Box>
  ),
  tags: ['played'],
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const trigger = canvas.getByRole('button', { name: t('What’s a cash advance?') });
    await step('Open the panel by keyboard: it sits above the button', async () => {
      await userEvent.tab();
      await pressKey('{Enter}');
      const panel = await page(canvasElement).findByRole('dialog', { name: t('Cash advances') });
      await expect(box(panel).bottom).toBeLessThanOrEqual(box(trigger).top);
      await expect(await within(panel).findByRole('button', { name: t('Got it') })).toBeVisible();
    });
  },
};

/** `placement="end"`: beside the trigger, after it in the reading direction. */
export const End: Story = {
  name: 'Beside, at the end',
  tags: ['test-only', '!autodocs'],
  args: { placement: 'end' },
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const trigger = canvas.getByRole('button', { name: t('What’s a cash advance?') });
    await step('Press the button: the panel opens beside it, after it', async () => {
      await userEvent.click(trigger);
      const panel = await page(canvasElement).findByRole('dialog', { name: t('Cash advances') });
      await expect(box(panel).left).toBeGreaterThanOrEqual(box(trigger).right);
      await expect(
        await within(panel).findByRole('link', { name: t('How advances work') }),
      ).toBeVisible();
    });
  },
};
