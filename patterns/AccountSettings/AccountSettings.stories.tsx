import { ConfirmProvider } from '@beem/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pressKey } from '../../src/internal/storybook/keyboard';
import { responsiveModes, spanishModes } from '../../src/internal/storybook/modes';
import { AppShell } from '../AppShell/AppShell';
import { AccountSettings } from './AccountSettings';
import { msg, type StoryGlobals } from '../../src/internal/storybook/messages';
import { storyText } from '../../src/internal/storybook/storyText';

/** The screen's words the plays look for, as the screen writes them in each language. */
const t = storyText({
  'Edit profile': 'Editar perfil',
  'Sign out': 'Cerrar sesión',
  'Close account': 'Cerrar la cuenta',
  'Close your Beem account?': '¿Quieres cerrar tu cuenta de Beem?',
  'You can no longer get advances, and this cannot be undone. An advance still open is repaid as planned.':
    'Ya no podrás recibir adelantos, y esto no se puede deshacer. Si tienes un adelanto pendiente, se paga como estaba previsto.',
  'More actions': 'Más acciones',
  'Offers by text': 'Ofertas por mensaje de texto',
  'Pro membership $12.97/mo': 'Membresía Pro $12.97/mes',
  'Payday reminders': 'Recordatorios del día de pago',
  'New features and discounts': 'Funciones nuevas y descuentos',
  'Your account is closing': 'Estamos cerrando tu cuenta',
  'We will text you at (512) 555-0147 once it is closed. An advance still open is repaid as planned.':
    'Te enviaremos un mensaje de texto al (512) 555-0147 cuando esté cerrada. Si tienes un adelanto pendiente, se paga como estaba previsto.',
  'Send advances to': 'Enviar los adelantos a',
  'Savings ending 0932': 'Cuenta de ahorros que termina en 0932',
  'Every two weeks': 'Cada dos semanas',
  'Twice a month': 'Dos veces al mes',
  'Save changes': 'Guardar cambios',
  'Changes saved': 'Cambios guardados',
  'Advances go to Savings ending 0932, repaid twice a month.':
    'Los adelantos van a Cuenta de ahorros que termina en 0932 y se pagan dos veces al mes.',
});

/** A sample member (a 555-01xx number is never assigned), not a Beem customer. */
const member = { name: 'Maya Johnson', phone: '512-555-0147' };

/**
 * The closure the confirmation starts, held until the play function settles it, so the busy
 * state can be checked for as long as it lasts, with no clock involved.
 */
function gate() {
  const held: { resolve: () => void } = { resolve: () => undefined };
  const promise = new Promise<void>((resolve) => {
    held.resolve = resolve;
  });
  return { promise, held };
}
let pending = gate();
const closeAccount = () => {
  pending = gate();
  return pending.promise;
};

const meta = {
  title: 'Patterns/Account settings',
  component: AccountSettings,
  args: {
    member,
    onSave: fn(),
    onToggle: fn(),
    onCloseAccount: fn(closeAccount),
    onSignOut: fn(),
    profileHref: '/account/profile',
    // The site's Pro plan and price, the plan whose advance of up to $1,000 the other screens show.
    membership: { plan: 'Pro', monthlyPrice: 12.97, href: '/account/membership' },
    backHref: '/',
  },
  // The app's root holds the one confirmation dialog and its shell the tabs; here the story does.
  decorators: [
    (Story) => (
      <ConfirmProvider>
        <AppShell current="account">
          <Story />
        </AppShell>
      </ConfirmProvider>
    ),
  ],
  parameters: {
    frame: 'bleed',
    // The menu and the confirmation open over the page, outside the story's box: shoot the window.
    screenshot: { target: 'page' },
    modes: { ...responsiveModes, ...spanishModes },
    storyText: t,
  },
} satisfies Meta<typeof AccountSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Tab, as a reader does, until `target` has focus; fails if it is not in the tab order. */
async function tabTo(target: HTMLElement) {
  for (let press = 0; press < 20 && target.ownerDocument.activeElement !== target; press += 1) {
    await pressKey('{Tab}');
  }
  await expect(target).toHaveFocus();
}

/** The menu renders at the end of the page, not beside its trigger. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** From the open menu's first item, the arrows down to "Close account", and Enter. */
async function chooseCloseAccount(
  canvas: Canvas,
  canvasElement: HTMLElement,
  globals: StoryGlobals['globals'],
) {
  const menu = within(await page(canvasElement).findByRole('menu'));
  await waitFor(() =>
    expect(menu.getByRole('menuitem', { name: t('Edit profile') })).toHaveFocus(),
  );
  await pressKey('{ArrowDown}');
  await expect(menu.getByRole('menuitem', { name: t('Sign out') })).toHaveFocus();
  await pressKey('{ArrowDown}');
  await expect(menu.getByRole('menuitem', { name: t('Close account') })).toHaveFocus();
  await pressKey('{Enter}');

  const dialog = await canvas.findByRole('alertdialog', { name: t('Close your Beem account?') });
  await expect(dialog).toHaveAccessibleDescription(
    t(
      'You can no longer get advances, and this cannot be undone. An advance still open is repaid as planned.',
    ),
  );
  const cancel = within(dialog).getByRole('button', {
    name: msg({ globals }, 'alertDialog.cancel'),
  });
  // The least destructive answer has focus first.
  await waitFor(() => expect(cancel).toHaveFocus());
  return { dialog, cancel };
}
type CloseConfirmation = Awaited<ReturnType<typeof chooseCloseAccount>>;

/**
 * By keyboard: Space flips "Offers by text" at once; ArrowDown opens "More actions" and the
 * arrows reach "Close account"; the confirmation starts on Cancel, and Cancel keeps the account
 * and puts focus back on the menu's button.
 */
export const CloseAccountCancelled: Story = {
  name: 'Switch flipped, close cancelled',
  tags: ['played'],
  play: async ({ canvas, canvasElement, args, globals, step }) => {
    const trigger = canvas.getByRole('button', { name: t('More actions') });
    const offers = canvas.getByRole('switch', { name: t('Offers by text') });
    await step(
      'Tab past the membership row and Payday reminders to Offers by text, which is off',
      async () => {
        await tabTo(trigger);

        // The membership row, then the switches.
        await userEvent.tab();
        await expect(
          canvas.getByRole('link', { name: t('Pro membership $12.97/mo') }),
        ).toHaveFocus();
        await userEvent.tab();
        await expect(canvas.getByRole('switch', { name: t('Payday reminders') })).toBeChecked();
        await userEvent.tab();
        await expect(offers).toHaveFocus();
        await expect(offers).toHaveAccessibleDescription(t('New features and discounts'));
        await expect(offers).not.toBeChecked();
      },
    );
    await step('Space turns Offers by text on at once', async () => {
      await pressKey(' ');
      await expect(offers).toBeChecked();
      await expect(args.onToggle).toHaveBeenCalledWith('offerTexts', true);
    });

    await step(
      'Back on More actions, the down arrow opens the menu and Close account asks to confirm',
      async () => {
        for (let press = 0; press < 3; press += 1) await userEvent.tab({ shift: true });
        await expect(trigger).toHaveFocus();
        await pressKey('{ArrowDown}');
        await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
        await chooseCloseAccount(canvas, canvasElement, globals);
      },
    );

    await step(
      'Cancel keeps the account and the switch as set, and focus returns to More actions',
      async () => {
        await pressKey('{Enter}');
        await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
        // The answer arrives with the dialog's close event, a moment after it has closed.
        await waitFor(() => expect(trigger).toHaveFocus());
        await expect(args.onCloseAccount).not.toHaveBeenCalled();
        await expect(canvas.queryByRole('status')).toBeNull();
        await expect(offers).toBeChecked();
      },
    );
  },
};

/**
 * Confirmed by keyboard: "Close account" stays busy, Cancel inert, while the closure is sent;
 * then the dialog closes, focus is back on the menu's button, and the screen says the account is
 * closing and how the member will hear when it has closed.
 */
export const CloseAccountConfirmed: Story = {
  name: 'Account closed',
  tags: ['played'],
  play: async ({ canvas, canvasElement, args, globals, step }) => {
    const trigger = canvas.getByRole('button', { name: t('More actions') });
    // Steps return nothing, so the dialog's elements are handed out this way.
    let chosen!: CloseConfirmation;
    await step(
      'Open More actions by keyboard and choose Close account: the confirmation starts on Cancel',
      async () => {
        await tabTo(trigger);
        await pressKey('{Enter}');
        chosen = await chooseCloseAccount(canvas, canvasElement, globals);
      },
    );
    const { dialog, cancel } = chosen;

    await step(
      'Confirm: Close account is busy and Cancel is off while the closure is sent',
      async () => {
        await pressKey('{Tab}');
        const confirm = within(dialog).getByRole('button', { name: t('Close account') });
        await expect(confirm).toHaveFocus();
        await pressKey('{Enter}');
        await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
        await expect(cancel).toHaveAttribute('aria-disabled', 'true');
        await expect(args.onCloseAccount).toHaveBeenCalledOnce();
      },
    );

    await step(
      'The dialog closes, focus returns to More actions, and the screen says the account is closing',
      async () => {
        pending.held.resolve();
        await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
        await waitFor(() => expect(trigger).toHaveFocus());
        const news = await canvas.findByRole('status');
        await expect(news).toHaveTextContent(t('Your account is closing'));
        await expect(news).toHaveTextContent(
          t(
            'We will text you at (512) 555-0147 once it is closed. An advance still open is repaid as planned.',
          ),
        );
      },
    );
  },
};

/**
 * While the closure is sent: the critical confirmation held open, "Close account" busy with focus
 * kept on it, Cancel inert and Escape refused, so the answer cannot be taken back half-way.
 */
export const ClosingBusy: Story = {
  name: 'Closing, confirmation busy',
  tags: ['played'],
  play: async ({ canvas, canvasElement, args, globals, step }) => {
    let chosen!: CloseConfirmation;
    await step('Open More actions by keyboard and choose Close account', async () => {
      await tabTo(canvas.getByRole('button', { name: t('More actions') }));
      await pressKey('{ArrowDown}');
      chosen = await chooseCloseAccount(canvas, canvasElement, globals);
    });
    const { dialog, cancel } = chosen;
    const confirm = within(dialog).getByRole('button', { name: t('Close account') });
    await step('Confirm: Close account turns busy while the closure is sent', async () => {
      await pressKey('{Tab}');
      await pressKey('{Enter}');
      await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
      await expect(args.onCloseAccount).toHaveBeenCalledOnce();
    });
    await step(
      'Escape is refused: the confirmation stays open, busy, with Cancel off',
      async () => {
        await pressKey('{Escape}');
        await expect(dialog).toBeVisible();
        await expect(confirm).toHaveFocus();
        await expect(cancel).toHaveAttribute('aria-disabled', 'true');
      },
    );
  },
};

/** The account and pay schedule save with the form, by keyboard, and the screen says so. */
export const Saved: Story = {
  name: 'Settings saved',
  tags: ['played'],
  play: async ({ canvas, args, globals, step }) => {
    await step('The member’s phone number reads as (512) 555-0147', async () => {
      // The member's number as they read it, whatever form the app holds it in.
      await expect(canvas.getByText('(512) 555-0147')).toBeVisible();
    });
    const account = canvas.getByRole('combobox', { name: t('Send advances to') });
    await step('Choose the savings account to send advances to', async () => {
      await tabTo(account);
      await userEvent.selectOptions(account, t('Savings ending 0932'));
      await expect(account).toHaveDisplayValue(t('Savings ending 0932'));
    });

    await step('Change the pay schedule to twice a month with the arrow key', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('radio', { name: t('Every two weeks') })).toHaveFocus();
      await pressKey('{ArrowDown}');
      const twiceAMonth = canvas.getByRole('radio', { name: t('Twice a month') });
      await expect(twiceAMonth).toHaveFocus();
      await expect(twiceAMonth).toBeChecked();
    });

    await step(
      'Save: the changes go out and the screen says where advances go and when',
      async () => {
        await userEvent.tab();
        await expect(canvas.getByRole('button', { name: t('Save changes') })).toHaveFocus();
        await pressKey('{Enter}');
        await expect(args.onSave).toHaveBeenCalledWith({
          payoutAccount: 'savings-0932',
          paySchedule: 'Twice a month',
        });
        await expect(args.onToggle).not.toHaveBeenCalled();
        const saved = canvas.getByRole('status');
        await expect(saved).toHaveTextContent(
          `${msg({ globals }, 'alert.tone', { tone: 'success' })}: ${t('Changes saved')}`,
        );
        await expect(saved).toHaveTextContent(
          t('Advances go to Savings ending 0932, repaid twice a month.'),
        );
      },
    );
  },
};
