import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Dialog, DialogTrigger } from '../Dialog/Dialog';
import { ToastProvider, toastTones, useToast, type ToastTone } from './Toast';
import { pressKey } from '../../internal/storybook/keyboard';
import { forcedColorsModes, spanishModes } from '../../internal/storybook/modes';
import { msg, type StoryGlobals } from '../../internal/storybook/messages';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'Draft saved.': 'Borrador guardado.',
  'We will text you when your advance is ready.':
    'Te enviaremos un mensaje de texto cuando tu adelanto esté listo.',
  'Link sent! Check your messages.': '¡Enlace enviado! Revisa tus mensajes.',
  'Your session ends in 2 minutes. Save your changes.':
    'Tu sesión termina en 2 minutos. Guarda tus cambios.',
  'Something went wrong. You gotta use your real number. No VoIP, Google Voice or burners.':
    'Algo salió mal. Tienes que usar tu número real: nada de VoIP, Google Voice ni números desechables.',
  'Show neutral': 'Mostrar neutral',
  'Show info': 'Mostrar información',
  'Show positive': 'Mostrar positivo',
  'Show caution': 'Mostrar precaución',
  'Show critical': 'Mostrar crítico',
  'Your $100 cash advance could not be sent to your bank.':
    'No pudimos enviar tu adelanto de efectivo de $100 a tu banco.',
  'View details': 'Ver detalles',
  'Send advance': 'Enviar adelanto',
  'Your bank refused the transfer. Try another account.':
    'Tu banco rechazó la transferencia. Prueba con otra cuenta.',
  'Move money': 'Mover dinero',
  'From Checking to Savings. It arrives in a minute or two.':
    'De tu cuenta de cheques a tus ahorros. Llega en uno o dos minutos.',
  'Sent $100 to Savings.': 'Enviaste $100 a tus ahorros.',
  Undo: 'Deshacer',
  'Transfer canceled. The $100 is back in Checking.':
    'Transferencia cancelada. Los $100 volvieron a tu cuenta de cheques.',
  'Send $100': 'Enviar $100',
});

/** Each tone's sample message, in the language the story is drawn in. */
const samples = (): Record<ToastTone, string> => ({
  neutral: t('Draft saved.'),
  info: t('We will text you when your advance is ready.'),
  positive: t('Link sent! Check your messages.'),
  caution: t('Your session ends in 2 minutes. Save your changes.'),
  critical: t(
    'Something went wrong. You gotta use your real number. No VoIP, Google Voice or burners.',
  ),
});

/** Each tone's button, in the language the story is drawn in. */
const showLabels = (): Record<ToastTone, string> => ({
  neutral: t('Show neutral'),
  info: t('Show info'),
  positive: t('Show positive'),
  caution: t('Show caution'),
  critical: t('Show critical'),
});

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
            toast.show(tone, samples()[tone]);
          }}
        >
          {showLabels()[tone]}
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
  // The triggers are the example's own buttons, not a value a designer edits: a control would
  // print their element as source in the props table.
  argTypes: { children: { control: false, table: { type: { summary: 'ReactNode' } } } },
  // Toasts are fixed to the bottom of the window: the screenshot takes the whole window.
  parameters: {
    screenshot: { target: 'page' },
    modes: { ...forcedColorsModes, ...spanishModes },
    storyText: t,
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const liveRegions = (canvasElement: HTMLElement, globals: StoryGlobals['globals']) => {
  const notifications = within(canvasElement.ownerDocument.body).getByRole('region', {
    name: msg({ globals }, 'toast.region'),
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
  tags: ['played'],
  play: async ({ canvas, canvasElement, userEvent, globals, step }) => {
    const { status, alert } = liveRegions(canvasElement, globals);
    await step('Press Show neutral: the toast shows and is announced politely', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t('Show neutral') }));
      await expect(await within(status).findByText(samples().neutral)).toBeVisible();
      await expect(alert).toBeEmptyDOMElement();
    });
  },
};

/** Info: announced politely in the status region. */
export const Info: Story = {
  // Long enough that the toast is still there when the screenshot is taken.
  args: { duration: 60_000 },
  tags: ['played'],
  play: async ({ canvas, canvasElement, userEvent, globals, step }) => {
    const { status, alert } = liveRegions(canvasElement, globals);
    await step('Press Show info: the toast shows and is announced politely', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t('Show info') }));
      await expect(await within(status).findByText(samples().info)).toBeVisible();
      await expect(alert).toBeEmptyDOMElement();
    });
  },
};

/** Positive, it worked: announced politely in the status region. */
export const Positive: Story = {
  // Long enough that the toast is still there when the screenshot is taken.
  args: { duration: 60_000 },
  tags: ['played'],
  play: async ({ canvas, canvasElement, userEvent, globals, step }) => {
    const { status, alert } = liveRegions(canvasElement, globals);
    await step('Press Show positive: the toast shows and is announced politely', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t('Show positive') }));
      await expect(await within(status).findByText(samples().positive)).toBeVisible();
      await expect(alert).toBeEmptyDOMElement();
    });
  },
};

/** Caution, it may go wrong: announced at once in the alert region. */
export const Caution: Story = {
  // Long enough that the toast is still there when the screenshot is taken.
  args: { duration: 60_000 },
  tags: ['played'],
  play: async ({ canvas, canvasElement, userEvent, globals, step }) => {
    const { status, alert } = liveRegions(canvasElement, globals);
    await step('Press Show caution: the toast shows and is announced at once', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t('Show caution') }));
      await expect(await within(alert).findByText(samples().caution)).toBeVisible();
      await expect(status).toBeEmptyDOMElement();
    });
  },
};

/** Critical, it went wrong: announced at once in the alert region. */
export const Critical: Story = {
  // Long enough that the toast is still there when the screenshot is taken.
  args: { duration: 60_000 },
  tags: ['played'],
  play: async ({ canvas, canvasElement, userEvent, globals, step }) => {
    const { status, alert } = liveRegions(canvasElement, globals);
    await step('Press Show critical: the toast shows and is announced at once', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t('Show critical') }));
      await expect(await within(alert).findByText(samples().critical)).toBeVisible();
      await expect(status).toBeEmptyDOMElement();
    });
  },
};

/** Dismissed with the keyboard: the toast is gone. */
export const Dismiss: Story = {
  name: 'Dismissed',
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, canvasElement, userEvent, globals, step }) => {
    const { status } = liveRegions(canvasElement, globals);
    await step('Show a toast and dismiss it by keyboard: it is gone', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t('Show info') }));
      const close = await within(status).findByRole('button', {
        name: msg({ globals }, 'toast.dismiss'),
      });
      close.focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(status).toBeEmptyDOMElement());
    });
    await step('The page is as it was', async () => {
      await expect(await canvas.findByRole('button', { name: t('Show info') })).toBeVisible();
    });
  },
};

/** Gone after its time (shortened to 300 ms here; 5000 ms by default). */
export const AutoDismiss: Story = {
  name: 'Auto-dismiss',
  tags: ['test-only', '!autodocs'],
  args: { duration: 300 },
  play: async ({ canvas, canvasElement, userEvent, globals, step }) => {
    const { status } = liveRegions(canvasElement, globals);
    await step('Show a toast', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t('Show positive') }));
      await expect(await within(status).findByText(samples().positive)).toBeVisible();
    });
    await step('It leaves after its time, and the page is as it was', async () => {
      await waitFor(() => expect(status).toBeEmptyDOMElement(), { timeout: 2000 });
      await expect(await canvas.findByRole('button', { name: t('Show positive') })).toBeVisible();
    });
  },
};

/** It stays past its time, then leaves once let go. */
export const PausedWhileHovered: Story = {
  name: 'Paused while hovered',
  tags: ['test-only', '!autodocs'],
  args: { duration: 300 },
  play: async ({ canvas, canvasElement, userEvent, globals, step }) => {
    const { status } = liveRegions(canvasElement, globals);
    await userEvent.click(canvas.getByRole('button', { name: t('Show positive') }));
    const toast = await within(status).findByText(samples().positive);
    await step('Hover over the toast: it stays past its time', async () => {
      await userEvent.hover(toast);
      await new Promise((resolve) => setTimeout(resolve, 600));
      await expect(toast).toBeVisible();
    });
    await step('Move away but focus its dismiss button: it still stays', async () => {
      await userEvent.unhover(toast);
      within(status)
        .getByRole('button', { name: msg({ globals }, 'toast.dismiss') })
        .focus();
      await new Promise((resolve) => setTimeout(resolve, 600));
      await expect(toast).toBeVisible();
    });
    await step('Let go and the toast leaves', async () => {
      (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
      await waitFor(() => expect(status).toBeEmptyDOMElement(), { timeout: 2000 });
      await expect(await canvas.findByRole('button', { name: t('Show positive') })).toBeVisible();
    });
  },
};

const declined = 'Your $100 cash advance could not be sent to your bank.';

/** A critical toast with an action, as the app raises one after a failed transfer. */
function DeclinedTransfer() {
  const toast = useToast();
  const [details, setDetails] = useState(false);
  return (
    <Box display="flex" flexDirection="column" alignItems="flex-start" gap="3">
      <Button
        variant="secondary"
        onClick={() => {
          toast.show('critical', t('Your $100 cash advance could not be sent to your bank.'), {
            action: {
              label: t('View details'),
              onAction: () => {
                setDetails(true);
              },
            },
          });
        }}
      >
        {t('Send advance')}
      </Button>
      {details && <p>{t('Your bank refused the transfer. Try another account.')}</p>}
    </Box>
  );
}

/** Critical, with an action beside the message: announced at once, in the alert region. */
export const WithAction: Story = {
  name: 'With an action',
  args: { children: <DeclinedTransfer />, duration: 60_000 },
  tags: ['played'],
  play: async ({ canvas, canvasElement, userEvent, globals, step }) => {
    const { alert, status } = liveRegions(canvasElement, globals);
    await step('Send the advance: the failure is announced at once', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t('Send advance') }));
      await expect(await within(alert).findByText(t(declined))).toBeVisible();
    });
    await step('View details sits beside the message, and nothing is said politely', async () => {
      await expect(within(alert).getByRole('button', { name: t('View details') })).toBeVisible();
      await expect(status).toBeEmptyDOMElement();
    });
  },
};

/**
 * The action, reached from anywhere with F6 and taken with Enter; the toast leaves and focus goes
 * back where it was.
 */
export const ActionByKeyboard: Story = {
  name: 'Action by keyboard',
  tags: ['test-only', '!autodocs'],
  args: { children: <DeclinedTransfer />, duration: 60_000 },
  play: async ({ canvas, canvasElement, userEvent, globals, step }) => {
    const { alert } = liveRegions(canvasElement, globals);
    const send = canvas.getByRole('button', { name: t('Send advance') });
    await step(
      'Tab to Send advance and press Enter: the failure is announced at once',
      async () => {
        await userEvent.tab();
        await expect(send).toHaveFocus();
        await userEvent.keyboard('{Enter}');
        // Critical: in the assertive region, read out at once.
        await expect(await within(alert).findByText(t(declined))).toBeVisible();
        await expect(alert).toHaveAttribute('role', 'alert');
      },
    );
    await step("F6 moves to the toast's action and back again", async () => {
      await userEvent.keyboard('{F6}');
      const action = within(alert).getByRole('button', { name: t('View details') });
      await expect(action).toHaveFocus();
      await userEvent.keyboard('{F6}');
      await expect(send).toHaveFocus();
    });
    await step('F6 and Enter take the action: the details show', async () => {
      await userEvent.keyboard('{F6}');
      await userEvent.keyboard('{Enter}');
      await expect(
        await canvas.findByText(t('Your bank refused the transfer. Try another account.')),
      ).toBeVisible();
    });
    await step('The toast leaves and focus goes back to Send advance', async () => {
      await waitFor(() => expect(alert).toBeEmptyDOMElement());
      await expect(send).toHaveFocus();
    });
  },
};

/** Focus inside stops the clock (300 ms here): still there well after; it leaves once focus does. */
export const PausedWhileFocused: Story = {
  name: 'Paused while focused',
  tags: ['test-only', '!autodocs'],
  args: { duration: 300 },
  play: async ({ canvas, canvasElement, userEvent, globals, step }) => {
    const { status } = liveRegions(canvasElement, globals);
    const trigger = canvas.getByRole('button', { name: t('Show info') });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const toast = await within(status).findByText(samples().info);
    await step('F6 moves focus into the toast', async () => {
      await userEvent.keyboard('{F6}');
      await expect(
        within(status).getByRole('button', { name: msg({ globals }, 'toast.dismiss') }),
      ).toHaveFocus();
    });
    await step('With focus inside, the toast stays past its time', async () => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await expect(toast).toBeVisible();
    });
    await step('F6 takes focus back to the button and the toast leaves', async () => {
      await userEvent.keyboard('{F6}');
      await expect(trigger).toHaveFocus();
      await waitFor(() => expect(status).toBeEmptyDOMElement(), { timeout: 2000 });
    });
  },
};

/** A transfer made inside a dialog, confirmed by a toast with an undo. */
function TransferDialog() {
  const toast = useToast();
  return (
    <>
      <DialogTrigger dialog="move-money" variant="secondary">
        {t('Move money')}
      </DialogTrigger>
      <Dialog
        id="move-money"
        title={t('Move money')}
        description={t('From Checking to Savings. It arrives in a minute or two.')}
      >
        <Box display="flex" flexDirection="column" alignItems="flex-start" gap="3">
          <Button
            onClick={() => {
              toast.show('positive', t('Sent $100 to Savings.'), {
                action: {
                  label: t('Undo'),
                  onAction: () => {
                    toast.show('info', t('Transfer canceled. The $100 is back in Checking.'));
                  },
                },
              });
            }}
          >
            {t('Send $100')}
          </Button>
        </Box>
      </Dialog>
    </>
  );
}

/**
 * Raised from inside a modal dialog: drawn above it, not under its backdrop, and the next stop
 * of the dialog's tab order.
 */
export const AboveDialog: Story = {
  name: 'Above a dialog',
  args: { children: <TransferDialog />, duration: 60_000 },
  tags: ['played'],
  play: async ({ canvas, canvasElement, userEvent, globals, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    await step('Open the Move money dialog by keyboard', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: t('Move money') })).toHaveFocus();
      await pressKey('{Enter}');
    });
    const dialog = await body.findByRole('dialog', { name: t('Move money') });
    const send = within(dialog).getByRole('button', { name: t('Send $100') });
    await step('Send $100 from inside the dialog', async () => {
      send.focus();
      await pressKey('{Enter}');
    });
    const { status } = liveRegions(canvasElement, globals);
    const message = await within(status).findByText(t('Sent $100 to Savings.'));
    await step('The confirmation shows on top of the dialog, not under its backdrop', async () => {
      await expect(message).toBeVisible();
      // On top: the point at the toast's centre belongs to the toast, not to the dialog's backdrop.
      const box = message.getBoundingClientRect();
      const hit = canvasElement.ownerDocument.elementFromPoint(
        box.left + box.width / 2,
        box.top + box.height / 2,
      );
      await expect(message).toContainElement(hit as HTMLElement | null);
    });
    await step(
      'Tab to Undo and press it: the transfer is canceled and focus goes back into the dialog',
      async () => {
        await pressKey('{Tab}');
        const undo = within(status).getByRole('button', { name: t('Undo') });
        await expect(undo).toHaveFocus();
        await pressKey('{Enter}');
        // The undo's own confirmation, above the dialog too; the toast it came from has gone.
        await expect(
          await within(status).findByText(t('Transfer canceled. The $100 is back in Checking.')),
        ).toBeVisible();
        await expect(message).not.toBeInTheDocument();
        // Focus went back into the dialog, where it was before the toast.
        await expect(send).toHaveFocus();
      },
    );
  },
};
