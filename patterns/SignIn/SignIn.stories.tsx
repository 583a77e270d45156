import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pressKey } from '../../src/internal/storybook/keyboard';
import { responsiveModes, spanishModes } from '../../src/internal/storybook/modes';
import { SignIn } from './SignIn';
import { msg, msgPattern } from '../../src/internal/storybook/messages';
import { storyText } from '../../src/internal/storybook/storyText';

/** The screen's words the plays look for, as the screen writes them in each language. */
const t = storyText({
  'Send code': 'Enviar el código',
  'Enter your mobile number': 'Escribe tu número de celular',
  'The US number on your Beem account. Enter your mobile number':
    'El número de EE.\u00a0UU. de tu cuenta de Beem. Escribe tu número de celular',
  'Check your phone': 'Revisa tu teléfono',
  'We texted a 6-digit code to (312) 555-7890.':
    'Te enviamos un código de 6 dígitos al (312) 555-7890.',
  Verify: 'Verificar',
  "That code didn't work. Check the text we sent and try again.":
    'Ese código no funcionó. Revisa el mensaje de texto que te enviamos y vuelve a intentarlo.',
  'Enter the 6-digit code we texted you': 'Escribe el código de 6 dígitos que te enviamos',
  'Resend code': 'Reenviar el código',
  'We sent a new code to (312) 555-7890.': 'Enviamos un código nuevo al (312) 555-7890.',
  'Use a different number': 'Usar otro número',
  'Sign in to Beem': 'Inicia sesión en Beem',
  "You're signed in": 'Ya iniciaste sesión',
  'Your number (312) 555-7890 is confirmed on this device.':
    'Tu número (312) 555-7890 quedó confirmado en este dispositivo.',
  'Go to your account': 'Ir a tu cuenta',
});

/**
 * Sample numbers, no one's. 555-0100 to 555-0199 are kept for films and TV, so no phone gets a
 * text there and the library refuses them as made up: the refused number is one of them. The
 * number that goes through cannot be, so it is (312) 555-7890, the sample the sign-up story uses.
 */
const madeUp = '3125550142';
const sample = { typed: '3125557890', shown: '(312) 555-7890', e164: '+13125557890' };
/** Sample codes: the one the stories' server takes, and one it does not. */
const rightCode = '135792';
const wrongCode = '246810';

/**
 * A call held until the play function settles it, so a busy button can be checked for as long
 * as it lasts, with no clock involved.
 */
function gate<T>() {
  const held: { resolve: (value: T) => void; reject: (error: unknown) => void } = {
    resolve: () => undefined,
    reject: () => undefined,
  };
  const promise = new Promise<T>((resolve, reject) => {
    held.resolve = resolve;
    held.reject = reject;
  });
  return { promise, held };
}
const pending = { send: gate<undefined>(), verify: gate<boolean>(), resend: gate<undefined>() };

const meta = {
  title: 'Patterns/Sign in',
  component: SignIn,
  args: {
    onSendCode: fn(() => {
      pending.send = gate<undefined>();
      return pending.send.promise;
    }),
    onVerify: fn(() => {
      pending.verify = gate<boolean>();
      return pending.verify.promise;
    }),
    onResend: fn(() => {
      pending.resend = gate<undefined>();
      return pending.resend.promise;
    }),
    continueHref: '/home',
  },
  parameters: {
    frame: 'padded',
    modes: { ...responsiveModes, ...spanishModes },
    storyText: t,
  },
} satisfies Meta<typeof SignIn>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

/** The error summary, once it holds focus: the box titled "There is a problem". */
async function focusedSummary({ canvas, canvasElement, globals }: Context) {
  const title = await canvas.findByRole('heading', {
    level: 2,
    name: msg({ globals }, 'errorSummary.title'),
  });
  const page = canvasElement.ownerDocument;
  await waitFor(() => expect(page.activeElement).toContainElement(title));
  return within(page.activeElement as HTMLElement);
}

/** Types the sample number, sends it with Enter, and lets the code go out. */
async function reachCodeStep({ canvas, args, globals }: Context) {
  await userEvent.tab();
  await userEvent.keyboard(sample.typed);
  await pressKey('{Enter}');
  await waitFor(() => expect(args.onSendCode).toHaveBeenCalledWith(sample.e164));
  pending.send.held.resolve(undefined);
  await canvas.findByRole('heading', { level: 1, name: t('Check your phone') });
  const code = canvas.getByRole('group', { name: msg({ globals }, 'otp.label') });
  const first = within(code).getByRole('textbox', {
    name: msg({ globals }, 'otp.digit', { index: 1, count: 6 }),
  });
  await expect(first).toHaveFocus();
  return { code, first };
}
type CodeStep = Awaited<ReturnType<typeof reachCodeStep>>;

/** Sent empty: the summary takes focus, and its link puts focus in the number. */
export const EmptyNumber: Story = {
  name: 'Empty number',
  tags: ['played'],
  play: async (context) => {
    const { canvas, args, globals, step } = context;
    const phone = canvas.getByRole('textbox', { name: msg({ globals }, 'phone.label') });
    await step('Tab past the empty number field to Send code and press it', async () => {
      await userEvent.tab();
      await expect(phone).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: t('Send code') })).toHaveFocus();
      await pressKey('{Enter}');
    });

    await step(
      'The error summary takes focus, and its link puts focus back in the number field',
      async () => {
        const summary = await focusedSummary(context);
        await userEvent.tab();
        await expect(
          summary.getByRole('link', { name: t('Enter your mobile number') }),
        ).toHaveFocus();
        await pressKey('{Enter}');
        await expect(phone).toHaveFocus();
      },
    );
    await step(
      'The number field is marked wrong and says what to enter, and no code is sent',
      async () => {
        await expect(phone).toHaveAttribute('aria-invalid', 'true');
        await expect(phone).toHaveAccessibleDescription(
          t('The US number on your Beem account. Enter your mobile number'),
        );
        await expect(args.onSendCode).not.toHaveBeenCalled();
      },
    );
  },
};

/** A made-up 555-01xx number: refused before anything is sent, with the library's reason. */
export const MadeUpNumber: Story = {
  name: 'Made-up number refused',
  tags: ['played'],
  play: async (context) => {
    const { canvas, args, globals, step } = context;
    const reason = msgPattern({ globals }, 'phone.fictional');
    await step('Type a made-up number and send it', async () => {
      await userEvent.tab();
      await userEvent.keyboard(madeUp);
      await pressKey('{Enter}');
    });

    await step('The error summary takes focus and says the number is made up', async () => {
      const summary = await focusedSummary(context);
      await expect(summary.getByRole('link')).toHaveTextContent(reason);
    });
    await step(
      'The number stays in its field, marked wrong with the reason, and no code is sent',
      async () => {
        const phone = canvas.getByRole('textbox', { name: msg({ globals }, 'phone.label') });
        await expect(phone).toHaveValue('(312) 555-0142');
        await expect(phone).toHaveAttribute('aria-invalid', 'true');
        await expect(phone).toHaveAccessibleDescription(reason);
        await expect(args.onSendCode).not.toHaveBeenCalled();
      },
    );
  },
};

/** A real-looking number: Send code is busy while it goes out, then the code step opens. */
export const CodeSent: Story = {
  name: 'Number sent, code step',
  tags: ['played'],
  play: async ({ canvas, args, globals, step }) => {
    const send = canvas.getByRole('button', { name: t('Send code') });
    await step(
      'Type a real-looking number and send it: Send code is busy while the text goes out',
      async () => {
        await userEvent.tab();
        await userEvent.keyboard(sample.typed);
        await pressKey('{Enter}');
        await waitFor(() => expect(send).toHaveAttribute('aria-busy', 'true'));
        await expect(args.onSendCode).toHaveBeenCalledWith(sample.e164);
      },
    );

    await step('The code step opens with six boxes, focus in the first', async () => {
      pending.send.held.resolve(undefined);
      await expect(
        await canvas.findByRole('heading', { level: 1, name: t('Check your phone') }),
      ).toBeVisible();
      await expect(
        canvas.getByText(t('We texted a 6-digit code to (312) 555-7890.')),
      ).toBeVisible();
      const code = canvas.getByRole('group', { name: msg({ globals }, 'otp.label') });
      await expect(within(code).getAllByRole('textbox')).toHaveLength(6);
      await expect(
        within(code).getByRole('textbox', {
          name: msg({ globals }, 'otp.digit', { index: 1, count: 6 }),
        }),
      ).toHaveFocus();
    });
  },
};

/** A wrong code: the boxes empty, focus is back in the first, and the field says why. */
export const WrongCode: Story = {
  name: 'Wrong code clears the boxes',
  tags: ['played'],
  play: async (context) => {
    const { canvas, args, step } = context;
    // Steps return nothing, so the boxes the code step opened with are handed out this way.
    let opened!: CodeStep;
    await step('Send the number; the code step opens', async () => {
      opened = await reachCodeStep(context);
    });
    const { code, first } = opened;
    const verify = canvas.getByRole('button', { name: t('Verify') });
    await step('Type a wrong code and send it: Verify is busy while it is checked', async () => {
      await userEvent.keyboard(wrongCode);
      await pressKey('{Enter}');
      await waitFor(() => expect(verify).toHaveAttribute('aria-busy', 'true'));
      await expect(args.onVerify).toHaveBeenCalledWith(sample.e164, wrongCode);
    });

    await step(
      'The boxes empty, focus is back in the first, and the field says the code did not work',
      async () => {
        pending.verify.held.resolve(false);
        await waitFor(() => expect(first).toHaveFocus());
        for (const box of within(code).getAllByRole('textbox')) {
          await expect(box).toHaveValue('');
          await expect(box).toHaveAttribute('aria-invalid', 'true');
        }
        await expect(code).toHaveAccessibleDescription(
          t("That code didn't work. Check the text we sent and try again."),
        );
        await expect(verify).not.toHaveAttribute('aria-busy');
      },
    );
  },
};

/** Sent short: the summary's link leads to the code's first empty box. */
export const ShortCode: Story = {
  name: 'Short code: summary to the boxes',
  tags: ['played'],
  play: async (context) => {
    const { args, globals, step } = context;
    let opened!: CodeStep;
    await step('Send the number; the code step opens', async () => {
      opened = await reachCodeStep(context);
    });
    const { code } = opened;
    await step(
      'Send only three digits: the error summary’s link leads to the first empty box',
      async () => {
        await userEvent.keyboard('135');
        await pressKey('{Enter}');

        const summary = await focusedSummary(context);
        await userEvent.tab();
        const link = summary.getByRole('link', { name: t('Enter the 6-digit code we texted you') });
        await expect(link).toHaveFocus();
        await pressKey('{Enter}');
        await waitFor(() =>
          expect(
            within(code).getByRole('textbox', {
              name: msg({ globals }, 'otp.digit', { index: 4, count: 6 }),
            }),
          ).toHaveFocus(),
        );
      },
    );
    await step('The code asks for all six digits, and nothing is checked', async () => {
      await expect(code).toHaveAccessibleDescription(t('Enter the 6-digit code we texted you'));
      await expect(args.onVerify).not.toHaveBeenCalled();
    });
  },
};

/** Resend code, by keyboard: busy while it goes out, then a polite "We sent a new code". */
export const Resent: Story = {
  name: 'Resend announces',
  tags: ['played'],
  play: async (context) => {
    const { canvas, args, step } = context;
    await step('Send the number; the code step opens', async () => {
      await reachCodeStep(context);
    });
    const resend = canvas.getByRole('button', { name: t('Resend code') });
    await step(
      'Tab to Resend code and press it: the button is busy while the code goes out',
      async () => {
        // Past the other five boxes and Verify.
        for (let press = 0; press < 7; press += 1) await userEvent.tab();
        await expect(resend).toHaveFocus();
        await pressKey('{Enter}');
        await waitFor(() => expect(resend).toHaveAttribute('aria-busy', 'true'));
        await expect(args.onResend).toHaveBeenCalledWith(sample.e164);
      },
    );

    await step('The page says a new code was sent, and focus stays on Resend code', async () => {
      pending.resend.held.resolve(undefined);
      await waitFor(() =>
        expect(canvas.getByRole('status')).toHaveTextContent(
          t('We sent a new code to (312) 555-7890.'),
        ),
      );
      await expect(resend).toHaveFocus();
    });
  },
};

/** Use a different number: back to the number, kept and focused, to fix it. */
export const DifferentNumber: Story = {
  name: t('Use a different number'),
  tags: ['played'],
  play: async (context) => {
    const { canvas, globals, step } = context;
    await step('Send the number; the code step opens', async () => {
      await reachCodeStep(context);
    });
    await step('Tab to Use a different number and press it', async () => {
      for (let press = 0; press < 8; press += 1) await userEvent.tab();
      await expect(canvas.getByRole('button', { name: t('Use a different number') })).toHaveFocus();
      await pressKey('{Enter}');
    });

    await step('Back on the number step, the number is kept and has focus', async () => {
      await expect(
        await canvas.findByRole('heading', {
          level: 1,
          name: t('Sign in to Beem'),
        }),
      ).toBeVisible();
      const phone = canvas.getByRole('textbox', { name: msg({ globals }, 'phone.label') });
      await waitFor(() => expect(phone).toHaveFocus());
      await expect(phone).toHaveValue(sample.shown);
    });
  },
};

/** The right code: Verify is busy while it is checked, then the member is signed in. */
export const SignedIn: Story = {
  name: 'Right code signs in',
  tags: ['played'],
  play: async (context) => {
    const { canvas, args, step } = context;
    await step('Send the number; the code step opens', async () => {
      await reachCodeStep(context);
    });
    const verify = canvas.getByRole('button', { name: t('Verify') });
    await step('Type the right code and send it: Verify is busy while it is checked', async () => {
      await userEvent.keyboard(rightCode);
      await pressKey('{Enter}');
      await waitFor(() => expect(verify).toHaveAttribute('aria-busy', 'true'));
      await expect(args.onVerify).toHaveBeenCalledWith(sample.e164, rightCode);
    });

    await step(
      'The member is signed in: the page says the number is confirmed on this device',
      async () => {
        pending.verify.held.resolve(true);
        const heading = await canvas.findByRole('heading', {
          level: 1,
          name: t("You're signed in"),
        });
        await waitFor(() => expect(heading).toHaveFocus());
        await expect(
          canvas.getByText(t('Your number (312) 555-7890 is confirmed on this device.')),
        ).toBeVisible();
        await expect(canvas.getByRole('link', { name: t('Go to your account') })).toHaveAttribute(
          'href',
          '/home',
        );
      },
    );
  },
};
