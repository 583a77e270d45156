/**
 * The site's own `POST /graphql` for `sendAppLink`, used when no API gateway is configured, so a
 * visitor of `npm start` or the built site's preview can try the text-me-the-app form end to end.
 * It validates the number, rate-limits per number, and logs the text it would send.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { usNumberProblem } from '../src/helpers/phone/nanp.ts';

export const RATE_LIMIT = { max: 3, windowMs: 10 * 60 * 1000 };

/** North American numbering plan rules for a +1 number, minus the fictional 555-01XX block. */
export function isTextableUsNumber(e164: string): boolean {
  // The same North American Numbering Plan rule as the site's forms: the server must not trust
  // the browser to have checked.
  const match = /^\+1(\d{10})$/.exec(e164);
  return match !== null && usNumberProblem(match[1] ?? '') === null;
}

const STRING = '("(?:[^"\\\\]|\\\\.)*")';
const mutation = (name: string, fields: string[], result: string) =>
  new RegExp(
    `^\\s*mutation\\s*\\{\\s*${name}\\s*\\(\\s*input\\s*:\\s*\\{\\s*${fields
      .map((field) => `${field}\\s*:\\s*${STRING}`)
      .join('\\s*,\\s*')}\\s*\\}\\s*\\)\\s*\\{\\s*${result}\\s*\\}\\s*\\}\\s*$`,
  );

const SEND_APP_LINK = mutation('sendAppLink', ['phone', 'beemUrl'], 'success');
const SEND_CODE = mutation('sendVerificationCode', ['phone', 'mode'], 'success');
const VERIFY_CODE = mutation('verifyCode', ['phone', 'code', 'deviceId'], 'token');

export interface LocalApiAnswer {
  status: number;
  body: unknown;
  /** What the server would have done, for the log. */
  log?: string;
}

export interface LocalApiState {
  /** Recent texts per number (the rate limit). */
  sent: Map<string, number[]>;
  /** Codes texted per number: any one of them verifies. */
  codes: Map<string, string[]>;
}

export const newLocalApiState = (): LocalApiState => ({ sent: new Map(), codes: new Map() });

const strings = (match: RegExpExecArray) =>
  match.slice(1).map((value) => JSON.parse(value) as string);

/** Rate limit: true when `phone` may be texted now (and counts it). */
function mayText(state: LocalApiState, phone: string, now: number): boolean {
  const recent = (state.sent.get(phone) ?? []).filter((time) => now - time < RATE_LIMIT.windowMs);
  if (recent.length >= RATE_LIMIT.max) return false;
  state.sent.set(phone, [...recent, now]);
  return true;
}

const data = (name: string, value: unknown): LocalApiAnswer => ({
  status: 200,
  body: { data: { [name]: value } },
});

/** One request's answer. */
export function answerGraphql(
  rawBody: string,
  state: LocalApiState,
  now = Date.now(),
  makeCode = () => String(Math.floor(Math.random() * 10_000)).padStart(4, '0'),
): LocalApiAnswer {
  let query: unknown;
  try {
    query = (JSON.parse(rawBody) as { query?: unknown }).query;
  } catch {
    return { status: 400, body: { errors: [{ message: 'Body is not JSON' }] } };
  }
  if (typeof query !== 'string') {
    return { status: 400, body: { errors: [{ message: 'No query' }] } };
  }
  const link = SEND_APP_LINK.exec(query);
  if (link) {
    const [phone = '', beemUrl = ''] = strings(link);
    if (!isTextableUsNumber(phone)) return data('sendAppLink', { success: false });
    if (!mayText(state, phone, now)) {
      return { ...data('sendAppLink', { success: false }), log: `rate limit reached for ${phone}` };
    }
    return { ...data('sendAppLink', { success: true }), log: `would text ${beemUrl} to ${phone}` };
  }
  const send = SEND_CODE.exec(query);
  if (send) {
    const [phone = '', mode = ''] = strings(send);
    if (!isTextableUsNumber(phone) || !mayText(state, phone, now)) {
      return data('sendVerificationCode', { success: false });
    }
    const code = makeCode();
    state.codes.set(phone, [...(state.codes.get(phone) ?? []), code]);
    return {
      ...data('sendVerificationCode', { success: true }),
      log: `would text the ${mode} code ${code} to ${phone}`,
    };
  }
  const verify = VERIFY_CODE.exec(query);
  if (verify) {
    const [phone = '', code = ''] = strings(verify);
    const valid = state.codes.get(phone)?.includes(code) ?? false;
    if (!valid) return data('verifyCode', null);
    state.codes.delete(phone);
    return data('verifyCode', { token: `local-${crypto.randomUUID()}` });
  }
  return { status: 400, body: { errors: [{ message: 'Unsupported operation' }] } };
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 10_000) request.destroy();
    });
    request.on('end', () => {
      resolve(body);
    });
    request.on('error', reject);
  });

/** Vite plugin: the endpoint in the dev server and in `vite preview`. */
export function localApi(): Plugin {
  const state = newLocalApiState();
  let gatewayConfigured = false;
  const handle = (
    request: IncomingMessage,
    response: ServerResponse,
    next: (error?: unknown) => void,
  ) => {
    if (gatewayConfigured || request.url !== '/graphql' || request.method !== 'POST') {
      next();
      return;
    }
    readBody(request)
      .then((raw) => {
        const answer = answerGraphql(raw, state);
        if (answer.log) console.log(`[local api] ${answer.log}`);
        response.statusCode = answer.status;
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify(answer.body));
      })
      .catch(next);
  };
  return {
    name: 'beem-local-api',
    configResolved(config) {
      // A configured gateway answers instead (spec section 7).
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
