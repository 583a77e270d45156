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

export type AuthFailure = GraphqlFailure | 'invalid-number' | 'rejected' | 'wrong-code';

export type SendCodeResult = { ok: true } | { ok: false; reason: AuthFailure; message: string };
export type VerifyCodeResult =
  { ok: true; token: string } | { ok: false; reason: AuthFailure; message: string };

export interface AuthClient {
  sendCode: (input: { phone: string; mode: AuthMode }) => Promise<SendCodeResult>;
  verifyCode: (input: {
    phone: string;
    code: string;
    deviceId: string;
  }) => Promise<VerifyCodeResult>;
}

export const SEND_VERIFICATION_CODE_MUTATION =
  'mutation SendVerificationCode($input: SendVerificationCodeInput!) { sendVerificationCode(input: $input) { success } }';

export const VERIFY_CODE_MUTATION =
  'mutation VerifyCode($input: VerifyCodeInput!) { verifyCode(input: $input) { token } }';

const field = (data: unknown, name: string): Record<string, unknown> | undefined => {
  const value = isRecord(data) ? data[name] : undefined;
  return isRecord(value) ? value : undefined;
};

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
