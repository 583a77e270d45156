import { describe, expect, it, vi } from 'vitest';
import { config, mailHost, resolveSettings, urlSetting } from './config';

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
});

describe('resolveSettings', () => {
  it('takes the URLs an app gives, without their trailing slashes', () => {
    const settings = resolveSettings({
      siteUrl: 'https://www.example.org/',
      webAppUrl: 'https://app.example.org',
      apiGateway: 'https://api.example.org/',
      environment: 'production',
    });
    expect(settings).toMatchObject({
      siteUrl: 'https://www.example.org',
      webAppUrl: 'https://app.example.org',
      apiGateway: 'https://api.example.org',
      environment: 'production',
    });
  });

  it('keeps the defaults for missing, empty and hostile values', () => {
    const settings = resolveSettings({
      siteUrl: 'javascript:alert(1)',
      webAppUrl: '',
      imageHost: undefined,
      apiGateway: 'not a url',
      environment: 'prod',
    });
    expect(settings).toMatchObject({
      siteUrl: 'https://www.trybeem.com',
      webAppUrl: 'https://app.trybeem.com',
      imageHost: 'https://beem.imgix.net',
      apiGateway: '',
      environment: 'development',
    });
  });
});

describe('the tracker', () => {
  it('records nothing until an app gives one', () => {
    expect(() => {
      config.tracker.track('menu_plan_lite', { label: 'Lite' });
    }).not.toThrow();
  });

  it("is the app's when it gives one, and kept when what it gives has no track function", () => {
    const tracker = { track: vi.fn() };
    const given = resolveSettings({ tracker });
    expect(given.tracker).toBe(tracker);
    expect(resolveSettings({ tracker: {} as never }, given).tracker).toBe(tracker);
    expect(resolveSettings({ tracker: null as never }, given).tracker).toBe(tracker);
  });
});
