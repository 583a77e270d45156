import { describe, expect, it, vi } from 'vitest';
import {
  AUTH_MESSAGES,
  SEND_VERIFICATION_CODE_MUTATION,
  VERIFY_CODE_MUTATION,
  createAuthClient,
} from './authClient';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const clientAnswering = (answer: () => Promise<Response>) => {
  const fetchImpl = vi.fn<typeof fetch>(answer);
  return { fetchImpl, client: createAuthClient({ apiBase: 'https://api.test', fetchImpl }) };
};

const bodyOf = (fetchImpl: ReturnType<typeof vi.fn<typeof fetch>>) =>
  JSON.parse(fetchImpl.mock.calls[0]?.[1]?.body as string) as {
    query: string;
    variables: unknown;
  };

describe('auth client', () => {
  it('sends a code to the +1 number with the auth mode', async () => {
    const { fetchImpl, client } = clientAnswering(() =>
      Promise.resolve(json({ data: { sendVerificationCode: { success: true } } })),
    );
    await expect(client.sendCode({ phone: '(415) 234-5678', mode: 'signin' })).resolves.toEqual({
      ok: true,
    });
    const body = bodyOf(fetchImpl);
    expect(body).toEqual({
      query: SEND_VERIFICATION_CODE_MUTATION,
      variables: { input: { phone: '+14152345678', mode: 'signin' } },
    });
    expect(body.query).not.toMatch(/\d{3}|signin/);
  });

  it('trades a code for a token', async () => {
    const { fetchImpl, client } = clientAnswering(() =>
      Promise.resolve(json({ data: { verifyCode: { token: 'tok-1' } } })),
    );
    await expect(
      client.verifyCode({ phone: '4152345678', code: '0421', deviceId: 'dev-1' }),
    ).resolves.toEqual({ ok: true, token: 'tok-1' });
    const body = bodyOf(fetchImpl);
    expect(body).toEqual({
      query: VERIFY_CODE_MUTATION,
      variables: { input: { phone: '+14152345678', code: '0421', deviceId: 'dev-1' } },
    });
    // The one-time code and the number travel only as values.
    expect(body.query).not.toMatch(/0421|\d{3}|dev-1/);
  });

  it('reports a wrong code when no token comes back', async () => {
    const { client } = clientAnswering(() => Promise.resolve(json({ data: { verifyCode: null } })));
    await expect(
      client.verifyCode({ phone: '4152345678', code: '9999', deviceId: 'd' }),
    ).resolves.toEqual({ ok: false, reason: 'wrong-code', message: AUTH_MESSAGES.wrongCode });
  });

  it.each([
    ['network error', () => Promise.reject(new TypeError('Failed to fetch')), 'network'],
    ['HTTP 502', () => Promise.resolve(new Response('<h1>502</h1>', { status: 502 })), 'http'],
    [
      'success false',
      () => Promise.resolve(json({ data: { sendVerificationCode: { success: false } } })),
      'rejected',
    ],
  ] as const)('sending fails cleanly on %s', async (_case, answer, reason) => {
    const { client } = clientAnswering(answer);
    await expect(client.sendCode({ phone: '4152345678', mode: 'signup' })).resolves.toEqual({
      ok: false,
      reason,
      message: AUTH_MESSAGES.sendFailed,
    });
  });
});
