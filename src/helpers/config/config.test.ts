/* eslint-disable @typescript-eslint/no-deprecated -- these tests cover configureBeem, the deprecated process-wide path, for as long as it is exported. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config, configureBeem, mailHost, resetBeemConfig, urlSetting } from './config';

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

  it('keeps the settings no feature uses yet empty', () => {
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

describe('configureBeem', () => {
  afterEach(resetBeemConfig);

  it('sets the URLs an app gives and derives the support host', () => {
    configureBeem({
      siteUrl: 'https://www.example.org/',
      webAppUrl: 'https://app.example.org',
      apiGateway: 'https://api.example.org/',
      environment: 'production',
    });
    expect(config.siteUrl).toBe('https://www.example.org');
    expect(config.supportHost).toBe('example.org');
    expect(config.webAppUrl).toBe('https://app.example.org');
    expect(config.apiGateway).toBe('https://api.example.org');
    expect(config.environment).toBe('production');
  });

  it('keeps the defaults for missing, empty and hostile values', () => {
    configureBeem({
      siteUrl: 'javascript:alert(1)',
      webAppUrl: '',
      imageHost: undefined,
      apiGateway: 'not a url',
      environment: 'prod',
    });
    expect(config.siteUrl).toBe('https://www.trybeem.com');
    expect(config.webAppUrl).toBe('https://app.trybeem.com');
    expect(config.imageHost).toBe('https://beem.imgix.net');
    expect(config.apiGateway).toBe('');
    expect(config.environment).toBe('development');
  });
});

describe('the tracker', () => {
  afterEach(resetBeemConfig);

  it('records nothing until an app gives one', () => {
    expect(() => {
      config.tracker.track('menu_plan_lite', { label: 'Lite' });
    }).not.toThrow();
  });

  it("is the app's from then on, kept by later calls that do not name one", () => {
    const tracker = { track: vi.fn() };
    expect(configureBeem({ tracker }).tracker).toBe(tracker);
    configureBeem({ siteUrl: 'https://www.example.org' });
    expect(config.tracker).toBe(tracker);
    resetBeemConfig();
    expect(config.tracker).not.toBe(tracker);
  });

  it('keeps the tracker in force when given something without a track function', () => {
    const tracker = { track: vi.fn() };
    configureBeem({ tracker });
    configureBeem({ tracker: {} as never });
    configureBeem({ tracker: null as never });
    expect(config.tracker).toBe(tracker);
  });
});
