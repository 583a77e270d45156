import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog, DialogAction, DialogTrigger, type DialogProps } from './Dialog';
import { pressKey } from '../../internal/storybook/keyboard';
import { forcedColorsModes, responsiveModes, spanishModes } from '../../internal/storybook/modes';
import { msg } from '../../internal/storybook/messages';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'See what Lite includes': 'Mira lo que incluye Lite',
  'What Lite includes': 'Lo que incluye Lite',
  'Lite is 99 cents a month. Cancel any time from the app.':
    'Lite cuesta 99 centavos al mes. Cancela cuando quieras desde la app.',
  'Cash advances with no interest and no credit check':
    'Adelantos de efectivo sin intereses ni revisión de crédito',
  'Alerts before a bill could overdraw your account':
    'Alertas antes de que una factura sobregire tu cuenta',
  Close: 'Cerrar',
  'Delete March budget': 'Eliminar presupuesto de marzo',
  'Delete your March budget?': '¿Eliminar tu presupuesto de marzo?',
  'Its categories and limits go with it. This cannot be undone.':
    'Sus categorías y límites se eliminan con él. No se puede deshacer.',
  'Keep budget': 'Conservar presupuesto',
  'Delete budget': 'Eliminar presupuesto',
  'March budget deleted.': 'Se eliminó el presupuesto de marzo.',
  'Move $40 to savings': 'Mover $40 a ahorros',
  'Move $40 to savings?': '¿Mover $40 a ahorros?',
  'It leaves your checking balance today and shows in savings at once.':
    'Sale hoy del saldo de tu cuenta de cheques y aparece en ahorros al instante.',
  'Not now': 'Ahora no',
  'Move $40': 'Mover $40',
  '$40 moved to savings.': 'Se movieron $40 a ahorros.',
  'The transfer didn’t go through. Your balance hasn’t changed.':
    'La transferencia no se completó. Tu saldo no cambió.',
});

/** What the plan includes: a component, so its words are asked for in the story's language. */
function LiteIncludes() {
  return (
    <ul>
      <li>{t('Cash advances with no interest and no credit check')}</li>
      <li>{t('Alerts before a bill could overdraw your account')}</li>
    </ul>
  );
}

/**
 * The dialog with its opener, tied by an id of their own: the docs page shows several of these at
 * once, and a shared id would have every opener open the first one's dialog.
 */
function DialogWithOpener(args: DialogProps) {
  const id = useId();
  return (
    <>
      <DialogTrigger dialog={id} variant="secondary">
        {t('See what Lite includes')}
      </DialogTrigger>
      <Dialog {...args} id={id} />
    </>
  );
}

const meta = {
  title: 'Components/Overlays/Dialog',
  component: Dialog,
  subcomponents: { DialogTrigger, DialogAction },
  tags: ['beta', 'client'],
  args: {
    title: 'What Lite includes',
    description: 'Lite is 99 cents a month. Cancel any time from the app.',
    children: <LiteIncludes />,
    closeLabel: 'Close',
    onOpenChange: fn(),
  },
  argTypes: { title: { control: 'text' }, description: { control: 'text' } },
  render: (args) => <DialogWithOpener {...args} />,
  parameters: {
    // The dialog sits in the top layer, over the whole window: shoot the window.
    screenshot: { target: 'page' },
    modes: { ...responsiveModes, ...forcedColorsModes, ...spanishModes },
    storyText: t,
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/** Tab to the opener and press `key` on it; the open dialog, found by its role and name. */
async function openWith(
  canvas: Canvas,
  userEvent: UserEvent,
  opener: string,
  key: string,
  name: string,
) {
  await userEvent.tab();
  await expect(canvas.getByRole('button', { name: opener })).toHaveFocus();
  await pressKey(key);
  return canvas.findByRole('dialog', { name });
}

/** Enter on the trigger shows a modal named by its title, focus inside. */
export const Open: Story = {
  tags: ['played'],
  play: async ({ canvas, userEvent, args, step }) => {
    const trigger = canvas.getByRole('button', { name: t('See what Lite includes') });
    let dialog!: HTMLElement;
    await step('Enter on the button opens the dialog, named and described', async () => {
      await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
      dialog = await openWith(
        canvas,
        userEvent,
        t('See what Lite includes'),
        '{Enter}',
        t('What Lite includes'),
      );
      await expect(dialog).toHaveAccessibleDescription(
        t('Lite is 99 cents a month. Cancel any time from the app.'),
      );
    });
    await step('Focus starts on Close, and nothing behind the dialog can take it', async () => {
      // Modal: the page behind is inert, so focus cannot leave and nothing there can take it.
      await expect(dialog).toBeModal();
      await expect(within(dialog).getByRole('button', { name: t('Close') })).toHaveFocus();
      trigger.focus();
      await expect(trigger).not.toHaveFocus();
    });
    await step('The page behind stops scrolling, and the app hears the dialog opened', async () => {
      await expect(document.documentElement).toHaveStyle({ overflow: 'hidden' });
      await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(true));
    });
    await step('The dialog shows what Lite includes', async () => {
      await expect(
        await within(dialog).findByText(t('Cash advances with no interest and no credit check')),
      ).toBeVisible();
    });
  },
};

/** Escape closes the dialog and focus returns to the trigger. */
export const EscapeCloses: Story = {
  name: 'Escape closes',
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, userEvent, args, step }) => {
    await step('Open the dialog with Space', async () => {
      await openWith(canvas, userEvent, t('See what Lite includes'), ' ', t('What Lite includes'));
    });
    await step('Escape closes it, and the page scrolls again', async () => {
      await pressKey('{Escape}');
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
      // The dialog leaves the page at once; its close event, which reports it, follows a task later.
      await waitFor(() => expect(args.onOpenChange).toHaveBeenLastCalledWith(false));
      await expect(document.documentElement).not.toHaveStyle({ overflow: 'hidden' });
    });
    await step('Focus is back on the button that opened it', async () => {
      await expect(
        await canvas.findByRole('button', { name: t('See what Lite includes') }),
      ).toHaveFocus();
    });
  },
};

/** Enter on the close button closes the dialog, focus back on the trigger. */
export const CloseButton: Story = {
  name: 'Close button',
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, userEvent, step }) => {
    await step('Open the dialog: focus starts on Close', async () => {
      const dialog = await openWith(
        canvas,
        userEvent,
        t('See what Lite includes'),
        '{Enter}',
        t('What Lite includes'),
      );
      await expect(within(dialog).getByRole('button', { name: t('Close') })).toHaveFocus();
    });
    await step('Enter on Close closes the dialog', async () => {
      await pressKey('{Enter}');
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    });
    await step('Focus is back on the button that opened it', async () => {
      await expect(
        await canvas.findByRole('button', { name: t('See what Lite includes') }),
      ).toHaveFocus();
    });
  },
};

/**
 * A confirmation with the controlled API: the app's own button sets `open`, the answer comes
 * back as the dialog's `returnValue`.
 */
function ConfirmDelete({ onOpenChange }: Pick<DialogProps, 'onOpenChange'>) {
  const [open, setOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
        }}
      >
        {t('Delete March budget')}
      </Button>
      <Dialog
        title={t('Delete your March budget?')}
        description={t('Its categories and limits go with it. This cannot be undone.')}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
        onClose={(event) => {
          if (event.currentTarget.returnValue !== 'delete') return;
          setDeleted(true);
        }}
        actions={
          <>
            <Button type="submit" value="cancel" variant="secondary">
              {t('Keep budget')}
            </Button>
            <Button type="submit" value="delete">
              {t('Delete budget')}
            </Button>
          </>
        }
      />
      <p role="status">{deleted ? t('March budget deleted.') : ''}</p>
    </>
  );
}

const confirmation = {
  render: (args) => <ConfirmDelete onOpenChange={args.onOpenChange} />,
} satisfies Partial<Story>;

/** A confirmation the app opens through `open`; Keep and Delete answer it. */
export const Confirmation: Story = {
  ...confirmation,
  tags: ['played'],
  play: async ({ canvas, userEvent, step }) => {
    let dialog!: HTMLElement;
    await step('Open the confirmation: it says what deleting takes with it', async () => {
      dialog = await openWith(
        canvas,
        userEvent,
        t('Delete March budget'),
        '{Enter}',
        t('Delete your March budget?'),
      );
      await expect(dialog).toBeModal();
      await expect(dialog).toHaveAccessibleDescription(
        t('Its categories and limits go with it. This cannot be undone.'),
      );
    });
    await step('It offers Close, Keep budget and Delete budget, with focus inside', async () => {
      const answers = within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent);
      await expect(answers).toEqual(['', t('Keep budget'), t('Delete budget')]);
      await expect(dialog).toContainFocus();
    });
    await step('The dialog stays open with Delete budget in view', async () => {
      await expect(
        await within(dialog).findByRole('button', { name: t('Delete budget') }),
      ).toBeVisible();
    });
  },
};

/** Confirmation answered by keyboard: Delete closes it, the app acts, focus returns. */
export const ConfirmationConfirmed: Story = {
  ...confirmation,
  name: 'Confirmation accepted',
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, userEvent, args, step }) => {
    await step('Open the confirmation and Tab to Delete budget', async () => {
      const dialog = await openWith(
        canvas,
        userEvent,
        t('Delete March budget'),
        '{Enter}',
        t('Delete your March budget?'),
      );
      await pressKey('{Tab}');
      await pressKey('{Tab}');
      await expect(within(dialog).getByRole('button', { name: t('Delete budget') })).toHaveFocus();
    });
    await step('Enter closes the dialog and the page says the budget is deleted', async () => {
      await pressKey('{Enter}');
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
      // The dialog leaves the page as it closes; the app hears of it from the dialog's close event,
      // which production React may deliver a task later.
      await waitFor(() => expect(args.onOpenChange).toHaveBeenLastCalledWith(false));
      await expect(canvas.getByRole('status')).toHaveTextContent(t('March budget deleted.'));
    });
    await step('Focus is back on the button that opened it', async () => {
      // Opened by the app's own code, not an invoker command: the browser still returns focus.
      await expect(
        await canvas.findByRole('button', { name: t('Delete March budget') }),
      ).toHaveFocus();
    });
  },
};

/** Confirmation dismissed with Escape: nothing happens, focus returns to the opener. */
export const ConfirmationDismissed: Story = {
  ...confirmation,
  name: 'Confirmation dismissed',
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, userEvent, args, step }) => {
    await step('Open the confirmation with Space', async () => {
      await openWith(
        canvas,
        userEvent,
        t('Delete March budget'),
        ' ',
        t('Delete your March budget?'),
      );
    });
    await step('Escape closes it, and nothing is deleted', async () => {
      await pressKey('{Escape}');
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
      // The dialog leaves the page at once; its close event, which reports it, follows a task later.
      await waitFor(() => expect(args.onOpenChange).toHaveBeenLastCalledWith(false));
      await expect(canvas.getByRole('status')).toHaveTextContent('');
    });
    await step('Focus is back on the button that opened it', async () => {
      await expect(
        await canvas.findByRole('button', { name: t('Delete March budget') }),
      ).toHaveFocus();
    });
  },
};

/**
 * The transfer an action starts, held until the play function settles it, so the busy state can
 * be checked for as long as it lasts, with no clock involved.
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
let transfer = gate();
const startTransfer = () => {
  transfer = gate();
  return transfer.promise;
};

/** Moving money: the dialog closes once the transfer has gone through, not before. */
function MoveToSavings() {
  const id = useId();
  const [moved, setMoved] = useState(false);
  return (
    <>
      <DialogTrigger dialog={id} variant="secondary">
        {t('Move $40 to savings')}
      </DialogTrigger>
      <Dialog
        id={id}
        title={t('Move $40 to savings?')}
        description={t('It leaves your checking balance today and shows in savings at once.')}
        onClose={(event) => {
          if (event.currentTarget.returnValue === 'move') setMoved(true);
        }}
        actions={
          <>
            <DialogAction value="cancel" variant="secondary">
              {t('Not now')}
            </DialogAction>
            <DialogAction
              value="move"
              onAction={startTransfer}
              errorMessage={t('The transfer didn’t go through. Your balance hasn’t changed.')}
            >
              {t('Move $40')}
            </DialogAction>
          </>
        }
      />
      <p role="status">{moved ? t('$40 moved to savings.') : ''}</p>
    </>
  );
}

const transferStory = { render: () => <MoveToSavings /> } satisfies Partial<Story>;

async function pressMove(canvas: Canvas, userEvent: UserEvent) {
  const dialog = await openWith(
    canvas,
    userEvent,
    t('Move $40 to savings'),
    '{Enter}',
    t('Move $40 to savings?'),
  );
  await pressKey('{Tab}');
  await pressKey('{Tab}');
  await pressKey('{Enter}');
  return dialog;
}

/**
 * An action with `onAction`: while the transfer runs, Move $40 is busy, Not now and Close are
 * inert and Escape does nothing; once it goes through, the dialog closes.
 */
export const ActionBusy: Story = {
  ...transferStory,
  name: 'Action runs before closing',
  tags: ['played'],
  play: async ({ canvas, userEvent, globals, step }) => {
    let dialog!: HTMLElement;
    await step('Open the dialog and press Move $40: it turns busy and keeps focus', async () => {
      dialog = await pressMove(canvas, userEvent);
      const move = within(dialog).getByRole('button', { name: t('Move $40') });
      await waitFor(() => expect(move).toHaveAttribute('aria-busy', 'true'));
      await expect(move).toHaveFocus();
    });
    await step('While the transfer runs, Not now, Close and Escape do nothing', async () => {
      await expect(within(dialog).getByRole('button', { name: t('Not now') })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await expect(
        within(dialog).getByRole('button', { name: msg({ globals }, 'dialog.close') }),
      ).toHaveAttribute('aria-disabled', 'true');
      await pressKey('{Escape}');
      await expect(dialog).toBeVisible();
    });
    await step('The transfer goes through: the dialog closes and the page says so', async () => {
      transfer.resolve();
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
      // The dialog's `close` event, which carries the answer, follows its closing by a task.
      await waitFor(() =>
        expect(canvas.getByRole('status')).toHaveTextContent(t('$40 moved to savings.')),
      );
    });
    await step('Focus is back on the button that opened it', async () => {
      await expect(
        await canvas.findByRole('button', { name: t('Move $40 to savings') }),
      ).toHaveFocus();
    });
  },
};

/** The transfer fails: the dialog stays open with the error, and Move $40 works again. */
export const ActionFails: Story = {
  ...transferStory,
  name: 'Action fails',
  tags: ['played'],
  play: async ({ canvas, userEvent, step }) => {
    let dialog!: HTMLElement;
    let move!: HTMLElement;
    await step('Open the dialog and press Move $40: it turns busy', async () => {
      dialog = await pressMove(canvas, userEvent);
      move = within(dialog).getByRole('button', { name: t('Move $40') });
      await waitFor(() => expect(move).toHaveAttribute('aria-busy', 'true'));
    });
    await step('The transfer fails: the dialog says why, in place', async () => {
      transfer.reject(new Error('502'));
      await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        t('The transfer didn’t go through. Your balance hasn’t changed.'),
      );
    });
    await step('Move $40 works again, still focused, and no money moved', async () => {
      await expect(move).not.toHaveAttribute('aria-disabled');
      await expect(move).toHaveFocus();
      await expect(canvas.getByRole('status')).toHaveTextContent('');
    });
    await step('The dialog stays open showing the error', async () => {
      await expect(await within(dialog).findByRole('alert')).toBeVisible();
    });
  },
};
