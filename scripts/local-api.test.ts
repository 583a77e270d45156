import { describe, expect, it } from 'vitest';
import { sendAppLinkQuery } from '../src/api/sendAppLink';
import { RATE_LIMIT, answerSendAppLink, isTextableUsNumber } from './local-api';

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

describe('answerSendAppLink', () => {
  it('succeeds for a real-looking number and logs the text it would send', () => {
    const answer = answerSendAppLink(body('+14152345678'), new Map());
    expect(answer.body).toEqual({ data: { sendAppLink: { success: true } } });
    expect(answer.log).toBe('would text https://trybeem.app.link/install to +14152345678');
  });

  it('answers success false for a fictional number', () => {
    expect(answerSendAppLink(body('+14155550123'), new Map()).body).toEqual({
      data: { sendAppLink: { success: false } },
    });
  });

  it('rate-limits each number', () => {
    const sent = new Map<string, number[]>();
    const now = 1_000_000;
    for (let i = 0; i < RATE_LIMIT.max; i++) {
      expect(answerSendAppLink(body('+14152345678'), sent, now + i).body).toMatchObject({
        data: { sendAppLink: { success: true } },
      });
    }
    expect(answerSendAppLink(body('+14152345678'), sent, now + 10).body).toMatchObject({
      data: { sendAppLink: { success: false } },
    });
    expect(answerSendAppLink(body('+14152345679'), sent, now + 10).body).toMatchObject({
      data: { sendAppLink: { success: true } },
    });
    expect(
      answerSendAppLink(body('+14152345678'), sent, now + RATE_LIMIT.windowMs + 10).body,
    ).toMatchObject({ data: { sendAppLink: { success: true } } });
  });

  it.each([
    ['not JSON', '{'],
    ['another operation', JSON.stringify({ query: '{ __schema { types { name } } }' })],
    ['no query', JSON.stringify({})],
  ])('rejects %s with a GraphQL error', (_case, raw) => {
    const answer = answerSendAppLink(raw, new Map());
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errors: [{}] });
  });
});
