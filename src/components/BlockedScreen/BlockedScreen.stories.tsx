import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BlockedScreen } from './BlockedScreen';
import { spanishModes } from '../../internal/storybook/modes';
import { msg } from '../../internal/storybook/messages';

const meta = {
  title: 'Components/Feedback/BlockedScreen',
  component: BlockedScreen,
  tags: ['stable', 'client'],
  args: { onDone: fn() },
  parameters: { modes: spanishModes },
} satisfies Meta<typeof BlockedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Account blocked: support e-mail as a mailto link, Done calls its handler. */
export const Default: Story = {
  tags: ['played'],
  play: async ({ canvas, userEvent, args, globals, step }) => {
    const mail = canvas.getByRole('link', { name: 'support@trybeem.com' });
    await step('The screen says the account is blocked and how to email support', async () => {
      await expect(
        canvas.getByRole('heading', { name: msg({ globals }, 'blocked.title') }),
      ).toBeVisible();
      await expect(mail).toHaveAttribute('href', 'mailto:support@trybeem.com');
      await expect(mail.closest('p')).toHaveTextContent(
        msg({ globals }, 'blocked.message', { email: 'support@trybeem.com' }),
      );
    });
    await step('Tab reaches the support address', async () => {
      await userEvent.tab();
      await expect(mail).toHaveFocus();
    });
    await step('Tab to Done and press Enter: Done is reported', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      await expect(args.onDone).toHaveBeenCalledTimes(1);
      await expect(
        await canvas.findByRole('button', { name: msg({ globals }, 'blocked.done') }),
      ).toHaveFocus();
    });
  },
};

/** Another configured host: the support address follows it. */
export const OtherHost: Story = {
  name: 'Other host',
  tags: ['test-only', '!autodocs'],
  args: { supportEmail: 'support@staging.trybeem.com' },
  play: async ({ canvas, step }) => {
    await step('The support address is the configured host’s', async () => {
      await expect(
        await canvas.findByRole('link', { name: 'support@staging.trybeem.com' }),
      ).toHaveAttribute('href', 'mailto:support@staging.trybeem.com');
    });
  },
};

/** Markup in the configured address is shown as text, never run. */
export const HostileAddress: Story = {
  name: 'Hostile address',
  tags: ['test-only', '!autodocs'],
  args: { supportEmail: '<img src=x onerror=alert(1)>' },
  play: async ({ canvasElement, canvas, step }) => {
    await step('The markup in the address shows as text and nothing runs', async () => {
      await expect(canvasElement.querySelector('img')).toBeNull();
      await expect(
        await canvas.findByRole('link', { name: '<img src=x onerror=alert(1)>' }),
      ).toBeVisible();
    });
  },
};
