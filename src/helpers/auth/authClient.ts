/**
 * The web app's sign-in verification calls: a small typed client in the same GraphQL style as
 * `sendAppLink`. It sends a one-time code to a phone, then trades the code for a session token.
 */
import { graphqlRequest, isRecord, type GraphqlFailure, type GraphqlOptions } from '../api/graphql';
import { authStrings } from '../locale/messages/en-US/auth';
import { toE164 } from '../phone/phone';

/** Why the visitor verifies their phone: to create an account or to sign in to one. */
export type AuthMode = 'signup' | 'signin';
// The type is written out, not taken from the array: the main entry exports the type (VerifyFlow's
// `mode`) and the services entry the array, and a type read from a value would pull the value in.
/** Every `AuthMode`, as a list: `signup` to create an account, `signin` to sign in to one. */
export const authModes = ['signup', 'signin'] as const satisfies readonly AuthMode[];

/**
 * Each failure's message in en-US, for logs and for clients that write no other language. The
 * verify flow shows the same messages (the catalogue's `auth.*` keys) in the visitor's locale,
 * chosen by the failure's `reason`.
 */
export const AUTH_MESSAGES = {
  sendFailed: authStrings['auth.sendFailed'],
  wrongCode: authStrings['auth.wrongCode'],
  verifyFailed: authStrings['auth.verifyFailed'],
};

/**
 * Why a send or a check failed: the request's own failure, a phone number without its ten
 * digits, a send the server refused, or a code it did not accept.
 */
export type AuthFailure = GraphqlFailure | 'invalid-number' | 'rejected' | 'wrong-code';

/** What `sendCode` answers: the code is on its way, or why not, with an en-US message for logs. */
export type SendCodeResult = { ok: true } | { ok: false; reason: AuthFailure; message: string };
/**
 * What `verifyCode` answers: the session token, or why not (`wrong-code` for a code the server did
 * not accept), with an en-US message for logs.
 */
export type VerifyCodeResult =
  { ok: true; token: string } | { ok: false; reason: AuthFailure; message: string };

/** The two verification calls, made by `createAuthClient`; `VerifyFlow` takes them as `client`. */
export interface AuthClient {
  /** Texts a one-time code to the phone number, for signing up or signing in. */
  sendCode: (input: { phone: string; mode: AuthMode }) => Promise<SendCodeResult>;
  /** Trades the code sent to the phone number for a session token, on this device. */
  verifyCode: (input: {
    phone: string;
    code: string;
    deviceId: string;
  }) => Promise<VerifyCodeResult>;
}

/**
 * The GraphQL document `sendCode` sends; the number, in E.164 form, and the mode travel in
 * `$input`.
 */
export const SEND_VERIFICATION_CODE_MUTATION =
  'mutation SendVerificationCode($input: SendVerificationCodeInput!) { sendVerificationCode(input: $input) { success } }';

/**
 * The GraphQL document `verifyCode` sends; the number, in E.164 form, the code and the device's
 * id travel in `$input`, and the answer is the session token.
 */
export const VERIFY_CODE_MUTATION =
  'mutation VerifyCode($input: VerifyCodeInput!) { verifyCode(input: $input) { token } }';

const field = (data: unknown, name: string): Record<string, unknown> | undefined => {
  const value = isRecord(data) ? data[name] : undefined;
  return isRecord(value) ? value : undefined;
};

/**
 * A sign-in client whose requests go out with these options: another gateway, a timeout, a
 * `fetch`. Its calls never throw: a failure comes back with its reason and an en-US message.
 * `VerifyFlow` makes its own for its `BeemProvider`'s gateway when given no `client`.
 */
export function createAuthClient(options: GraphqlOptions = {}): AuthClient {
  return {
    sendCode: async ({ phone, mode }) => {
      const e164 = toE164(phone);
      if (!e164) return { ok: false, reason: 'invalid-number', message: AUTH_MESSAGES.sendFailed };
      const result = await graphqlRequest(
        SEND_VERIFICATION_CODE_MUTATION,
        { input: { phone: e164, mode } },
        options,
      );
      if (!result.ok)
        return { ok: false, reason: result.reason, message: AUTH_MESSAGES.sendFailed };
      return field(result.data, 'sendVerificationCode')?.success === true
        ? { ok: true }
        : { ok: false, reason: 'rejected', message: AUTH_MESSAGES.sendFailed };
    },
    verifyCode: async ({ phone, code, deviceId }) => {
      const e164 = toE164(phone);
      if (!e164)
        return { ok: false, reason: 'invalid-number', message: AUTH_MESSAGES.verifyFailed };
      const result = await graphqlRequest(
        VERIFY_CODE_MUTATION,
        { input: { phone: e164, code, deviceId } },
        options,
      );
      if (!result.ok) {
        return { ok: false, reason: result.reason, message: AUTH_MESSAGES.verifyFailed };
      }
      const token = field(result.data, 'verifyCode')?.token;
      return typeof token === 'string' && token.length > 0
        ? { ok: true, token }
        : { ok: false, reason: 'wrong-code', message: AUTH_MESSAGES.wrongCode };
    },
  };
}

export const authClient = createAuthClient();

/** The `mode` query parameter as an auth mode; sign-in unless it says sign-up. */
export const parseAuthMode = (value: string | null | undefined): AuthMode =>
  value === 'signup' ? 'signup' : 'signin';
