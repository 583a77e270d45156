/**
 * The site's own `POST /graphql` for `sendAppLink` and the sign-in codes, used when no API gateway
 * is configured, so a visitor of `npm start` or the built site's preview can try the text-me-the-app
 * form and the verify flow end to end. It validates the number, rate-limits per number, and logs
 * the text it would send.
 *
 * Requests are read by the GraphQL reference implementation against the schema below, as a real
 * gateway would read them: a query the gateway would refuse (a field it lacks, a value of the wrong
 * type, a variable left out) is refused here too, rather than working locally and failing in
 * production.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  buildSchema,
  executeSync,
  GraphQLError,
  parse,
  validate,
  type DocumentNode,
  type GraphQLFormattedError,
} from 'graphql';
import type { Plugin } from 'vite';
import { usNumberProblem } from '../src/helpers/phone/nanp.ts';

export const RATE_LIMIT = { max: 3, windowMs: 10 * 60 * 1000 };

/** The largest request body read, in characters; the three mutations need a few hundred. */
export const MAX_BODY_LENGTH = 10_000;

/** North American numbering plan rules for a +1 number, minus the fictional 555-01XX block. */
export function isTextableUsNumber(e164: string): boolean {
  // The same North American Numbering Plan rule as the site's forms: the server must not trust
  // the browser to have checked.
  const match = /^\+1(\d{10})$/.exec(e164);
  return match !== null && usNumberProblem(match[1] ?? '') === null;
}

/**
 * The operations the site's clients send (`src/helpers/api/sendAppLink.ts`,
 * `src/helpers/auth/authClient.ts`). `verifyCode` is nullable: null is how a wrong code is told
 * apart from a request the API could not read.
 */
export const localApiSchema = buildSchema(/* GraphQL */ `
  type Query {
    "GraphQL requires a query root; this API serves only the mutations below."
    ok: Boolean!
  }

  enum AuthMode {
    signup
    signin
  }

  input SendAppLinkInput {
    phone: String!
    beemUrl: String!
  }

  input SendVerificationCodeInput {
    phone: String!
    mode: AuthMode!
  }

  input VerifyCodeInput {
    phone: String!
    code: String!
    deviceId: String!
  }

  type SendAppLinkPayload {
    success: Boolean!
  }

  type SendVerificationCodePayload {
    success: Boolean!
  }

  type VerifyCodePayload {
    token: String!
  }

  type Mutation {
    sendAppLink(input: SendAppLinkInput!): SendAppLinkPayload!
    sendVerificationCode(input: SendVerificationCodeInput!): SendVerificationCodePayload!
    verifyCode(input: VerifyCodeInput!): VerifyCodePayload
  }
`);

export interface LocalApiAnswer {
  status: number;
  body: { data?: unknown; errors?: readonly GraphQLFormattedError[] };
  /** What the server would have done, one line each, for the log. */
  logs: string[];
}

export interface LocalApiState {
  /** Recent texts per number (the rate limit). */
  sent: Map<string, number[]>;
  /** Codes texted per number: any one of them verifies. */
  codes: Map<string, string[]>;
}

export const newLocalApiState = (): LocalApiState => ({ sent: new Map(), codes: new Map() });

/** Rate limit: true when `phone` may be texted now (and counts it). */
function mayText(state: LocalApiState, phone: string, now: number): boolean {
  const recent = (state.sent.get(phone) ?? []).filter((time) => now - time < RATE_LIMIT.windowMs);
  if (recent.length >= RATE_LIMIT.max) return false;
  state.sent.set(phone, [...recent, now]);
  return true;
}

/**
 * A request the API could not run at all. An answer without `data` gets a 4xx status (the
 * GraphQL-over-HTTP rule), so the site's client reports it as `http`, never as a rejected number.
 */
const refused = (messages: readonly string[], status = 400): LocalApiAnswer => ({
  status,
  body: { errors: messages.map((message) => ({ message })) },
  logs: [],
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The inputs as the schema guarantees them once a request has been validated and coerced. */
interface Inputs {
  sendAppLink: { phone: string; beemUrl: string };
  sendVerificationCode: { phone: string; mode: 'signup' | 'signin' };
  verifyCode: { phone: string; code: string; deviceId: string };
}

/** Root resolvers over one request's state, clock and code source, collecting its log lines. */
function rootValue(
  state: LocalApiState,
  now: number,
  makeCode: () => string,
  logs: string[],
): Record<string, unknown> {
  return {
    ok: true,
    sendAppLink: ({ input: { phone, beemUrl } }: { input: Inputs['sendAppLink'] }) => {
      if (!isTextableUsNumber(phone)) return { success: false };
      if (!mayText(state, phone, now)) {
        logs.push(`rate limit reached for ${phone}`);
        return { success: false };
      }
      logs.push(`would text ${beemUrl} to ${phone}`);
      return { success: true };
    },
    sendVerificationCode: ({
      input: { phone, mode },
    }: {
      input: Inputs['sendVerificationCode'];
    }) => {
      if (!isTextableUsNumber(phone) || !mayText(state, phone, now)) return { success: false };
      const code = makeCode();
      state.codes.set(phone, [...(state.codes.get(phone) ?? []), code]);
      logs.push(`would text the ${mode} code ${code} to ${phone}`);
      return { success: true };
    },
    verifyCode: ({ input: { phone, code } }: { input: Inputs['verifyCode'] }) => {
      if (!(state.codes.get(phone)?.includes(code) ?? false)) return null;
      state.codes.delete(phone);
      return { token: `local-${crypto.randomUUID()}` };
    },
  };
}

/** One request's answer. */
export function answerGraphql(
  rawBody: string,
  state: LocalApiState,
  now = Date.now(),
  makeCode = () => String(Math.floor(Math.random() * 10_000)).padStart(4, '0'),
): LocalApiAnswer {
  if (rawBody.length > MAX_BODY_LENGTH) return refused(['Request body is too large'], 413);
  let request: unknown;
  try {
    request = JSON.parse(rawBody);
  } catch {
    return refused(['Body is not JSON']);
  }
  if (!isRecord(request)) return refused(['Body is not a JSON object']);
  const { query, variables = null, operationName = null } = request;
  if (typeof query !== 'string') return refused(['No query: `query` must be a string']);
  if (variables !== null && !isRecord(variables)) {
    return refused(['`variables` must be an object']);
  }
  if (operationName !== null && typeof operationName !== 'string') {
    return refused(['`operationName` must be a string']);
  }

  let document: DocumentNode;
  try {
    // The site's operations are a few dozen tokens; the cap keeps a hostile query cheap to refuse.
    document = parse(query, { maxTokens: 500 });
  } catch (error) {
    if (error instanceof GraphQLError) return refused([error.message]);
    throw error;
  }
  const problems = validate(localApiSchema, document, undefined, { maxErrors: 10 });
  if (problems.length > 0) return refused(problems.map((problem) => problem.message));

  const logs: string[] = [];
  const result = executeSync({
    schema: localApiSchema,
    document,
    rootValue: rootValue(state, now, makeCode, logs),
    variableValues: variables,
    operationName,
  });
  const errors = result.errors?.map((error) => error.toJSON());
  // Missing or mistyped variables, or an operation name the document lacks, stop the request
  // before any field runs, so there is no `data`.
  if (!('data' in result)) return refused(errors?.map((error) => error.message) ?? []);
  return {
    status: 200,
    body: errors ? { data: result.data, errors } : { data: result.data },
    logs,
  };
}

/** The body as text, or its first `MAX_BODY_LENGTH + 1` characters when it is longer. */
const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    // The rest of an oversized body is read and dropped rather than the socket cut, so the
    // sender gets the 413 instead of a reset connection.
    request.on('data', (chunk: string) => {
      if (body.length <= MAX_BODY_LENGTH) body += chunk.slice(0, MAX_BODY_LENGTH + 1 - body.length);
    });
    request.on('end', () => {
      resolve(body);
    });
    request.on('error', reject);
  });

/**
 * The endpoint as connect middleware: it answers `POST /graphql` and passes every other request
 * on.
 */
export function localApiMiddleware(state = newLocalApiState()) {
  return (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => {
    if (request.url !== '/graphql' || request.method !== 'POST') {
      next();
      return;
    }
    readBody(request)
      .then((raw) => {
        const answer = answerGraphql(raw, state);
        for (const line of answer.logs) console.log(`[local api] ${line}`);
        response.statusCode = answer.status;
        // Error messages quote the request (a syntax error's character, a refused value), so the
        // answer must only ever be read as JSON, and holds no `<` even inside its strings.
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.setHeader('X-Content-Type-Options', 'nosniff');
        response.end(JSON.stringify(answer.body).replaceAll('<', '\\u003c'));
      })
      .catch(next);
  };
}

/** Vite plugin: the endpoint in the dev server and in `vite preview`. */
export function localApi(): Plugin {
  const middleware = localApiMiddleware();
  let gatewayConfigured = false;
  const handle = (
    request: IncomingMessage,
    response: ServerResponse,
    next: (error?: unknown) => void,
  ) => {
    if (gatewayConfigured) next();
    else middleware(request, response, next);
  };
  return {
    name: 'beem-local-api',
    configResolved(config) {
      // A configured gateway answers instead: the site then posts to `${API_BASE}/graphql`.
      gatewayConfigured = Boolean(config.env.VITE_API_GATEWAY);
    },
    configureServer(server) {
      server.middlewares.use(handle);
    },
    configurePreviewServer(server) {
      server.middlewares.use(handle);
    },
  };
}
