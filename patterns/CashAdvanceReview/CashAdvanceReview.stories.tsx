import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pressKey } from '../../src/internal/storybook/keyboard';
import { responsiveModes } from '../../src/internal/storybook/modes';
import { CashAdvanceReview } from './CashAdvanceReview';

/** Sample figures for the screen, not Beem's prices. */
const request = {
  amount: 100,
  fee: 3.99,
  delivery: 'in minutes',
  account: 'Checking ending 4821',
  repayOn: 'Friday, December 5',
};

const meta = {
  title: 'Patterns/Cash advance review',
  component: CashAdvanceReview,
  args: { request, onConfirm: fn(() => Promise.resolve()) },
  parameters: { frame: 'padded', modes: responsiveModes },
} satisfies Meta<typeof CashAdvanceReview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card a heading titles: the heading's own box, which the card draws around it. */
function cardOf(heading: HTMLElement) {
  const card = heading.parentElement;
  if (!card) throw new Error(`No card around the heading ${heading.textContent}`);
  return within(card);
}

/** What arrives, what is repaid and when, then one primary action. */
export const Review: Story = {
  play: async ({ canvas, args }) => {
    const getCard = cardOf(canvas.getByRole('heading', { level: 2, name: 'You get' }));
    await expect(getCard.getByText('$100')).toBeVisible();
    await expect(getCard.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Arrives in minutes in Checking ending 4821',
      'No interest and no credit check',
      'Delivery fee: $3.99',
    ]);
    const repayCard = cardOf(canvas.getByRole('heading', { level: 2, name: 'You repay' }));
    await expect(repayCard.getByText('$103.99')).toBeVisible();
    await expect(
      repayCard.getByText('On Friday, December 5, from Checking ending 4821.'),
    ).toBeVisible();

    await userEvent.tab();
    const primary = canvas.getByRole('button', { name: 'Get $100 now' });
    await expect(primary).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Change amount' })).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Confirmed by keyboard: sent once, then the screen says it is on its way. */
export const Confirmed: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await pressKey('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your advance is on its way' }),
    ).toBeVisible();
    const news = canvas.getByRole('status');
    await expect(news).toHaveTextContent('$100 is on its way');
    await expect(news).toHaveTextContent('It arrives in Checking ending 4821 in minutes.');
  },
};

/** Nothing is lost, the error is announced and the action stays. */
export const Failed: Story = {
  name: 'Request failed',
  args: { onConfirm: fn(() => Promise.reject(new Error('Network down'))) },
  play: async ({ canvas }) => {
    const primary = canvas.getByRole('button', { name: 'Get $100 now' });
    primary.focus();
    await pressKey('{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('We could not send your request');
    await expect(alert).toHaveTextContent('Nothing was taken from your account.');
    await waitFor(() => expect(primary).not.toHaveAttribute('aria-busy'));
    await expect(primary).toHaveFocus();
  },
};
