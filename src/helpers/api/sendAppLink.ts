/**
 * The text-me-the-app call: POST `${API_BASE}/graphql` with the `sendAppLink` mutation (the
 * product's contract with the API gateway), the number and the link in its `$input` variable;
 * the answer is `data.sendAppLink.success`.
 */
import { textMeStrings } from '../locale/messages/en-US/textMe';
import { toE164 } from '../phone/phone';
import { graphqlFailures, graphqlRequest, isRecord, type GraphqlOptions } from './graphql';

/**
 * What the visitor sees for every failure, whatever its cause (never the server's own text), in
 * en-US: the text-me form writes the catalogue's `textMe.failure` in the visitor's locale.
 */
export const SEND_APP_LINK_FAILURE = textMeStrings['textMe.failure'];

/**
 * Every way `sendAppLink` can fail: `rejected` (the API did not answer `success: true`),
 * `invalid-number` (not a full US number, so nothing was sent), or one of the request's own
 * `graphqlFailures`.
 */
export const sendAppLinkFailures = ['rejected', 'invalid-number', ...graphqlFailures] as const;
/** One of `sendAppLinkFailures`: why a text was not sent. */
export type SendAppLinkFailure = (typeof sendAppLinkFailures)[number];

/** What `sendAppLink` resolves to: `ok` when the API accepted the request, otherwise why not. */
export type SendAppLinkResult =
  | { ok: true }
  | {
      ok: false;
      /** Why, for logs and tests; the visitor always sees `SEND_APP_LINK_FAILURE`. */
      reason: SendAppLinkFailure;
      message: typeof SEND_APP_LINK_FAILURE;
    };

/** The number to text and the link to send, with how the request is sent. */
export interface SendAppLinkOptions extends GraphqlOptions {
  /** As typed: any US format. */
  phone: string;
  /** The link the text carries: the app's install link (or a store deep link). */
  beemUrl: string;
}

/**
 * The GraphQL document `sendAppLink` sends; the number, in E.164 form, and the link travel in
 * `$input`.
 */
export const SEND_APP_LINK_MUTATION =
  'mutation SendAppLink($input: SendAppLinkInput!) { sendAppLink(input: $input) { success } }';

const failure = (reason: SendAppLinkFailure): SendAppLinkResult => ({
  ok: false,
  reason,
  message: SEND_APP_LINK_FAILURE,
});

/** Never throws: every way this can go wrong is a `{ ok: false }` with a reason. */
export async function sendAppLink({
  phone,
  beemUrl,
  ...request
}: SendAppLinkOptions): Promise<SendAppLinkResult> {
  const e164 = toE164(phone);
  if (!e164) return failure('invalid-number');
  const result = await graphqlRequest(
    SEND_APP_LINK_MUTATION,
    { input: { phone: e164, beemUrl } },
    request,
  );
  if (!result.ok) return failure(result.reason);
  const answer = isRecord(result.data) ? result.data.sendAppLink : undefined;
  // Only an explicit `success: true` counts: `success` false or missing is a failure.
  return isRecord(answer) && answer.success === true ? { ok: true } : failure('rejected');
}
