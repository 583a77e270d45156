import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BlockedScreen, blockedScreenTitle } from './BlockedScreen';

const meta = {
  title: 'Layout/BlockedScreen',
  component: BlockedScreen,
  tags: ['stable'],
  args: { onDone: fn() },
} satisfies Meta<typeof BlockedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Account blocked: support e-mail as a mailto link, Done calls its handler',
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: blockedScreenTitle })).toBeVisible();
    const mail = canvas.getByRole('link', { name: 'support@trybeem.com' });
    await expect(mail).toHaveAttribute('href', 'mailto:support@trybeem.com');
    await expect(mail.closest('p')).toHaveTextContent(
      'Please reach out to support@trybeem.com for more details',
    );
    await userEvent.tab();
    await expect(mail).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDone).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('button', { name: 'Done' })).toHaveFocus();
  },
};

export const OtherHost: Story = {
  name: 'Another configured host: the address follows it',
  args: { supportEmail: 'support@staging.trybeem.com' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: 'support@staging.trybeem.com' }),
    ).toHaveAttribute('href', 'mailto:support@staging.trybeem.com');
  },
};

export const HostileAddress: Story = {
  name: 'Markup in the configured address is shown as text, never run',
  args: { supportEmail: '<img src=x onerror=alert(1)>' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(
      await canvas.findByRole('link', { name: '<img src=x onerror=alert(1)>' }),
    ).toBeVisible();
  },
};
