import { describe, expect, it } from 'vitest';
import { sendAppLinkQuery, sendCodeQuery, verifyCodeQuery } from '@beem/design-system';
import { RATE_LIMIT, answerGraphql, isTextableUsNumber, newLocalApiState } from './local-api';

const body = (phone: string) =>
  JSON.stringify({ query: sendAppLinkQuery(phone, 'https://trybeem.app.link/install') });

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
    const answer = answerGraphql(body('+14152345678'), newLocalApiState());
    expect(answer.body).toEqual({ data: { sendAppLink: { success: true } } });
    expect(answer.log).toBe('would text https://trybeem.app.link/install to +14152345678');
  });

  it('answers success false for a fictional number', () => {
    expect(answerGraphql(body('+14155550123'), newLocalApiState()).body).toEqual({
      data: { sendAppLink: { success: false } },
    });
  });

  it('rate-limits each number', () => {
    const sent = newLocalApiState();
    const now = 1_000_000;
    for (let i = 0; i < RATE_LIMIT.max; i++) {
      expect(answerGraphql(body('+14152345678'), sent, now + i).body).toMatchObject({
        data: { sendAppLink: { success: true } },
      });
    }
    expect(answerGraphql(body('+14152345678'), sent, now + 10).body).toMatchObject({
      data: { sendAppLink: { success: false } },
    });
    expect(answerGraphql(body('+14152345679'), sent, now + 10).body).toMatchObject({
      data: { sendAppLink: { success: true } },
    });
    expect(
      answerGraphql(body('+14152345678'), sent, now + RATE_LIMIT.windowMs + 10).body,
    ).toMatchObject({ data: { sendAppLink: { success: true } } });
  });

  it.each([
    ['not JSON', '{'],
    ['another operation', JSON.stringify({ query: '{ __schema { types { name } } }' })],
    ['no query', JSON.stringify({})],
  ])('rejects %s with a GraphQL error', (_case, raw) => {
    const answer = answerGraphql(raw, newLocalApiState());
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errors: [{}] });
  });
});

describe('verification codes', () => {
  const json = (query: string) => JSON.stringify({ query });

  it('texts a code, accepts it once, and refuses any other', () => {
    const state = newLocalApiState();
    const sent = answerGraphql(
      json(sendCodeQuery('+14152345678', 'signin')),
      state,
      0,
      () => '0421',
    );
    expect(sent.body).toEqual({ data: { sendVerificationCode: { success: true } } });
    expect(sent.log).toBe('would text the signin code 0421 to +14152345678');
    expect(answerGraphql(json(verifyCodeQuery('+14152345678', '9999', 'dev')), state).body).toEqual(
      { data: { verifyCode: null } },
    );
    const verified = answerGraphql(json(verifyCodeQuery('+14152345678', '0421', 'dev')), state);
    expect(verified.body).toMatchObject({
      data: { verifyCode: { token: expect.stringMatching(/^local-/) as string } },
    });
    expect(answerGraphql(json(verifyCodeQuery('+14152345678', '0421', 'dev')), state).body).toEqual(
      { data: { verifyCode: null } },
    );
  });

  it('accepts any code it texted to that number', () => {
    const state = newLocalApiState();
    const codes = ['1111', '2222'];
    for (const code of codes) {
      answerGraphql(json(sendCodeQuery('+14152345678', 'signup')), state, 0, () => code);
    }
    expect(
      answerGraphql(json(verifyCodeQuery('+14152345678', '1111', 'dev')), state).body,
    ).toMatchObject({ data: { verifyCode: { token: expect.any(String) as string } } });
  });

  it('refuses a fictional number', () => {
    expect(
      answerGraphql(json(sendCodeQuery('+14155550123', 'signin')), newLocalApiState()).body,
    ).toEqual({ data: { sendVerificationCode: { success: false } } });
  });
});
