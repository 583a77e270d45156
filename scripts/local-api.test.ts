import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  SEND_VERIFICATION_CODE_MUTATION,
  VERIFY_CODE_MUTATION,
} from '@beem/design-system/services';
import { SEND_APP_LINK_MUTATION } from '@beem/design-system/marketing';
import {
  MAX_BODY_LENGTH,
  RATE_LIMIT,
  answerGraphql,
  isTextableUsNumber,
  localApiMiddleware,
  newLocalApiState,
} from './local-api';

/** A request body as the site's clients send it: their query text, values in `variables`. */
const request = (query: string, input: Record<string, unknown>) =>
  JSON.stringify({ query, variables: { input } });

const link = (phone: string) =>
  request(SEND_APP_LINK_MUTATION, { phone, beemUrl: 'https://trybeem.app.link/install' });
const sendCode = (phone: string, mode: string) =>
  request(SEND_VERIFICATION_CODE_MUTATION, { phone, mode });
const verify = (phone: string, code: string) =>
  request(VERIFY_CODE_MUTATION, { phone, code, deviceId: 'dev' });

describe('isTextableUsNumber', () => {
  it.each([
    ['+14155550123', false],
    ['+14155550199', false],
    ['+14155550200', true],
    ['+14152345678', true],
    ['+11552345678', false],
    ['+14151345678', false],
    ['+1415234567', false],
    ['4152345678', false],
  ])('%s → %s', (phone, ok) => {
    expect(isTextableUsNumber(phone)).toBe(ok);
  });
});

describe('sendAppLink', () => {
  it('succeeds for a real-looking number and logs the text it would send', () => {
    const answer = answerGraphql(link('+14152345678'), newLocalApiState());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { sendAppLink: { success: true } } });
    expect(answer.logs).toEqual(['would text https://trybeem.app.link/install to +14152345678']);
  });

  it('answers success false for a fictional number', () => {
    const answer = answerGraphql(link('+14155550123'), newLocalApiState());
    expect(answer.body).toEqual({ data: { sendAppLink: { success: false } } });
    expect(answer.logs).toEqual([]);
  });

  it('rate-limits each number', () => {
    const sent = newLocalApiState();
    const now = 1_000_000;
    for (let i = 0; i < RATE_LIMIT.max; i++) {
      expect(answerGraphql(link('+14152345678'), sent, now + i).body).toEqual({
        data: { sendAppLink: { success: true } },
      });
    }
    const limited = answerGraphql(link('+14152345678'), sent, now + 10);
    expect(limited.body).toEqual({ data: { sendAppLink: { success: false } } });
    expect(limited.logs).toEqual(['rate limit reached for +14152345678']);
    expect(answerGraphql(link('+14152345679'), sent, now + 10).body).toEqual({
      data: { sendAppLink: { success: true } },
    });
    expect(answerGraphql(link('+14152345678'), sent, now + RATE_LIMIT.windowMs + 10).body).toEqual({
      data: { sendAppLink: { success: true } },
    });
  });

  it('runs the mutation however it is written, inline values included', () => {
    // The same mutation with the input written inline still runs: the schema, not a pattern over
    // the client's exact text, decides what a request means.
    const inline = JSON.stringify({
      query:
        'mutation {\n  sendAppLink(input: {beemUrl: "https://x.test", phone: "+14152345678"}) {\n    success\n  }\n}',
    });
    const answer = answerGraphql(inline, newLocalApiState());
    expect(answer.body).toEqual({ data: { sendAppLink: { success: true } } });
    expect(answer.logs).toEqual(['would text https://x.test to +14152345678']);
  });
});

describe('verification codes', () => {
  it('texts a code, accepts it once, and refuses any other', () => {
    const state = newLocalApiState();
    const sent = answerGraphql(sendCode('+14152345678', 'signin'), state, 0, () => '0421');
    expect(sent.body).toEqual({ data: { sendVerificationCode: { success: true } } });
    expect(sent.logs).toEqual(['would text the signin code 0421 to +14152345678']);
    expect(answerGraphql(verify('+14152345678', '9999'), state).body).toEqual({
      data: { verifyCode: null },
    });
    expect(answerGraphql(verify('+14152345678', '0421'), state).body).toEqual({
      data: { verifyCode: { token: expect.stringMatching(/^local-/) as string } },
    });
    expect(answerGraphql(verify('+14152345678', '0421'), state).body).toEqual({
      data: { verifyCode: null },
    });
  });

  it('accepts any code it texted to that number, and only for that number', () => {
    const state = newLocalApiState();
    for (const code of ['1111', '2222']) {
      answerGraphql(sendCode('+14152345678', 'signup'), state, 0, () => code);
    }
    expect(answerGraphql(verify('+14152345679', '1111'), state).body).toEqual({
      data: { verifyCode: null },
    });
    expect(answerGraphql(verify('+14152345678', '1111'), state).body).toEqual({
      data: { verifyCode: { token: expect.any(String) as string } },
    });
  });

  it('refuses a fictional number and texts no code', () => {
    const state = newLocalApiState();
    const answer = answerGraphql(sendCode('+14155550123', 'signin'), state);
    expect(answer.body).toEqual({ data: { sendVerificationCode: { success: false } } });
    expect(answer.logs).toEqual([]);
    expect(state.codes.size).toBe(0);
  });
});

describe('requests it cannot run', () => {
  /** The status and the error messages of an answer that must carry no data. */
  const refusal = (raw: string) => {
    const answer = answerGraphql(raw, newLocalApiState());
    expect(answer.body).not.toHaveProperty('data');
    expect(answer.logs).toEqual([]);
    return { status: answer.status, messages: (answer.body.errors ?? []).map((e) => e.message) };
  };

  it.each([
    ['not JSON', '{', /not JSON/],
    ['a JSON array', JSON.stringify([{ query: SEND_APP_LINK_MUTATION }]), /not a JSON object/],
    ['JSON null', 'null', /not a JSON object/],
    ['no query', JSON.stringify({ variables: {} }), /No query/],
    ['a query that is not a string', JSON.stringify({ query: 42 }), /No query/],
    [
      'variables that are not an object',
      JSON.stringify({ query: SEND_APP_LINK_MUTATION, variables: '+14152345678' }),
      /`variables` must be an object/,
    ],
  ])('%s', (_case, raw, message) => {
    const { status, messages } = refusal(raw);
    expect(status).toBe(400);
    expect(messages).toEqual([expect.stringMatching(message)]);
  });

  it('a syntax error, with the reference parser’s message', () => {
    const { status, messages } = refusal(
      JSON.stringify({ query: 'mutation { sendAppLink(input: $input { success } }' }),
    );
    expect(status).toBe(400);
    expect(messages).toEqual([expect.stringMatching(/^Syntax Error: /)]);
  });

  it('an unknown field', () => {
    const { status, messages } = refusal(
      request(
        'mutation SendAppLink($input: SendAppLinkInput!) { sendAppLink(input: $input) { success carrier } }',
        { phone: '+14152345678', beemUrl: 'https://x.test' },
      ),
    );
    expect(status).toBe(400);
    expect(messages).toEqual(['Cannot query field "carrier" on type "SendAppLinkPayload".']);
  });

  it('an unknown mutation', () => {
    const { messages } = refusal(JSON.stringify({ query: 'mutation { deleteAccount { ok } }' }));
    expect(messages).toEqual([expect.stringMatching(/Cannot query field "deleteAccount"/)]);
  });

  it('a declared variable left out', () => {
    const { status, messages } = refusal(JSON.stringify({ query: SEND_APP_LINK_MUTATION }));
    expect(status).toBe(400);
    expect(messages).toEqual([
      'Variable "$input" of required type "SendAppLinkInput!" was not provided.',
    ]);
  });

  it('an input without one of its fields', () => {
    const { status, messages } = refusal(
      request(SEND_APP_LINK_MUTATION, { phone: '+14152345678' }),
    );
    expect(status).toBe(400);
    expect(messages).toEqual([expect.stringMatching(/Field "beemUrl" of required type "String!"/)]);
  });

  it.each([
    ['a number where a string goes', SEND_APP_LINK_MUTATION, { phone: 4152345678, beemUrl: 'x' }],
    [
      'a mode that is not an auth mode',
      SEND_VERIFICATION_CODE_MUTATION,
      { phone: '+14152345678', mode: 'admin' },
    ],
    [
      'a field the input lacks',
      VERIFY_CODE_MUTATION,
      { phone: '+1', code: '1', deviceId: 'd', x: 1 },
    ],
  ])('a variable of the wrong type: %s', (_case, query, input) => {
    const { status, messages } = refusal(request(query, input));
    expect(status).toBe(400);
    expect(messages).toEqual([expect.stringMatching(/^Variable "\$input" got invalid value /)]);
  });

  it('a variable declared with a type other than the argument’s', () => {
    const { status, messages } = refusal(
      request('mutation ($input: String!) { sendAppLink(input: $input) { success } }', {}),
    );
    expect(status).toBe(400);
    expect(messages).toEqual([
      'Variable "$input" of type "String!" used in position expecting type "SendAppLinkInput!".',
    ]);
  });

  it('an operation name the document lacks', () => {
    const { status, messages } = refusal(
      JSON.stringify({
        query: SEND_APP_LINK_MUTATION,
        operationName: 'Other',
        variables: { input: { phone: '+14152345678', beemUrl: 'x' } },
      }),
    );
    expect(status).toBe(400);
    expect(messages).toEqual(['Unknown operation named "Other".']);
  });

  it('a body over the size limit, before reading it', () => {
    const { status } = refusal(link(`+1${'4'.repeat(MAX_BODY_LENGTH)}`));
    expect(status).toBe(413);
  });

  it('nothing is texted or stored for a refused request', () => {
    const state = newLocalApiState();
    answerGraphql(request(SEND_VERIFICATION_CODE_MUTATION, { phone: '+14152345678' }), state);
    expect(state.sent.size).toBe(0);
    expect(state.codes.size).toBe(0);
  });
});

describe('over HTTP', () => {
  let server: Server;
  let endpoint: string;
  beforeAll(async () => {
    const middleware = localApiMiddleware();
    server = createServer((request, response) => {
      middleware(request, response, () => {
        response.statusCode = 404;
        response.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/graphql`;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  );

  const post = (body: string) => fetch(endpoint, { method: 'POST', body });

  it('answers the client’s request as JSON and logs the text it would send', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const response = await post(link('+14152345678'));
    expect(log.mock.calls).toEqual([
      ['[local api] would text https://trybeem.app.link/install to +14152345678'],
    ]);
    log.mockRestore();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    await expect(response.json()).resolves.toEqual({ data: { sendAppLink: { success: true } } });
  });

  it('quotes hostile input only as JSON, with no markup a browser could find', async () => {
    const hostile = '<script>alert(1)</script>';
    const response = await post(
      request(SEND_VERIFICATION_CODE_MUTATION, { phone: '+14152345678', mode: hostile }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const text = await response.text();
    expect(text).not.toContain('<');
    const body = JSON.parse(text) as { errors: { message: string }[] };
    // The message still names the refused value, escaped: JSON reads it back as written.
    expect(body.errors).toEqual([{ message: expect.stringContaining(hostile) as string }]);
  });

  it('answers an oversized body with 413 after reading it, not a cut connection', async () => {
    const response = await post(link(`+1${'4'.repeat(MAX_BODY_LENGTH * 5)}`));
    expect(response.status).toBe(413);
    await expect(response.json()).resolves.toEqual({
      errors: [{ message: 'Request body is too large' }],
    });
  });

  it('passes other requests on', async () => {
    expect((await fetch(endpoint)).status).toBe(404);
  });
});
