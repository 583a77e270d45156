import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './returnUrl';

const origin = 'https://app.example.com';

describe('safeReturnUrl: hostile values fall back home', () => {
  it.each([
    ['//evil.com'],
    ['/\\evil.com'],
    ['\\/evil.com'],
    ['\\\\evil.com'],
    ['/\t/evil.com'],
    ['/\n/evil.com'],
    ['///evil.com'],
    ['http:evil.com'],
    ['https://evil.com'],
    ['HTTPS://evil.com/path'],
    ['//app.example.com@evil.com'],
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    [' javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['%2F%2Fevil.com'],
    ['/%2Fevil.com'],
    ['/%2F%2Fevil.com'],
    ['/%5Cevil.com'],
    ['/%5C%5Cevil.com'],
    ['/%09/evil.com'],
    ['/%0A/evil.com'],
    ['/%00'],
    ['/%E0%A4%A'],
    ['evil.com'],
    ['/auth/verify'],
    ['/auth/verify/'],
    ['/auth/verify?returnUrl=%2Fabout'],
    ['/d/auth/verify'],
    ['//auth/verify'],
    [''],
    [null],
    [undefined],
  ])('%j → /', (raw) => {
    expect(safeReturnUrl(raw, origin)).toBe('/');
  });
});

describe('safeReturnUrl: same-origin paths come back normalised', () => {
  it.each([
    ['/', '/'],
    ['/pricing/plus', '/pricing/plus'],
    ['/pricing/plus?ref=menu#plans', '/pricing/plus?ref=menu#plans'],
    ['/d/account', '/d/account'],
    ['/blog/../about', '/about'],
    ['/a%20b', '/a%20b'],
    ['/auth/verifying-help', '/auth/verifying-help'],
  ])('%j → %j', (raw, expected) => {
    expect(safeReturnUrl(raw, origin)).toBe(expected);
  });

  it('always ends on the site origin', () => {
    for (const raw of ['//evil.com', '/ok', 'https://evil.com', '/\\evil.com']) {
      expect(new URL(safeReturnUrl(raw, origin), origin).origin).toBe(origin);
    }
  });
});

describe('session expiry round trip', () => {
  it('the error catalogue sends the visitor to verify, and verifying brings them back', async () => {
    const { verifyPathFor } = await import('../errors/errorCatalogue');
    const redirect = new URL(
      verifyPathFor({ pathname: '/d/account', search: '?tab=plans' }),
      origin,
    );
    expect(redirect.pathname).toBe('/d/auth/verify');
    expect(safeReturnUrl(redirect.searchParams.get('returnUrl'), origin)).toBe(
      '/d/account?tab=plans',
    );
  });
});
