/**
 * One GraphQL POST to Beem's API gateway (product rule: every API call is a POST to
 * `${API_BASE}/graphql`), JSON `{ query, variables }`, with `AbortSignal.timeout`. It never throws; every way it can fail is named.
 *
 * The query text is always a constant and every value travels in `variables`: a value spliced
 * into the text could change the operation, and a phone number or a one-time code in the text
 * would land wherever a gateway logs or caches operations.
 */
import { config } from '../config/config';

/** Why a request to Beem's API failed: the server's status, its errors, its answer, or the way. */
export type GraphqlFailure = 'http' | 'graphql' | 'malformed' | 'network' | 'timeout';
/**
 * Every `GraphqlFailure`: `http` (a status outside 2xx), `graphql` (the answer carried errors),
 * `malformed` (the answer was not a JSON object), `network` (no answer) and `timeout`.
 */
export const graphqlFailures = [
  'http',
  'graphql',
  'malformed',
  'network',
  'timeout',
] as const satisfies readonly GraphqlFailure[];

export type GraphqlResult = { ok: true; data: unknown } | { ok: false; reason: GraphqlFailure };

/** The values of an operation's declared `$variables`, by name. */
export type GraphqlVariables = Record<string, unknown>;

/** How a request to Beem's API is sent: the sign-in client and the app-link form take these. */
export interface GraphqlOptions {
  /** The API gateway; empty means this site's own `/graphql`. */
  apiBase?: string;
  /**
   * How long to wait for the answer, in milliseconds, before giving up with `timeout`.
   * @default 15000
   */
  timeoutMs?: number;
  /**
   * The `fetch` that sends the request, in place of the global one (a test's stub).
   * @default fetch
   */
  fetchImpl?: typeof fetch;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export async function graphqlRequest(
  query: string,
  variables: GraphqlVariables,
  { apiBase = config.apiGateway, timeoutMs = 15_000, fetchImpl = fetch }: GraphqlOptions = {},
): Promise<GraphqlResult> {
  let response: Response;
  try {
    response = await fetchImpl(`${apiBase}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const name = isRecord(error) ? error.name : undefined;
    return {
      ok: false,
      reason: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network',
    };
  }
  // A gateway's HTML error page is never shown: a non-2xx is just a failure.
  if (!response.ok) return { ok: false, reason: 'http' };
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!isRecord(body)) return { ok: false, reason: 'malformed' };
  if (Array.isArray(body.errors) && body.errors.length > 0) return { ok: false, reason: 'graphql' };
  return { ok: true, data: body.data };
}
