import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Alert, alertTones, type AlertProps } from './Alert';
import { forcedColorsModes, inEachMode, responsiveModes } from '../../internal/storybook/modes';
import { msg, type StoryGlobals } from '../../internal/storybook/messages';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'Your card expires soon': 'Tu tarjeta vence pronto',
  'Add a new card before May 1 so your next advance is not held up.':
    'Agrega una tarjeta nueva antes del 1 de mayo para que tu próximo adelanto no se retrase.',
  'Scheduled maintenance': 'Mantenimiento programado',
  'Transfers may take longer on Sunday from 2 to 4 am.':
    'Las transferencias pueden tardar más el domingo de 2 a 4 a. m.',
  'Your account is verified': 'Tu cuenta está verificada',
  'You can now ask for an advance.': 'Ya puedes pedir un adelanto.',
  'Add a new card before May 1.': 'Agrega una tarjeta nueva antes del 1 de mayo.',
  'We could not reach your bank': 'No pudimos comunicarnos con tu banco',
  'Check your bank details and try again.': 'Revisa los datos de tu banco e inténtalo de nuevo.',
  'Pay $12.97': 'Pagar $12.97',
  'Your card was declined': 'Tu tarjeta fue rechazada',
  'Nothing was taken. Try another card, or ask your bank why it was refused.':
    'No se cobró nada. Prueba con otra tarjeta o pregúntale a tu banco por qué la rechazó.',
  'Save details': 'Guardar datos',
  'Your details are saved.': 'Tus datos están guardados.',
  'Add a card': 'Agregar una tarjeta',
  'Payment methods': 'Métodos de pago',
  'We have changed how instant transfers are priced: the fee now depends on the amount you move and how quickly you need it':
    'Cambiamos el precio de las transferencias instantáneas: ahora la tarifa depende del monto que mueves y de qué tan rápido lo necesitas',
  'Nothing changes for standard transfers, which stay free.':
    'Nada cambia para las transferencias estándar, que siguen siendo gratis.',
});

/** The link an alert offers: adding a card. */
function AddCard() {
  return (
    <Button size="sm" variant="secondary" href="#add-card">
      {t('Add a card')}
    </Button>
  );
}

const meta = {
  title: 'Components/Feedback/Alert',
  component: Alert,
  tags: ['beta', 'server'],
  args: {
    tone: 'caution',
    title: 'Your card expires soon',
    children: 'Add a new card before May 1 so your next advance is not held up.',
  },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: alertTones,
      table: { defaultValue: { summary: 'info' } },
    },
    title: { control: 'text' },
    children: { control: 'text' },
    toneLabel: { control: 'text' },
    action: { control: false },
  },
  parameters: { modes: { ...responsiveModes, ...forcedColorsModes }, storyText: t },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Docs story: try every prop from the controls panel. */
export const Playground: Story = {
  play: async ({ canvas, globals, step }) => {
    const title = canvas.getByText(t('Your card expires soon'));
    await step('The title is read with its tone, warning', async () => {
      await expect(title).toHaveTextContent(
        `${msg({ globals }, 'alert.tone', { tone: 'warning' })}: ${t('Your card expires soon')}`,
      );
    });
    await step('The alert is read in its place, not announced, and its message shows', async () => {
      // On the page from the start: read in its place, not announced.
      await expect(canvas.queryByRole('alert')).toBeNull();
      await expect(
        await canvas.findByText(
          t('Add a new card before May 1 so your next advance is not held up.'),
        ),
      ).toBeVisible();
    });
  },
};

/** Each tone's title and message, in the language the story is drawn in. */
const examples = () =>
  ({
    info: [t('Scheduled maintenance'), t('Transfers may take longer on Sunday from 2 to 4 am.')],
    positive: [t('Your account is verified'), t('You can now ask for an advance.')],
    caution: [t('Your card expires soon'), t('Add a new card before May 1.')],
    critical: [t('We could not reach your bank'), t('Check your bank details and try again.')],
  }) as const satisfies Record<(typeof alertTones)[number], readonly [string, string]>;

/** The word a tone is read as, in the story's locale (the catalogue names tones as it did first). */
const toneWord = (context: StoryGlobals, tone: (typeof alertTones)[number]) =>
  msg(context, 'alert.tone', {
    tone: { info: 'info', positive: 'success', caution: 'warning', critical: 'critical' }[tone],
  });

/** Info, positive, caution and critical, each with its own icon and spoken word. */
export const Tones: Story = {
  render: (args) => (
    <Box display="grid" gap="4">
      {alertTones.map((tone) => (
        <Alert key={tone} {...args} tone={tone} title={examples()[tone][0]}>
          {examples()[tone][1]}
        </Alert>
      ))}
    </Box>
  ),
  play: async ({ canvas, globals, step }) => {
    await step('Alerts already on the page are not announced', async () => {
      await expect(canvas.queryByRole('alert')).toBeNull();
      await expect(canvas.queryByRole('status')).toBeNull();
    });
    await step('Each tone says its word before the title and draws its own icon', async () => {
      const glyphs = new Set<string>();
      for (const tone of alertTones) {
        const [title, body] = examples()[tone];
        const titleElement = canvas.getByText(title);
        // The word stands in for the icon and the colour, neither of which a screen reader has.
        await expect(titleElement).toHaveTextContent(`${toneWord({ globals }, tone)}: ${title}`);
        await expect(canvas.getByText(body)).toBeVisible();
        const box = titleElement.closest<HTMLElement>('p')?.parentElement?.parentElement;
        const svg = box?.querySelector('svg');
        await expect(svg).toHaveAttribute('aria-hidden', 'true');
        glyphs.add(svg?.innerHTML ?? '');
      }
      await expect(glyphs.size).toBe(alertTones.length);
    });
  },
};

function PayForm(props: Partial<AlertProps>) {
  const [failed, setFailed] = useState(false);
  return (
    <Box display="grid" gap="4">
      <Box>
        <Button
          onClick={() => {
            setFailed(true);
          }}
        >
          {t('Pay $12.97')}
        </Button>
      </Box>
      {failed && (
        <Alert {...props} tone="critical" title={t('Your card was declined')} announce>
          {t('Nothing was taken. Try another card, or ask your bank why it was refused.')}
        </Alert>
      )}
    </Box>
  );
}

/** After an action, a declined payment appears as role="alert" and is read out at once. */
export const AnnouncedError: Story = {
  name: 'Announced error',
  render: (args) => <PayForm {...args} />,
  tags: ['played'],
  play: async ({ canvas, userEvent, globals, step }) => {
    await step('Before paying there is no alert', async () => {
      await expect(canvas.queryByRole('alert')).toBeNull();
    });
    await step('Press Pay and the declined card is read out at once', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      const alert = await canvas.findByRole('alert');
      await expect(alert).toHaveTextContent(
        `${msg({ globals }, 'alert.tone', { tone: 'critical' })}: ${t('Your card was declined')}${t('Nothing was taken. Try another card, or ask your bank why it was refused.')}`,
      );
    });
    await step('Focus stays on the Pay button', async () => {
      // Focus stays where the visitor was: the alert is read out without taking it.
      await expect(canvas.getByRole('button', { name: t('Pay $12.97') })).toHaveFocus();
    });
  },
};

function SaveForm(props: Partial<AlertProps>) {
  const [saved, setSaved] = useState(false);
  return (
    <Box display="grid" gap="4">
      <Box>
        <Button
          onClick={() => {
            setSaved(true);
          }}
        >
          {t('Save details')}
        </Button>
      </Box>
      {saved && (
        <Alert {...props} tone="positive" title={undefined} announce>
          {t('Your details are saved.')}
        </Alert>
      )}
    </Box>
  );
}

/** After an action, a saved form says so politely (role="status"), body only. */
export const AnnouncedSuccess: Story = {
  name: 'Announced success',
  render: (args) => <SaveForm {...args} />,
  tags: ['played'],
  play: async ({ canvas, userEvent, globals, step }) => {
    await step('Press Save and the confirmation is read politely, not as an alert', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      await expect(canvas.queryByRole('alert')).toBeNull();
      const status = await canvas.findByRole('status');
      // No title: the spoken word leads the body instead.
      await expect(status).toHaveTextContent(
        `${msg({ globals }, 'alert.tone', { tone: 'success' })}: ${t('Your details are saved.')}`,
      );
      await expect(within(status).getByText(t('Your details are saved.'))).toBeVisible();
    });
  },
};

/**
 * With an action and a close button: the link under the message, the close button level with the
 * title.
 */
export const WithAction: Story = {
  name: 'With action',
  args: {
    action: <AddCard />,
    onDismiss: fn(),
  },
  play: async ({ canvas, globals, step }) => {
    const title = canvas.getByText(t('Your card expires soon'));
    const close = canvas.getByRole('button', { name: msg({ globals }, 'alert.dismiss') });
    const link = canvas.getByRole('link', { name: t('Add a card') });
    const line = parseFloat(getComputedStyle(title).lineHeight);
    const titleBox = title.getBoundingClientRect();
    const closeBox = close.getBoundingClientRect();
    await step('The close button sits level with the title', async () => {
      await expect(closeBox.top + closeBox.height / 2).toBeCloseTo(titleBox.top + line / 2, 0);
    });
    await step('The Add a card link sits under the message and goes to adding a card', async () => {
      await expect(link.getBoundingClientRect().top).toBeGreaterThan(
        canvas
          .getByText(t('Add a new card before May 1 so your next advance is not held up.'))
          .getBoundingClientRect().bottom,
      );
      await expect(await canvas.findByRole('link', { name: t('Add a card') })).toHaveAttribute(
        'href',
        '#add-card',
      );
    });
  },
};

function CardSettings(props: Partial<AlertProps> & { onDismiss: () => void }) {
  const [open, setOpen] = useState(true);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <Box display="grid" gap="4">
      <Box as="h2" margin="0" ref={heading} tabIndex={-1}>
        {t('Payment methods')}
      </Box>
      {open && (
        <Alert
          {...props}
          action={<AddCard />}
          onDismiss={() => {
            props.onDismiss();
            setOpen(false);
            // The button that had focus is gone: focus goes to the section it belonged to.
            heading.current?.focus();
          }}
        />
      )}
    </Box>
  );
}

/** Tab reaches the link then the close button; closing returns focus to the section. */
export const ActionAndDismiss: Story = {
  name: 'Action and dismiss',
  tags: ['test-only', '!autodocs'],
  args: { onDismiss: fn() },
  render: (args) => <CardSettings {...args} onDismiss={args.onDismiss ?? (() => undefined)} />,
  play: async ({ canvas, userEvent, args, globals, step }) => {
    await step('Tab reaches the Add a card link first', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: t('Add a card') })).toHaveFocus();
    });
    await step('Tab again reaches the close button, which says which alert it closes', async () => {
      await userEvent.tab();
      const close = canvas.getByRole('button', { name: msg({ globals }, 'alert.dismiss') });
      await expect(close).toHaveFocus();
      // Several alerts can be open at once: the description says which one this button closes.
      await expect(close).toHaveAccessibleDescription(
        `${msg({ globals }, 'alert.tone', { tone: 'warning' })}: ${t('Your card expires soon')}`,
      );
    });
    await step('Enter closes the alert and focus returns to the section heading', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onDismiss).toHaveBeenCalledTimes(1);
      await expect(canvas.queryByText(t('Your card expires soon'))).toBeNull();
      await expect(canvas.getByRole('heading', { name: t('Payment methods') })).toHaveFocus();
    });
  },
};

/** A title that already says "Error" is not preceded by the word again. */
export const TitleSaysTheTone: Story = {
  name: 'Title says the tone',
  tags: ['test-only', '!autodocs'],
  args: {
    tone: 'critical',
    title: 'Error: the code has expired',
    children: 'Ask for a new code; each one works for 10 minutes.',
  },
  play: async ({ canvas, step }) => {
    const title = canvas.getByText('Error: the code has expired');
    await step('The title is read once, without a second Error in front', async () => {
      await expect(title.textContent).toBe('Error: the code has expired');
      await expect(await canvas.findByText(/Ask for a new code/)).toBeVisible();
    });
  },
};

/** A long title wraps beside its icon, which stays on the middle of the first line. */
export const LongTitle: Story = {
  name: 'Long title',
  args: {
    tone: 'info',
    title:
      'We have changed how instant transfers are priced: the fee now depends on the amount you move and how quickly you need it',
    children: 'Nothing changes for standard transfers, which stay free.',
  },
  play: async ({ canvas, canvasElement, step }) => {
    const title = canvas.getByText(
      t(
        'We have changed how instant transfers are priced: the fee now depends on the amount you move and how quickly you need it',
      ),
    );
    const icon = canvasElement.querySelector('svg');
    if (!icon) throw new Error('no icon');
    const line = parseFloat(getComputedStyle(title).lineHeight);
    await step('The title wraps and the icon stays on its first line', async () => {
      const onFirstLine = async () => {
        const titleBox = title.getBoundingClientRect();
        const iconBox = icon.getBoundingClientRect();
        await expect(iconBox.top + iconBox.height / 2).toBeCloseTo(titleBox.top + line / 2, 0);
      };
      await inEachMode({
        mobile: async () => {
          await expect(title.getBoundingClientRect().height).toBeGreaterThan(2 * line);
          await onFirstLine();
        },
        desktop: onFirstLine,
      });
    });
    await step('The message shows under the title', async () => {
      await expect(
        await canvas.findByText(t('Nothing changes for standard transfers, which stay free.')),
      ).toBeVisible();
    });
  },
};
