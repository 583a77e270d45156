import { ToastProvider } from '@beem/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { pressKey } from '../../src/internal/storybook/keyboard';
import { responsiveModes, spanishModes } from '../../src/internal/storybook/modes';
import { CashAdvanceRequest } from './CashAdvanceRequest';
import { msg, storyLocale, type StoryGlobals } from '../../src/internal/storybook/messages';

/** Sample figures for the screen, not Beem's prices or limits. */
const offer = {
  min: 20,
  max: 250,
  step: 5,
  commonAmounts: [50, 100, 150],
  defaultAmount: 100,
  standardArrives: 'In 1 to 3 business days',
  instantArrives: 'In minutes',
  instantFee: 3.99,
  account: 'Checking ending 4821',
  repayOn: '2026-12-11',
};

/**
 * The request the confirmation sends, held until the play function settles it, so the busy state
 * can be checked for as long as it lasts, with no clock involved.
 */
function gate() {
  const held: { resolve: () => void; reject: (error: unknown) => void } = {
    resolve: () => undefined,
    reject: () => undefined,
  };
  const promise = new Promise<void>((resolve, reject) => {
    held.resolve = resolve;
    held.reject = reject;
  });
  return { promise, held };
}
let pending = gate();
const send = () => {
  pending = gate();
  return pending.promise;
};

const meta = {
  title: 'Patterns/Cash advance request',
  component: CashAdvanceRequest,
  args: { offer, onConfirm: fn(send), detailsHref: '/advances/ca-1042' },
  // The app's root holds the toasts; here the story does.
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
  parameters: {
    frame: 'padded',
    // The confirmation is in the top layer and the toast fixed to the window: shoot the window.
    screenshot: { target: 'page' },
    modes: { ...responsiveModes, ...spanishModes },
  },
} satisfies Meta<typeof CashAdvanceRequest>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The summary's value for a label: the `<dd>` after its `<dt>`. */
/** The repayment day as the reader's language writes it ("December 11, 2026"). */
const repayDay = (context: StoryGlobals) =>
  new Intl.DateTimeFormat(storyLocale(context), { dateStyle: 'long', timeZone: 'UTC' })
    .format(Date.UTC(2026, 11, 11))
    .replace(/\s/g, ' ');

function summaryValue(canvas: Canvas, label: string) {
  const value = canvas.getByText(label, { selector: 'dt' }).nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No value for ${label} in the summary`);
  return value;
}

/**
 * The amount by keyboard: the slider's arrows land on $150 and its card is checked; the $100
 * card brings the slider back; Instant adds its fee to what is repaid.
 */
export const ChooseAmount: Story = {
  name: 'Amount by slider and cards',
  tags: ['played'],
  play: async ({ canvas, userEvent, globals }) => {
    const thumb = canvas.getByRole('slider', { name: 'Amount' });
    await userEvent.tab();
    await expect(thumb).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: '$100' })).toBeChecked();

    await pressKey('{ArrowRight}');
    await expect(thumb).toHaveAttribute('aria-valuetext', '$105');
    // $105 is no common amount: no card stays checked.
    for (const card of canvas.getAllByRole('radio', { name: /^\$\d+$/ })) {
      await expect(card).not.toBeChecked();
    }
    for (let press = 0; press < 9; press += 1) await pressKey('{ArrowRight}');
    await expect(thumb).toHaveAttribute('aria-valuetext', '$150');
    await expect(canvas.getByRole('radio', { name: '$150' })).toBeChecked();
    await expect(summaryValue(canvas, 'Amount')).toHaveTextContent('$150.00');
    await expect(summaryValue(canvas, 'Total to repay')).toHaveTextContent('$150.00');

    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '$150' })).toHaveFocus();
    await pressKey('{ArrowLeft}');
    const hundred = canvas.getByRole('radio', { name: '$100' });
    await expect(hundred).toHaveFocus();
    await expect(hundred).toBeChecked();
    await expect(thumb).toHaveValue('100');
    await expect(thumb).toHaveAttribute('aria-valuetext', '$100');

    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Standard' })).toHaveFocus();
    await pressKey('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Instant' })).toBeChecked();
    await expect(summaryValue(canvas, 'Delivery fee')).toHaveTextContent('$3.99');
    await expect(summaryValue(canvas, 'Total to repay')).toHaveTextContent('$103.99');
    await expect(summaryValue(canvas, 'Repayment date')).toHaveTextContent(repayDay({ globals }));

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Get $100' })).toHaveFocus();
  },
};

/** Tab to the primary action, Enter: the confirmation restates what is repaid and when. */
async function openConfirmation(canvas: Canvas, globals: StoryGlobals['globals']) {
  const trigger = canvas.getByRole('button', { name: 'Get $100' });
  trigger.focus();
  await pressKey('{Enter}');
  const dialog = await canvas.findByRole('alertdialog', { name: 'Get $100 now?' });
  // DateTime writes its spaces as no-break spaces, which `\s` matches.
  await expect(dialog).toHaveAccessibleDescription(
    new RegExp(
      `^You repay \\$100\\.00 on ${repayDay({ globals }).replace(/ /g, '\\s')}, from Checking ending 4821\\.$`,
    ),
  );
  const body = within(dialog);
  await expect(
    body.getByRole('button', { name: msg({ globals }, 'alertDialog.cancel') }),
  ).toHaveFocus();
  await pressKey('{Tab}');
  const confirm = body.getByRole('button', { name: 'Get $100' });
  await expect(confirm).toHaveFocus();
  return { trigger, dialog, confirm };
}

/**
 * Confirmed by keyboard: the button busy while the request is sent, then the dialog closes, a
 * toast says the advance is on its way, and F6 reaches its View details link.
 */
export const Confirmed: Story = {
  name: 'Request confirmed',
  tags: ['played'],
  play: async ({ canvas, canvasElement, args, globals }) => {
    const page = within(canvasElement.ownerDocument.body);
    const { trigger, dialog, confirm } = await openConfirmation(canvas, globals);
    await pressKey('{Enter}');
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    await expect(
      within(dialog).getByRole('button', { name: msg({ globals }, 'alertDialog.cancel') }),
    ).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onConfirm).toHaveBeenCalledWith({
      amount: 100,
      delivery: 'standard',
      fee: 0,
    });

    pending.held.resolve();
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    const news = within(
      page.getByRole('region', { name: msg({ globals }, 'toast.region') }),
    ).getByRole('status');
    await waitFor(() =>
      expect(news).toHaveTextContent('$100 is on its way to Checking ending 4821.'),
    );
    await pressKey('{F6}');
    const details = page.getByRole('link', { name: 'View details' });
    await expect(details).toHaveFocus();
    await expect(details).toHaveAttribute('href', '/advances/ca-1042');
  },
};

/** The request fails: the confirmation stays open, says so, and can be confirmed again. */
export const Failed: Story = {
  name: 'Request failed',
  tags: ['played'],
  play: async ({ canvas, globals }) => {
    const { dialog, confirm } = await openConfirmation(canvas, globals);
    await pressKey('{Enter}');
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    pending.held.reject(new Error('503'));
    // The toasts' live regions move into the open dialog too: the error is the alert with words.
    const error = await within(dialog).findByText(
      'We could not send your request. Nothing was taken from your account; try again.',
    );
    await expect(error.closest('[role="alert"]')).toBeInTheDocument();
    await expect(confirm).not.toHaveAttribute('aria-busy');
    await expect(confirm).toHaveFocus();
    await expect(dialog).toBeVisible();
  },
};
