import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DialogTrigger } from '../Dialog/Dialog';
import { LocaleProvider } from '../LocaleProvider/LocaleProvider';
import { esUS } from '../../helpers/locale/messages/es-US';
import {
  AlertDialog,
  alertDialogTones,
  ConfirmProvider,
  useConfirm,
  type AlertDialogProps,
} from './AlertDialog';
import { pressKey } from '../../internal/storybook/keyboard';
import { msg } from '../../internal/storybook/messages';
import { forcedColorsModes, spanishModes } from '../../internal/storybook/modes';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'Delete March budget': 'Eliminar presupuesto de marzo',
  'Delete your March budget?': '¿Eliminar tu presupuesto de marzo?',
  'Its categories and limits go with it. This cannot be undone.':
    'Sus categorías y límites se eliminan con él. No se puede deshacer.',
  'Delete budget': 'Eliminar presupuesto',
  'Keep budget': 'Conservar presupuesto',
  'March budget deleted.': 'Se eliminó el presupuesto de marzo.',
  'We couldn’t delete your budget. Check your connection and try again.':
    'No pudimos eliminar tu presupuesto. Revisa tu conexión e inténtalo de nuevo.',
  'Lock card': 'Bloquear tarjeta',
  'Your card is locked.': 'Tu tarjeta está bloqueada.',
  'Lock your Beem card?': '¿Bloquear tu tarjeta Beem?',
  'Card payments stop until you unlock it. Direct deposits still arrive.':
    'Los pagos con tarjeta se detienen hasta que la desbloquees. Los depósitos directos siguen llegando.',
  'Keep using card': 'Seguir usando la tarjeta',
});

/**
 * The work a confirmation starts, held until the play function settles it, so the busy state
 * can be checked for as long as it lasts, with no clock involved.
 */
function gate() {
  let resolve: () => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  // The executor runs at once: both are set by the time they are returned.
  const promise = new Promise<void>((settled, failed) => {
    resolve = settled;
    reject = failed;
  });
  return { promise, resolve, reject };
}
let pending = gate();
const deleteBudget = () => {
  pending = gate();
  return pending.promise;
};

/** The confirmation with its opener and the line that reports what happened. */
function DeleteBudget({
  opener = t('Delete March budget'),
  ...args
}: AlertDialogProps & { opener?: string }) {
  const id = useId();
  const [deleted, setDeleted] = useState(false);
  return (
    <>
      <DialogTrigger dialog={id} variant="secondary" tone="critical">
        {opener}
      </DialogTrigger>
      <AlertDialog
        {...args}
        id={id}
        onClose={(event) => {
          args.onClose?.(event);
          if (event.currentTarget.returnValue === 'confirm') setDeleted(true);
        }}
      />
      <p role="status">{deleted ? t('March budget deleted.') : ''}</p>
    </>
  );
}

const meta = {
  title: 'Components/Overlays/AlertDialog',
  component: AlertDialog,
  subcomponents: { ConfirmProvider },
  tags: ['beta', 'client'],
  args: {
    title: 'Delete your March budget?',
    description: 'Its categories and limits go with it. This cannot be undone.',
    confirmLabel: 'Delete budget',
    cancelLabel: 'Keep budget',
    tone: 'critical',
    onCancel: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: alertDialogTones },
    title: { control: 'text' },
    description: { control: 'text' },
  },
  render: (args) => <DeleteBudget {...args} />,
  parameters: {
    // The dialog sits in the top layer, over the whole window: shoot the window.
    screenshot: { target: 'page' },
    modes: { ...forcedColorsModes, ...spanishModes },
    storyText: t,
  },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/** Tab to the opener, press Enter: the alert dialog, found by its role and name. */
async function open(canvas: Canvas, userEvent: UserEvent, opener = t('Delete March budget')) {
  await userEvent.tab();
  await expect(canvas.getByRole('button', { name: opener })).toHaveFocus();
  await pressKey('{Enter}');
  return canvas.findByRole('alertdialog', { name: t('Delete your March budget?') });
}

/**
 * Destructive, by keyboard: focus starts on Keep budget, Tab reaches Delete budget and no more
 * (the page is inert), and Enter on Keep budget closes it, focus back on the opener.
 */
export const Destructive: Story = {
  tags: ['played'],
  play: async ({ canvas, userEvent, args, globals, step }) => {
    await step('Open the dialog by keyboard: it says what deleting takes with it', async () => {
      const dialog = await open(canvas, userEvent);
      await expect(dialog).toHaveAccessibleDescription(
        t('Its categories and limits go with it. This cannot be undone.'),
      );
    });
    const dialog = canvas.getByRole('alertdialog');
    const keep = within(dialog).getByRole('button', { name: t('Keep budget') });
    const remove = within(dialog).getByRole('button', { name: t('Delete budget') });
    await step('Focus starts on Keep budget, and there is no close button', async () => {
      await expect(keep).toHaveFocus();
      await expect(
        within(dialog).queryByRole('button', { name: msg({ globals }, 'dialog.close') }),
      ).toBeNull();
    });
    await step('Tab and Shift+Tab move only between the two answers', async () => {
      await pressKey('{Tab}');
      await expect(remove).toHaveFocus();
      await pressKey('{Shift>}{Tab}{/Shift}');
      await expect(keep).toHaveFocus();
    });
    await step(
      'Enter on Keep budget closes the dialog, nothing is deleted and focus returns to the opener',
      async () => {
        await pressKey('{Enter}');
        await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
        await expect(args.onCancel).toHaveBeenCalledOnce();
        await expect(canvas.getByRole('status')).toHaveTextContent('');
        await expect(
          await canvas.findByRole('button', { name: t('Delete March budget') }),
        ).toHaveFocus();
      },
    );
  },
};

/** Open, as a designer reviews it: the question, its consequence, Cancel focused. */
export const Open: Story = {
  tags: ['played'],
  play: async ({ canvas, userEvent, step }) => {
    await step('Open the dialog by keyboard', async () => {
      await open(canvas, userEvent);
    });
    await step('The dialog is open with Keep budget focused', async () => {
      const dialog = canvas.getByRole('alertdialog', { name: t('Delete your March budget?') });
      await expect(
        await within(dialog).findByRole('button', { name: t('Keep budget') }),
      ).toHaveFocus();
    });
  },
};

/** Escape answers Cancel: nothing is deleted, focus back on the opener. */
export const EscapeCancels: Story = {
  name: 'Escape cancels',
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, userEvent, args, step }) => {
    await step('Open the dialog by keyboard', async () => {
      await open(canvas, userEvent);
    });
    await step('Escape closes it as Cancel, and nothing is deleted', async () => {
      await pressKey('{Escape}');
      await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
      // The dialog leaves the page at once; its close event, which reports it, follows a task later.
      await waitFor(() => expect(args.onCancel).toHaveBeenCalledOnce());
      await expect(canvas.getByRole('status')).toHaveTextContent('');
    });
    await step('Focus is back on the opener', async () => {
      await expect(
        await canvas.findByRole('button', { name: t('Delete March budget') }),
      ).toHaveFocus();
    });
  },
};

/**
 * An async confirm: Delete budget turns busy and Keep budget inert, Escape does nothing while it
 * runs; once the work is done the dialog closes and the page says so.
 */
export const Busy: Story = {
  name: 'Busy while confirming',
  args: { onConfirm: deleteBudget },
  tags: ['played'],
  play: async ({ canvas, userEvent, args, step }) => {
    await step('Confirm by keyboard', async () => {
      const dialog = await open(canvas, userEvent);
      await pressKey('{Tab}');
      await pressKey('{Enter}');
      const remove = within(dialog).getByRole('button', { name: t('Delete budget') });
      await waitFor(() => expect(remove).toHaveAttribute('aria-busy', 'true'));
      await expect(remove).toHaveAttribute('aria-disabled', 'true');
      await expect(remove).toHaveFocus();
      await expect(within(dialog).getByRole('button', { name: t('Keep budget') })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    });
    await step('Escape does not cancel work under way', async () => {
      await pressKey('{Escape}');
      const dialog = canvas.getByRole('alertdialog');
      await expect(dialog).toBeVisible();
      await expect(
        within(dialog).getByRole('button', { name: t('Delete budget') }),
      ).toHaveAttribute('aria-busy', 'true');
      await expect(args.onCancel).not.toHaveBeenCalled();
    });
  },
};

/** The work succeeds: the dialog closes, the page says so, and focus returns to the trigger. */
export const Confirmed: Story = {
  name: 'Closes when the work is done',
  args: { onConfirm: deleteBudget },
  tags: ['played'],
  play: async ({ canvas, userEvent, step }) => {
    await step('Confirm by keyboard: Delete budget turns busy', async () => {
      const dialog = await open(canvas, userEvent);
      await pressKey('{Tab}');
      await pressKey('{Enter}');
      const remove = within(dialog).getByRole('button', { name: t('Delete budget') });
      await waitFor(() => expect(remove).toHaveAttribute('aria-busy', 'true'));
    });
    await step(
      'The work finishes: the dialog closes and the page says the budget is deleted',
      async () => {
        pending.resolve();
        await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
        // The dialog's `close` event, which carries the answer, follows its closing by a task.
        await waitFor(() =>
          expect(canvas.getByRole('status')).toHaveTextContent(t('March budget deleted.')),
        );
      },
    );
    await step('Focus is back on the opener', async () => {
      await expect(
        await canvas.findByRole('button', { name: t('Delete March budget') }),
      ).toHaveFocus();
    });
  },
};

/** The work fails: the dialog stays open and says so; Delete budget can be pressed again. */
export const Failure: Story = {
  name: 'Confirm fails',
  args: {
    onConfirm: deleteBudget,
    errorMessage: 'We couldn’t delete your budget. Check your connection and try again.',
  },
  tags: ['played'],
  play: async ({ canvas, userEvent, step }) => {
    await step('Confirm by keyboard: Delete budget turns busy', async () => {
      const dialog = await open(canvas, userEvent);
      await pressKey('{Tab}');
      await pressKey('{Enter}');
      const remove = within(dialog).getByRole('button', { name: t('Delete budget') });
      await waitFor(() => expect(remove).toHaveAttribute('aria-busy', 'true'));
    });
    const dialog = canvas.getByRole('alertdialog');
    const remove = within(dialog).getByRole('button', { name: t('Delete budget') });
    await step('The work fails: the dialog says why, in place', async () => {
      pending.reject(new Error('503'));
      const error = await within(dialog).findByRole('alert');
      await expect(error).toHaveTextContent(
        t('We couldn’t delete your budget. Check your connection and try again.'),
      );
    });
    await step('Delete budget is ready again, still focused, and nothing was deleted', async () => {
      await expect(remove).not.toHaveAttribute('aria-busy');
      await expect(remove).toHaveFocus();
      await expect(canvas.getByRole('status')).toHaveTextContent('');
    });
    await step('The dialog stays open showing the error', async () => {
      await expect(await within(dialog).findByRole('alert')).toBeVisible();
    });
  },
};

/** A card the app locks once the reader confirms, asked for with `useConfirm()`. */
function LockCard() {
  const confirm = useConfirm();
  const [locked, setLocked] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => {
          void (async () => {
            if (
              await confirm({
                title: t('Lock your Beem card?'),
                description: t(
                  'Card payments stop until you unlock it. Direct deposits still arrive.',
                ),
                confirmLabel: t('Lock card'),
                cancelLabel: t('Keep using card'),
              })
            ) {
              setLocked(true);
            }
          })();
        }}
      >
        {t('Lock card')}
      </Button>
      <p role="status">{locked ? t('Your card is locked.') : ''}</p>
    </>
  );
}

/** `useConfirm()` from a button: the answer comes back as a promise; focus returns to it. */
export const UseConfirm: Story = {
  name: 'useConfirm from a button',
  // A composition: the provider and an app's own button, which asks through the hook.
  tags: ['played', 'matrix'],
  render: () => (
    <ConfirmProvider>
      <LockCard />
    </ConfirmProvider>
  ),
  play: async ({ canvas, userEvent, step }) => {
    await step('Press Lock card: the dialog asks, with Keep using card focused', async () => {
      await userEvent.tab();
      await pressKey('{Enter}');
      const dialog = await canvas.findByRole('alertdialog', { name: t('Lock your Beem card?') });
      await expect(dialog).toHaveAccessibleDescription(
        t('Card payments stop until you unlock it. Direct deposits still arrive.'),
      );
      await expect(
        within(dialog).getByRole('button', { name: t('Keep using card') }),
      ).toHaveFocus();
    });
    await step('Confirm: the dialog closes and the page says the card is locked', async () => {
      await pressKey('{Tab}');
      await pressKey('{Enter}');
      await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
      await waitFor(() =>
        expect(canvas.getByRole('status')).toHaveTextContent(t('Your card is locked.')),
      );
    });
    await step('Focus is back on Lock card', async () => {
      await expect(await canvas.findByRole('button', { name: t('Lock card') })).toHaveFocus();
    });
  },
};

/** es-US with no labels given: Cancelar and Confirmar come from the catalogue. */
export const Spanish: Story = {
  args: {
    title: '¿Eliminar tu presupuesto de marzo?',
    description: 'Sus categorías y límites se eliminan con él. No se puede deshacer.',
    confirmLabel: undefined,
    cancelLabel: undefined,
  },
  render: (args) => (
    <LocaleProvider locale="es-US" messages={esUS}>
      <DeleteBudget {...args} opener="Eliminar presupuesto de marzo" />
    </LocaleProvider>
  ),
  // Spanish whatever the toolbar says: the story is about the catalogue's Spanish labels.
  tags: ['played', 'one-language'],
  play: async ({ canvas, userEvent, step }) => {
    await step('Open the dialog by keyboard', async () => {
      await userEvent.tab();
      await pressKey('{Enter}');
    });
    await step('The buttons read Cancelar, focused, and Confirmar', async () => {
      const dialog = await canvas.findByRole('alertdialog', {
        name: '¿Eliminar tu presupuesto de marzo?',
      });
      await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
      await expect(await within(dialog).findByRole('button', { name: 'Confirmar' })).toBeVisible();
    });
  },
};
