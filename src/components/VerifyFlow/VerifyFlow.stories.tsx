import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import { AUTH_MESSAGES, SEND_VERIFICATION_CODE_MUTATION } from '../../helpers/auth/authClient';
import { VerifyFlow } from './VerifyFlow';
import { spanishModes } from '../../internal/storybook/modes';

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

const toCodeStep = async ({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>) => {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile number' }), '4152345678');
  await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
  return canvas.findByRole('group', { name: 'Verification code' });
};

const typeCode = async (
  { canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>,
  code: string,
) => {
  await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveFocus());
  await userEvent.keyboard(code);
};

/** "Sign in to Beem", the number field and Send code. */
export const PhoneStep: Story = {
  name: 'Phone step',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in to Beem' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('');
    await expect(await canvas.findByRole('button', { name: 'Send code' })).toBeEnabled();
  },
};

/** Sign-up mode: "Create your Beem account". */
export const SignUp: Story = {
  name: 'Sign-up',
  args: { mode: 'signup' },
  play: async ({ canvas, userEvent }) => {
    await toCodeStep({ canvas, userEvent });
    await expect(requests[0]?.variables.input.mode).toBe('signup');
    await expect(
      await canvas.findByRole('heading', { name: 'Create your Beem account' }),
    ).toBeVisible();
  },
};

/** The code went to the number shown, focus in the first box. */
export const CodeStep: Story = {
  name: 'Code step',
  play: async ({ canvas, userEvent }) => {
    await toCodeStep({ canvas, userEvent });
    await expect(requests[0]).toEqual({
      query: SEND_VERIFICATION_CODE_MUTATION,
      variables: { input: { phone: '+14152345678', mode: 'signin' } },
    });
    await expect(
      canvas.getByText('Enter the 4-digit code we sent to (415) 234-5678.'),
    ).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: 'Digit 1 of 4' })).toHaveFocus();
  },
};

/** The error is shown, the boxes are cleared for another try. */
export const WrongCode: Story = {
  name: 'Wrong code',
  play: async ({ canvas, userEvent, args }) => {
    await toCodeStep({ canvas, userEvent });
    await typeCode({ canvas, userEvent }, '1111');
    await expect(await canvas.findByText(AUTH_MESSAGES.wrongCode)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveValue('');
    await expect(args.navigate).not.toHaveBeenCalled();
    await expect(window.localStorage.getItem('token')).toBeNull();
    await expect(await canvas.findByRole('textbox', { name: 'Digit 1 of 4' })).toHaveFocus();
  },
};

/** A new code is sent and the page says so. */
export const Resend: Story = {
  play: async ({ canvas, userEvent }) => {
    await toCodeStep({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('We sent a new code to (415) 234-5678.'),
    );
    await expect(
      requests.filter(({ query }) => query === SEND_VERIFICATION_CODE_MUTATION),
    ).toHaveLength(2);
    await expect(await canvas.findByRole('button', { name: 'Resend code' })).toBeEnabled();
  },
};

/** "Wrong number?" goes back to the phone step with the number kept. */
export const WrongNumber: Story = {
  name: 'Wrong number',
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, userEvent }) => {
    await toCodeStep({ canvas, userEvent });
    const wrongNumber = canvas.getByRole('button', { name: 'Wrong number?' });
    wrongNumber.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('group', { name: 'Verification code' })).toBeNull();
    // Focus lands on the number to correct, kept as typed.
    const field = await canvas.findByRole('textbox', { name: 'Mobile number' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveValue('(415) 234-5678');
  },
};

/** Token and device id stored, back to the safe returnUrl. */
export const Verified: Story = {
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, userEvent, args }) => {
    await toCodeStep({ canvas, userEvent });
    await typeCode({ canvas, userEvent }, VALID_CODE);
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/pricing/plus?ref=menu'));
    await expect(window.localStorage.getItem('token')).toBe('tok-verified');
    const device = window.localStorage.getItem('device-id');
    await expect(device).toMatch(/^[0-9a-f-]{36}$/);
    await expect(requests.at(-1)?.variables.input.deviceId).toBe(device);
    await expect(await canvas.findByRole('status')).toHaveTextContent("You're verified.");
  },
};

/** Hostile returnUrl ("//evil.com"): verified visitors land on the home page. */
export const HostileReturnUrl: Story = {
  name: 'Hostile returnUrl',
  tags: ['test-only', '!autodocs'],
  args: { returnUrl: '//evil.com/steal' },
  play: async ({ canvas, userEvent, args }) => {
    await toCodeStep({ canvas, userEvent });
    await typeCode({ canvas, userEvent }, VALID_CODE);
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/'));
    await expect(await canvas.findByRole('status')).toHaveTextContent("You're verified.");
  },
};

/** The /d/ variant: back to the desktop page the visitor came from. */
export const DesktopVariant: Story = {
  name: 'Desktop variant',
  tags: ['test-only', '!autodocs'],
  args: { returnUrl: '/d/account?tab=plans' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, userEvent, args }) => {
    await toCodeStep({ canvas, userEvent });
    await typeCode({ canvas, userEvent }, VALID_CODE);
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/d/account?tab=plans'));
    await expect(await canvas.findByRole('status')).toHaveTextContent("You're verified.");
  },
};

/** Sending the code fails: a clear message, still on the phone step. */
export const SendFails: Story = {
  name: 'Send fails',
  parameters: { msw: { handlers: [http.post('*/graphql', () => HttpResponse.error())] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile number' }), '4152345678');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByText(AUTH_MESSAGES.sendFailed)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveValue(
      '(415) 234-5678',
    );
  },
};

/** A Canadian number (416): no code is sent, the message says US numbers only. */
export const OutsideUsNumber: Story = {
  name: 'Outside the US',
  play: async ({ canvas, userEvent }) => {
    // Toronto is in the North American plan, so the number is well formed; it is not a US one.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile number' }), '4162345678');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(
      await canvas.findByText(
        '(416) is an area code outside the US (Canada). We can only text US numbers.',
      ),
    ).toBeVisible();
    await expect(requests).toHaveLength(0);
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveValue(
      '(416) 234-5678',
    );
  },
};
