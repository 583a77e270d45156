import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Tooltip, tooltipPlacements } from './Tooltip';
import { forcedColorsModes } from '../../internal/storybook/modes';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'Copy link': 'Copiar enlace',
  'Copies this page’s address, to paste in a message':
    'Copia la dirección de esta página para pegarla en un mensaje',
});

const hint = 'Copies this page’s address, to paste in a message';

/** The button's words: a component, so they are asked for in the story's language. */
function CopyLinkLabel() {
  return t('Copy link');
}

const meta = {
  title: 'Components/Overlays/Tooltip',
  component: Tooltip,
  tags: ['beta', 'client'],
  args: {
    content: hint,
    children: (
      <Button variant="secondary">
        <CopyLinkLabel />
      </Button>
    ),
  },
  argTypes: {
    placement: { control: 'inline-radio', options: tooltipPlacements },
    children: { control: false },
  },
  // Room above and below the trigger, so the tooltip takes the side it asks for.
  render: (args) => (
    <Box paddingY="16" display="flex" justifyContent="center">
      <Tooltip {...args} />
    </Box>
  ),
  parameters: {
    // The tooltip is placed over the page, outside the story's own box: shoot the window.
    screenshot: { target: 'page' },
    modes: forcedColorsModes,
    storyText: t,
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tooltip, which renders at the end of the page rather than beside its trigger. */
const tooltipIn = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Shows at once above the button and describes it. */
export const KeyboardFocus: Story = {
  name: 'Keyboard focus',
  tags: ['played'],
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const button = canvas.getByRole('button', { name: t('Copy link') });
    await step('Tab to the button', async () => {
      await userEvent.tab();
      await expect(button).toHaveFocus();
    });
    const tooltip = await tooltipIn(canvasElement).findByRole('tooltip');
    await step('The tooltip shows above the button and describes it', async () => {
      await expect(tooltip).toHaveTextContent(t(hint));
      await expect(button).toHaveAccessibleDescription(t(hint));
      await expect(tooltip.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        button.getBoundingClientRect().top,
      );
    });
    await step('The button keeps its own name', async () => {
      await expect(button).toHaveAccessibleName(t('Copy link'));
    });
  },
};

/** Escape: hides it; focus stays on the button, which no longer has a description. */
export const EscapeHides: Story = {
  name: 'Escape hides',
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const button = canvas.getByRole('button', { name: t('Copy link') });
    await userEvent.tab();
    await tooltipIn(canvasElement).findByRole('tooltip');
    await step('Escape hides the tooltip and the button loses its description', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(tooltipIn(canvasElement).queryByRole('tooltip')).toBeNull());
      await expect(button).not.toHaveAttribute('aria-describedby');
    });
    await step('Focus stays on the button', async () => {
      await expect(await canvas.findByRole('button', { name: t('Copy link') })).toHaveFocus();
    });
  },
};

/** Shows while the pointer rests on the button, hides when it leaves. */
export const Hover: Story = {
  tags: ['test-only', '!autodocs'],
  args: { delay: 300, closeDelay: 0 },
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const button = canvas.getByRole('button', { name: t('Copy link') });
    await step('The pointer moves over the page: no tooltip yet', async () => {
      // A pointer arrives from somewhere: it moves over the page before it reaches the button.
      await userEvent.hover(canvasElement);
      await expect(tooltipIn(canvasElement).queryByRole('tooltip')).toBeNull();
    });
    await step('Rest the pointer on the button and the tooltip shows', async () => {
      // After `delay`, or at once when another tooltip closed a moment ago (the pointer is going
      // from one control to the next).
      await userEvent.hover(button);
      await expect(await tooltipIn(canvasElement).findByRole('tooltip')).toHaveTextContent(t(hint));
      await expect(button).toHaveAccessibleDescription(t(hint));
    });
    await step(
      'Move the pointer away and the tooltip goes, without focusing the button',
      async () => {
        await userEvent.unhover(button);
        await waitFor(() => expect(tooltipIn(canvasElement).queryByRole('tooltip')).toBeNull());
        await expect(button).not.toHaveFocus();
      },
    );
  },
};

/** Placement bottom: below the button. */
export const Below: Story = {
  args: { placement: 'bottom' },
  tags: ['played'],
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const button = canvas.getByRole('button', { name: t('Copy link') });
    await userEvent.tab();
    const tooltip = await tooltipIn(canvasElement).findByRole('tooltip');
    await step('Tab to the button: the tooltip shows below it', async () => {
      await expect(tooltip.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        button.getBoundingClientRect().bottom,
      );
      await expect(tooltip).toHaveTextContent(t(hint));
    });
  },
};

/** Disabled: focus and hover show nothing, and the button keeps no description. */
export const Disabled: Story = {
  tags: ['test-only', '!autodocs'],
  args: { disabled: true },
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const button = canvas.getByRole('button', { name: t('Copy link') });
    await step('Tab to the button and rest the pointer on it', async () => {
      await userEvent.tab();
      await expect(button).toHaveFocus();
      await userEvent.hover(button);
      // Longer than the default delay, so a tooltip that was going to open has opened.
      await new Promise((resolve) => setTimeout(resolve, 1600));
    });
    await step('No tooltip shows, and the button has no description', async () => {
      await expect(tooltipIn(canvasElement).queryByRole('tooltip')).toBeNull();
      await expect(button).not.toHaveAccessibleDescription(t(hint));
      await expect(button).toHaveAccessibleName(t('Copy link'));
    });
  },
};

/** The bubble takes a class, data attributes and a ref of the app's own. */
export const BubbleAttributes: Story = {
  name: 'Bubble attributes',
  tags: ['test-only', '!autodocs'],
  args: { className: 'from-the-app' },
  render: (args) => (
    <Box paddingY="16" display="flex" justifyContent="center">
      <Tooltip {...args} data-testid="hint" />
    </Box>
  ),
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await step('Tab to the button', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: t('Copy link') })).toHaveFocus();
    });
    const tooltip = await tooltipIn(canvasElement).findByRole('tooltip');
    await step("The tooltip carries the app's own class and data", async () => {
      await expect(tooltip).toHaveClass('from-the-app');
      await expect(tooltip).toHaveAttribute('data-testid', 'hint');
      await expect(tooltip).toHaveTextContent(t(hint));
    });
  },
};
