import { describe, expect, it, vi } from 'vitest';
import { SEND_APP_LINK_FAILURE, SEND_APP_LINK_MUTATION, sendAppLink } from './sendAppLink';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const run = (answer: () => Promise<Response>) => {
  const fetchImpl = vi.fn<typeof fetch>(answer);
  return {
    fetchImpl,
    result: sendAppLink({
      phone: '(555) 234-5678',
      beemUrl: 'https://trybeem.app.link/install',
      apiBase: 'https://api.test',
      fetchImpl,
    }),
  };
};

describe('sendAppLink', () => {
  it('posts the mutation with the +1 number and the install link as variables', async () => {
    const { fetchImpl, result } = run(() =>
      Promise.resolve(json({ data: { sendAppLink: { success: true } } })),
    );
    await expect(result).resolves.toEqual({ ok: true });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('https://api.test/graphql');
    expect(init?.method).toBe('POST');
    const body = JSON.parse(init?.body as string) as { query: string };
    expect(body).toEqual({
      query: SEND_APP_LINK_MUTATION,
      variables: {
        input: { phone: '+15552345678', beemUrl: 'https://trybeem.app.link/install' },
      },
    });
    // The number is in the variables only: no run of its digits is in the query text.
    expect(body.query).not.toMatch(/\d{3}/);
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it.each([
    [
      'success false',
      () => Promise.resolve(json({ data: { sendAppLink: { success: false } } })),
      'rejected',
    ],
    ['success missing', () => Promise.resolve(json({ data: { sendAppLink: {} } })), 'rejected'],
    ['data null', () => Promise.resolve(json({ data: null })), 'rejected'],
    [
      'HTTP 500 with an HTML page',
      () => Promise.resolve(new Response('<h1>Bad gateway</h1>', { status: 500 })),
      'http',
    ],
    [
      'GraphQL errors',
      () => Promise.resolve(json({ errors: [{ message: 'boom' }], data: null })),
      'graphql',
    ],
    [
      'malformed JSON',
      () => Promise.resolve(new Response('{"data": ', { status: 200 })),
      'malformed',
    ],
    ['a JSON string', () => Promise.resolve(json('ok')), 'malformed'],
    ['network error', () => Promise.reject(new TypeError('Failed to fetch')), 'network'],
    [
      'timeout',
      () => Promise.reject(new DOMException('signal timed out', 'TimeoutError')),
      'timeout',
    ],
  ] as const)('%s is a failure (%s) with the failure message', async (_case, answer, reason) => {
    const { result } = run(answer);
    await expect(result).resolves.toEqual({ ok: false, reason, message: SEND_APP_LINK_FAILURE });
  });

  it('sends nothing for a number without ten digits', async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    await expect(
      sendAppLink({ phone: '555-1234', beemUrl: 'https://x.test', fetchImpl }),
    ).resolves.toMatchObject({
      ok: false,
      reason: 'invalid-number',
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('sends a hostile link as a value, leaving the query text unchanged', async () => {
    const beemUrl = 'https://x.test/"}) { evil } #';
    const fetchImpl = vi.fn<typeof fetch>(() =>
      Promise.resolve(json({ data: { sendAppLink: { success: true } } })),
    );
    await sendAppLink({ phone: '4152345678', beemUrl, apiBase: '', fetchImpl });
    const body = JSON.parse(fetchImpl.mock.calls[0]?.[1]?.body as string) as {
      query: string;
      variables: { input: { beemUrl: string } };
    };
    expect(body.query).toBe(SEND_APP_LINK_MUTATION);
    expect(body.variables.input.beemUrl).toBe(beemUrl);
  });

  it('aborts a request that outlives its timeout', async () => {
    const fetchImpl = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            reject(init.signal?.reason as Error);
          });
        }),
    );
    await expect(
      sendAppLink({
        phone: '5552345678',
        beemUrl: 'https://x.test',
        apiBase: '',
        timeoutMs: 20,
        fetchImpl,
      }),
    ).resolves.toMatchObject({ ok: false, reason: 'timeout' });
  });
});
