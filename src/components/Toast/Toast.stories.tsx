import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { ToastProvider, toastTones, useToast, type ToastTone } from './Toast';
import { forcedColorsModes, spanishModes } from '../../internal/storybook/modes';

const samples: Record<ToastTone, string> = {
  neutral: 'Draft saved.',
  info: 'We will text you when your advance is ready.',
  positive: 'Link sent! Check your messages.',
  caution: 'Your session ends in 2 minutes. Save your changes.',
  critical:
    'Something went wrong. You gotta use your real number. No VoIP, Google Voice or burners.',
};

function Triggers() {
  const toast = useToast();
  return (
    <Box display="flex" gap="3" flexWrap="wrap">
      {toastTones.map((tone) => (
        <Button
          key={tone}
          variant="secondary"
          size="sm"
          onClick={() => {
            toast.show(tone, samples[tone]);
          }}
        >
          Show {tone}
        </Button>
      ))}
    </Box>
  );
}

const meta = {
  title: 'Components/Feedback/Toast',
  component: ToastProvider,
  tags: ['stable', 'client'],
  args: { children: <Triggers /> },
  // Toasts are fixed to the bottom of the window: the screenshot takes the whole window.
  parameters: { screenshot: { target: 'page' }, modes: { ...forcedColorsModes, ...spanishModes } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const liveRegions = (canvasElement: HTMLElement) => {
  const notifications = within(canvasElement.ownerDocument.body).getByRole('region', {
    name: 'Notifications',
  });
  return {
    status: within(notifications).getByRole('status'),
    alert: within(notifications).getByRole('alert'),
  };
};

/** Neutral, no status: announced politely in the status region. */
export const Neutral: Story = {
  // Long enough that the toast is still there when the screenshot is taken.
  args: { duration: 60_000 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const { status, alert } = liveRegions(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show neutral' }));
    await expect(await within(status).findByText(samples.neutral)).toBeVisible();
    await expect(alert).toBeEmptyDOMElement();
  },
};

/** Info: announced politely in the status region. */
export const Info: Story = {
  // Long enough that the toast is still there when the screenshot is taken.
  args: { duration: 60_000 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const { status, alert } = liveRegions(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    await expect(await within(status).findByText(samples.info)).toBeVisible();
    await expect(alert).toBeEmptyDOMElement();
  },
};

/** Positive, it worked: announced politely in the status region. */
export const Positive: Story = {
  // Long enough that the toast is still there when the screenshot is taken.
  args: { duration: 60_000 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const { status, alert } = liveRegions(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show positive' }));
    await expect(await within(status).findByText(samples.positive)).toBeVisible();
    await expect(alert).toBeEmptyDOMElement();
  },
};

/** Caution, it may go wrong: announced at once in the alert region. */
export const Caution: Story = {
  // Long enough that the toast is still there when the screenshot is taken.
  args: { duration: 60_000 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const { status, alert } = liveRegions(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show caution' }));
    await expect(await within(alert).findByText(samples.caution)).toBeVisible();
    await expect(status).toBeEmptyDOMElement();
  },
};

/** Critical, it went wrong: announced at once in the alert region. */
export const Critical: Story = {
  // Long enough that the toast is still there when the screenshot is taken.
  args: { duration: 60_000 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const { status, alert } = liveRegions(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show critical' }));
    await expect(await within(alert).findByText(samples.critical)).toBeVisible();
    await expect(status).toBeEmptyDOMElement();
  },
};

/** Dismissed with the keyboard: the toast is gone. */
export const Dismiss: Story = {
  name: 'Dismissed',
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const { status } = liveRegions(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    const close = await within(status).findByRole('button', { name: 'Dismiss notification' });
    close.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(status).toBeEmptyDOMElement());
    await expect(await canvas.findByRole('button', { name: 'Show info' })).toBeVisible();
  },
};

/** Gone after its time (shortened to 300 ms here; 5000 ms by default). */
export const AutoDismiss: Story = {
  name: 'Auto-dismiss',
  tags: ['test-only', '!autodocs'],
  args: { duration: 300 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const { status } = liveRegions(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show positive' }));
    await expect(await within(status).findByText(samples.positive)).toBeVisible();
    await waitFor(() => expect(status).toBeEmptyDOMElement(), { timeout: 2000 });
    await expect(await canvas.findByRole('button', { name: 'Show positive' })).toBeVisible();
  },
};

/** It stays past its time, then leaves once let go. */
export const PausedWhileHovered: Story = {
  name: 'Paused while hovered',
  tags: ['test-only', '!autodocs'],
  args: { duration: 300 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const { status } = liveRegions(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show positive' }));
    const toast = await within(status).findByText(samples.positive);
    await userEvent.hover(toast);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(toast).toBeVisible();
    await userEvent.unhover(toast);
    within(status).getByRole('button', { name: 'Dismiss notification' }).focus();
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(toast).toBeVisible();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await waitFor(() => expect(status).toBeEmptyDOMElement(), { timeout: 2000 });
    await expect(await canvas.findByRole('button', { name: 'Show positive' })).toBeVisible();
  },
};
