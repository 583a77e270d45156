import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pressKey } from '../../src/internal/storybook/keyboard';
import { responsiveModes } from '../../src/internal/storybook/modes';
import { AccountSettings } from './AccountSettings';

const meta = {
  title: 'Patterns/Account settings',
  component: AccountSettings,
  args: { onSave: fn(), onToggle: fn(), onCloseAccount: fn() },
  parameters: {
    frame: 'padded',
    modes: responsiveModes,
  },
} satisfies Meta<typeof AccountSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A switch acts at once; the account and pay schedule save with the form. */
export const Saved: Story = {
  name: 'Settings saved',
  play: async ({ canvas, args }) => {
    const reminders = canvas.getByRole('switch', { name: 'Payday reminders' });
    const offers = canvas.getByRole('switch', { name: 'Offers by text' });
    await expect(reminders).toBeChecked();
    await expect(offers).not.toBeChecked();

    await userEvent.tab();
    await userEvent.tab();
    await expect(offers).toHaveFocus();
    await pressKey(' ');
    await expect(offers).toBeChecked();
    await expect(args.onToggle).toHaveBeenCalledWith('offerTexts', true);

    const account = canvas.getByRole('combobox', { name: 'Send advances to' });
    await userEvent.tab();
    await expect(account).toHaveFocus();
    await userEvent.selectOptions(account, 'Savings ending 0932');
    await expect(account).toHaveDisplayValue('Savings ending 0932');

    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Every two weeks' })).toHaveFocus();
    await pressKey('{ArrowDown}');
    const twiceAMonth = canvas.getByRole('radio', { name: 'Twice a month' });
    await expect(twiceAMonth).toHaveFocus();
    await expect(twiceAMonth).toBeChecked();

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toHaveFocus();
    await pressKey('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({
      payoutAccount: 'savings-0932',
      paySchedule: 'Twice a month',
    });
    const saved = canvas.getByRole('status');
    await expect(saved).toHaveTextContent('Success: Changes saved');
    await expect(saved).toHaveTextContent(
      'Advances go to Savings ending 0932, repaid twice a month.',
    );
  },
};

/** Close account: the dialog asks first; Escape keeps the account and returns focus. */
export const CloseAccountCancelled: Story = {
  name: 'Close cancelled',
  tags: ['test-only', '!autodocs'],
  parameters: { screenshot: { target: 'page' } },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Close account' });
    trigger.focus();
    await pressKey('{Enter}');
    const dialog = await canvas.findByRole('dialog', { name: 'Close your Beem account?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveAccessibleDescription(
      'You cannot take new advances once it is closed. This cannot be undone.',
    );
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // Closing an account cannot be undone: the confirmation is the critical red, not the brand's
    // green, and the trigger's label and outline are red too.
    const confirm = within(dialog).getByRole('button', { name: 'Close account' });
    await expect(getComputedStyle(confirm).backgroundColor).toBe('rgb(180, 35, 24)');
    await expect(getComputedStyle(trigger).color).toBe('rgb(180, 35, 24)');

    await pressKey('{Escape}');
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(trigger).toHaveFocus();
    await expect(args.onCloseAccount).not.toHaveBeenCalled();

    await pressKey('{Enter}');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** Confirming in the close-account dialog closes it and says what happens next. */
export const CloseAccountConfirmed: Story = {
  name: 'Account closed',
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: 'Close account' }).focus();
    await pressKey('{Enter}');
    const dialog = await canvas.findByRole('dialog', { name: 'Close your Beem account?' });
    await waitFor(() => expect(dialog).toBeVisible());
    within(dialog).getByRole('button', { name: 'Close account' }).focus();
    await pressKey('{Enter}');
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(args.onCloseAccount).toHaveBeenCalledOnce();
    const news = canvas.getByRole('status');
    await expect(news).toHaveTextContent('Your account is closing');
    await expect(news).toHaveTextContent('We will text you when it is closed.');
    await expect(canvas.queryByRole('button', { name: 'Close account' })).toBeNull();
  },
};
