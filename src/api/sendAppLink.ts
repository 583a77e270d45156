/**
 * The text-me-the-app call (spec section 7): POST `${API_BASE}/graphql` with `{ query }` holding
 * the `sendAppLink` mutation; the answer is `data.sendAppLink.success`.
 */
import { config } from '../config/config';
import { toE164 } from '../phone/phone';
import { productProfile } from '../profile/profile';

/** Spec section 5: what the visitor sees for every failure. */
export const SEND_APP_LINK_FAILURE =
  'Something went wrong. You gotta use your real number. No VoIP, Google Voice or burners.';

export const sendAppLinkFailures = [
  'rejected',
  'invalid-number',
  'http',
  'graphql',
  'malformed',
  'network',
  'timeout',
] as const;
export type SendAppLinkFailure = (typeof sendAppLinkFailures)[number];

export type SendAppLinkResult =
  | { ok: true }
  | {
      ok: false;
      /** Why, for logs and tests; the visitor always sees `SEND_APP_LINK_FAILURE`. */
      reason: SendAppLinkFailure;
      message: typeof SEND_APP_LINK_FAILURE;
    };

export interface SendAppLinkOptions {
  /** As typed: any US format. */
  phone: string;
  /** A store deep link; the shared app-install link by default. */
  beemUrl?: string;
  /** The API gateway; empty means this site's own `/graphql`. */
  apiBase?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/** GraphQL string literals share JSON's escaping, so values cannot break out of the query. */
export const sendAppLinkQuery = (phone: string, beemUrl: string) =>
  `mutation { sendAppLink(input: { phone: ${JSON.stringify(phone)}, beemUrl: ${JSON.stringify(beemUrl)} }) { success } }`;

const failure = (reason: SendAppLinkFailure): SendAppLinkResult => ({
  ok: false,
  reason,
  message: SEND_APP_LINK_FAILURE,
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Never throws: every way this can go wrong is a `{ ok: false }` with a reason. */
export async function sendAppLink({
  phone,
  beemUrl = productProfile.appInstallLink,
  apiBase = config.apiGateway,
  timeoutMs = 15_000,
  fetchImpl = fetch,
}: SendAppLinkOptions): Promise<SendAppLinkResult> {
  const e164 = toE164(phone);
  if (!e164) return failure('invalid-number');
  let response: Response;
  try {
    response = await fetchImpl(`${apiBase}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ query: sendAppLinkQuery(e164, beemUrl) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const name = isRecord(error) ? error.name : undefined;
    return failure(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network');
  }
  // A gateway's HTML error page is never shown: a non-2xx is just a failure.
  if (!response.ok) return failure('http');
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return failure('malformed');
  }
  if (!isRecord(body)) return failure('malformed');
  if (Array.isArray(body.errors) && body.errors.length > 0) return failure('graphql');
  const data = body.data;
  const result = isRecord(data) ? data.sendAppLink : undefined;
  // Spec section 8: `success` false or missing is a failure.
  return isRecord(result) && result.success === true ? { ok: true } : failure('rejected');
}
