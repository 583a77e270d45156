import { describe, expect, it } from 'vitest';
import { config, mailHost, urlSetting } from './config';

describe('urlSetting', () => {
  it.each([
    [undefined, 'https://fallback.test'],
    ['', 'https://fallback.test'],
    ['not a url', 'https://fallback.test'],
    ['javascript:alert(1)', 'https://fallback.test'],
    ['ftp://files.example.com', 'https://fallback.test'],
    ['https://www.example.com/', 'https://www.example.com'],
    ['https://app.example.com/base//', 'https://app.example.com/base'],
  ])('%j gives %s', (value, expected) => {
    expect(urlSetting(value, 'https://fallback.test')).toBe(expected);
  });
});

describe('mailHost', () => {
  it.each([
    ['https://www.trybeem.com', 'trybeem.com'],
    ['https://trybeem.com/path', 'trybeem.com'],
    ['http://localhost:5173', 'localhost'],
  ])('%s → %s', (url, host) => {
    expect(mailHost(url)).toBe(host);
  });
});

describe('config defaults', () => {
  it('works with no environment set', () => {
    expect(config.siteUrl).toBe('https://www.trybeem.com');
    expect(config.supportHost).toBe('trybeem.com');
    expect(config.environment).toBe('development');
  });

  it('keeps the empty settings of spec section 7 empty', () => {
    expect([
      config.socketUrl,
      config.mapsKey,
      config.signInClientIds.google,
      config.signInClientIds.apple,
      config.cardPaymentKey,
      config.chatSupportToken,
      config.eventsTrackingAccount,
    ]).toEqual(['', '', '', '', '', '', '']);
  });
});
