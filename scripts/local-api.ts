/**
 * The site's own `POST /graphql` for `sendAppLink`, used when no API gateway is configured, so a
 * visitor of `npm start` or the built site's preview can try the text-me-the-app form end to end.
 * It validates the number, rate-limits per number, and logs the text it would send.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

export const RATE_LIMIT = { max: 3, windowMs: 10 * 60 * 1000 };

/** North American numbering plan rules for a +1 number, minus the fictional 555-01XX block. */
export function isTextableUsNumber(e164: string): boolean {
  const match = /^\+1([2-9]\d{2})([2-9]\d{2})(\d{4})$/.exec(e164);
  if (!match) return false;
  const [, , exchange, line] = match;
  return !(exchange === '555' && (line ?? '').startsWith('01'));
}

const MUTATION =
  /^\s*mutation\s*\{\s*sendAppLink\s*\(\s*input\s*:\s*\{\s*phone\s*:\s*("(?:[^"\\]|\\.)*")\s*,\s*beemUrl\s*:\s*("(?:[^"\\]|\\.)*")\s*\}\s*\)\s*\{\s*success\s*\}\s*\}\s*$/;

export interface LocalApiAnswer {
  status: number;
  body: unknown;
  /** What the server would have texted, for the log. */
  log?: string;
}

/** One request's answer. `sent` remembers recent sends per number (the rate limit). */
export function answerSendAppLink(
  rawBody: string,
  sent: Map<string, number[]>,
  now = Date.now(),
): LocalApiAnswer {
  let query: unknown;
  try {
    query = (JSON.parse(rawBody) as { query?: unknown }).query;
  } catch {
    return { status: 400, body: { errors: [{ message: 'Body is not JSON' }] } };
  }
  const match = typeof query === 'string' ? MUTATION.exec(query) : null;
  if (!match) return { status: 400, body: { errors: [{ message: 'Unsupported operation' }] } };
  const phone = JSON.parse(match[1] ?? '""') as string;
  const beemUrl = JSON.parse(match[2] ?? '""') as string;
  const fail = { status: 200, body: { data: { sendAppLink: { success: false } } } };
  if (!isTextableUsNumber(phone)) return fail;
  const recent = (sent.get(phone) ?? []).filter((time) => now - time < RATE_LIMIT.windowMs);
  if (recent.length >= RATE_LIMIT.max) return { ...fail, log: `rate limit reached for ${phone}` };
  sent.set(phone, [...recent, now]);
  return {
    status: 200,
    body: { data: { sendAppLink: { success: true } } },
    log: `would text ${beemUrl} to ${phone}`,
  };
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
  const sent = new Map<string, number[]>();
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
        const answer = answerSendAppLink(raw, sent);
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
