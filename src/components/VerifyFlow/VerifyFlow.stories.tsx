import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import { SEND_VERIFICATION_CODE_MUTATION } from '../../helpers/auth/authClient';
import { VerifyFlow } from './VerifyFlow';
import { spanishModes } from '../../internal/storybook/modes';
import { msg, storyLocale } from '../../internal/storybook/messages';

/** The requests the mock auth API received in the current story. */
interface AuthRequest {
  query: string;
  variables: { input: Record<string, string> };
}
let requests: AuthRequest[] = [];
const VALID_CODE = '2468';

const authApi = http.post('*/graphql', async ({ request }) => {
  const body = (await request.json()) as AuthRequest;
  requests.push(body);
  await delay(50);
  if (body.query === SEND_VERIFICATION_CODE_MUTATION) {
    return HttpResponse.json({ data: { sendVerificationCode: { success: true } } });
  }
  const token = body.variables.input.code === VALID_CODE ? 'tok-verified' : null;
  return HttpResponse.json({ data: { verifyCode: token ? { token } : null } });
});

const meta = {
  title: 'Beem components/VerifyFlow',
  component: VerifyFlow,
  tags: ['beta', 'client'],
  args: { returnUrl: '/pricing/plus?ref=menu', navigate: fn(), origin: 'https://app.trybeem.com' },
  parameters: {
    modes: spanishModes,
    msw: { handlers: [authApi] },
  },
  beforeEach: () => {
    requests = [];
    window.localStorage.removeItem('token');
    window.localStorage.removeItem('device-id');
  },
} satisfies Meta<typeof VerifyFlow>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

/** The first of the code's four boxes, as the boxes are named. */
const firstDigit = (context: Pick<Context, 'globals'>) =>
  msg(context, 'otp.digit', { index: 1, count: 4 });

const toCodeStep = async ({
  canvas,
  userEvent,
  globals,
}: Pick<Context, 'canvas' | 'userEvent' | 'globals'>) => {
  await userEvent.type(
    canvas.getByRole('textbox', { name: msg({ globals }, 'phone.label') }),
    '4152345678',
  );
  await userEvent.click(canvas.getByRole('button', { name: msg({ globals }, 'verify.sendCode') }));
  return canvas.findByRole('group', { name: msg({ globals }, 'otp.label') });
};

const typeCode = async (
  { canvas, userEvent, globals }: Pick<Context, 'canvas' | 'userEvent' | 'globals'>,
  code: string,
) => {
  await waitFor(() =>
    expect(canvas.getByRole('textbox', { name: firstDigit({ globals }) })).toHaveFocus(),
  );
  await userEvent.keyboard(code);
};

/** "Sign in to Beem", the number field and Send code. */
export const PhoneStep: Story = {
  name: 'Phone step',
  play: async ({ canvas, globals, step }) => {
    await step('The page asks you to sign in to Beem', async () => {
      await expect(
        canvas.getByRole('heading', { level: 1, name: msg({ globals }, 'verify.titleSignin') }),
      ).toBeVisible();
    });
    await step('The number field is empty and Send code is ready', async () => {
      await expect(
        canvas.getByRole('textbox', { name: msg({ globals }, 'phone.label') }),
      ).toHaveValue('');
      await expect(
        await canvas.findByRole('button', { name: msg({ globals }, 'verify.sendCode') }),
      ).toBeEnabled();
    });
  },
};

/** Sign-up mode: "Create your Beem account". */
export const SignUp: Story = {
  name: 'Sign-up',
  args: { mode: 'signup' },
  tags: ['played'],
  play: async ({ canvas, userEvent, globals, step }) => {
    await step('Enter a number and send the code: it is sent for a new account', async () => {
      await toCodeStep({ canvas, userEvent, globals });
      await expect(requests[0]?.variables.input.mode).toBe('signup');
    });
    await step('The page asks you to create your Beem account', async () => {
      await expect(
        await canvas.findByRole('heading', { name: msg({ globals }, 'verify.titleSignup') }),
      ).toBeVisible();
    });
  },
};

/** The code went to the number shown, focus in the first box. */
export const CodeStep: Story = {
  name: 'Code step',
  tags: ['played'],
  play: async ({ canvas, userEvent, globals, step }) => {
    await step('Enter a number and send the code: it goes to that number', async () => {
      await toCodeStep({ canvas, userEvent, globals });
      await expect(requests[0]).toEqual({
        query: SEND_VERIFICATION_CODE_MUTATION,
        variables: { input: { phone: '+14152345678', mode: 'signin' } },
      });
    });
    await step('The page shows the number the code went to', async () => {
      await expect(
        canvas.getByText(
          msg({ globals }, 'verify.enterCode', { length: 4, phone: '(415) 234-5678' }),
        ),
      ).toBeVisible();
    });
    await step('Focus is in the first box', async () => {
      await expect(
        await canvas.findByRole('textbox', { name: firstDigit({ globals }) }),
      ).toHaveFocus();
    });
  },
};

/** The error is shown, the boxes are cleared for another try. */
export const WrongCode: Story = {
  name: 'Wrong code',
  tags: ['played'],
  play: async ({ canvas, userEvent, args, globals, step }) => {
    await step('Type a wrong code: the error shows', async () => {
      await toCodeStep({ canvas, userEvent, globals });
      await typeCode({ canvas, userEvent, globals }, '1111');
      await expect(await canvas.findByText(msg({ globals }, 'auth.wrongCode'))).toBeVisible();
    });
    await step('The boxes are cleared, and you are not signed in', async () => {
      await expect(canvas.getByRole('textbox', { name: firstDigit({ globals }) })).toHaveValue('');
      await expect(args.navigate).not.toHaveBeenCalled();
      await expect(window.localStorage.getItem('token')).toBeNull();
    });
    await step('Focus is back in the first box for another try', async () => {
      await expect(
        await canvas.findByRole('textbox', { name: firstDigit({ globals }) }),
      ).toHaveFocus();
    });
  },
};

/** A new code is sent and the page says so. */
export const Resend: Story = {
  tags: ['played'],
  play: async ({ canvas, userEvent, globals, step }) => {
    await step('Ask for a new code: the page says it was sent', async () => {
      await toCodeStep({ canvas, userEvent, globals });
      await userEvent.click(
        canvas.getByRole('button', { name: msg({ globals }, 'verify.resend') }),
      );
      await waitFor(() =>
        expect(canvas.getByRole('status')).toHaveTextContent(
          msg({ globals }, 'verify.resent', { phone: '(415) 234-5678' }),
        ),
      );
    });
    await step('A second code was sent, and you can ask again', async () => {
      await expect(
        requests.filter(({ query }) => query === SEND_VERIFICATION_CODE_MUTATION),
      ).toHaveLength(2);
      await expect(
        await canvas.findByRole('button', { name: msg({ globals }, 'verify.resend') }),
      ).toBeEnabled();
    });
  },
};

/** "Wrong number?" goes back to the phone step with the number kept. */
export const WrongNumber: Story = {
  name: 'Wrong number',
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, userEvent, globals, step }) => {
    await step('On the code step, press Wrong number? and the code boxes go', async () => {
      await toCodeStep({ canvas, userEvent, globals });
      const wrongNumber = canvas.getByRole('button', {
        name: msg({ globals }, 'verify.wrongNumber'),
      });
      wrongNumber.focus();
      await userEvent.keyboard('{Enter}');
      await expect(canvas.queryByRole('group', { name: msg({ globals }, 'otp.label') })).toBeNull();
    });
    await step('Focus lands on the number, kept as typed', async () => {
      // Focus lands on the number to correct, kept as typed.
      const field = await canvas.findByRole('textbox', {
        name: msg({ globals }, 'phone.label'),
      });
      await waitFor(() => expect(field).toHaveFocus());
      await expect(field).toHaveValue('(415) 234-5678');
    });
  },
};

/** Token and device id stored, back to the safe returnUrl. */
export const Verified: Story = {
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, userEvent, args, globals, step }) => {
    await step('Type the right code: you go back to the page you came from', async () => {
      await toCodeStep({ canvas, userEvent, globals });
      await typeCode({ canvas, userEvent, globals }, VALID_CODE);
      await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/pricing/plus?ref=menu'));
    });
    await step('The sign-in and this device are remembered', async () => {
      await expect(window.localStorage.getItem('token')).toBe('tok-verified');
      const device = window.localStorage.getItem('device-id');
      await expect(device).toMatch(/^[0-9a-f-]{36}$/);
      await expect(requests.at(-1)?.variables.input.deviceId).toBe(device);
    });
    await step('The page says you are verified', async () => {
      await expect(await canvas.findByRole('status')).toHaveTextContent(
        msg({ globals }, 'verify.verified'),
      );
    });
  },
};

/** Hostile returnUrl ("//evil.com"): verified visitors land on the home page. */
export const HostileReturnUrl: Story = {
  name: 'Hostile returnUrl',
  tags: ['test-only', '!autodocs'],
  args: { returnUrl: '//evil.com/steal' },
  play: async ({ canvas, userEvent, args, globals, step }) => {
    await step('Type the right code: you land on the home page, not the other site', async () => {
      await toCodeStep({ canvas, userEvent, globals });
      await typeCode({ canvas, userEvent, globals }, VALID_CODE);
      await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/'));
    });
    await step('The page says you are verified', async () => {
      await expect(await canvas.findByRole('status')).toHaveTextContent(
        msg({ globals }, 'verify.verified'),
      );
    });
  },
};

/** The /d/ variant: back to the desktop page the visitor came from. */
export const DesktopVariant: Story = {
  name: 'Desktop variant',
  tags: ['test-only', '!autodocs'],
  args: { returnUrl: '/d/account?tab=plans' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, userEvent, args, globals, step }) => {
    await step('Type the right code: you go back to the desktop page you came from', async () => {
      await toCodeStep({ canvas, userEvent, globals });
      await typeCode({ canvas, userEvent, globals }, VALID_CODE);
      await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/d/account?tab=plans'));
    });
    await step('The page says you are verified', async () => {
      await expect(await canvas.findByRole('status')).toHaveTextContent(
        msg({ globals }, 'verify.verified'),
      );
    });
  },
};

/** Sending the code fails: a clear message, still on the phone step. */
export const SendFails: Story = {
  name: 'Send fails',
  parameters: { msw: { handlers: [http.post('*/graphql', () => HttpResponse.error())] } },
  tags: ['played'],
  play: async ({ canvas, userEvent, globals, step }) => {
    await step('Enter a number and send the code: sending fails and the page says so', async () => {
      await userEvent.type(
        canvas.getByRole('textbox', { name: msg({ globals }, 'phone.label') }),
        '4152345678',
      );
      await userEvent.click(
        canvas.getByRole('button', { name: msg({ globals }, 'verify.sendCode') }),
      );
      await expect(await canvas.findByText(msg({ globals }, 'auth.sendFailed'))).toBeVisible();
    });
    await step('You stay on the phone step with the number kept', async () => {
      await expect(
        canvas.getByRole('textbox', { name: msg({ globals }, 'phone.label') }),
      ).toHaveValue('(415) 234-5678');
    });
  },
};

/** A Canadian number (416): no code is sent, the message says US numbers only. */
export const OutsideUsNumber: Story = {
  name: 'Outside the US',
  tags: ['played'],
  play: async ({ canvas, userEvent, globals, step }) => {
    await step(
      'Enter a Canadian number and send the code: the error says US numbers only',
      async () => {
        // Toronto is in the North American plan, so the number is well formed; it is not a US one.
        await userEvent.type(
          canvas.getByRole('textbox', { name: msg({ globals }, 'phone.label') }),
          '4162345678',
        );
        await userEvent.click(
          canvas.getByRole('button', { name: msg({ globals }, 'verify.sendCode') }),
        );
        await expect(
          await canvas.findByText(
            msg({ globals }, 'phone.outsideUs', {
              areaCode: 416,
              country:
                new Intl.DisplayNames([storyLocale({ globals })], { type: 'region' }).of('CA') ??
                'CA',
            }),
          ),
        ).toBeVisible();
      },
    );
    await step('No code is sent, and the number is kept', async () => {
      await expect(requests).toHaveLength(0);
      await expect(
        canvas.getByRole('textbox', { name: msg({ globals }, 'phone.label') }),
      ).toHaveValue('(416) 234-5678');
    });
  },
};
