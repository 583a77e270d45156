import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  headersFile,
  headersFor,
  parseHeadersFile,
  securityHeaders,
} from './headers';

const sources = {
  scriptHashes: ['abc=', 'xyz='],
  imageHost: 'https://beem.imgix.net',
  apiGateway: 'https://api.trybeem.com/v1',
};

describe('contentSecurityPolicy', () => {
  it('allows only the site, hashed inline scripts, the image host, the API and analytics', () => {
    expect(contentSecurityPolicy(sources).split('; ')).toEqual([
      "default-src 'self'",
      "script-src 'self' 'sha256-abc=' 'sha256-xyz='",
      "style-src 'self'",
      "img-src 'self' https://beem.imgix.net",
      "font-src 'self'",
      "connect-src 'self' https://api.trybeem.com https://api-js.mixpanel.com",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]);
  });

  it('leaves out empty or malformed hosts instead of writing them into the policy', () => {
    const policy = contentSecurityPolicy({ scriptHashes: [], imageHost: '', apiGateway: 'nope' });
    expect(policy).toContain("img-src 'self';");
    expect(policy).toContain("connect-src 'self' https://api-js.mixpanel.com;");
    expect(policy).toContain("script-src 'self';");
  });
});

describe('the _headers file', () => {
  const rules = securityHeaders(sources);

  it('round-trips through its text form', () => {
    expect(parseHeadersFile(headersFile(rules))).toEqual(rules);
  });

  it('gives every page the security headers and hashed assets a year of caching', () => {
    const page = headersFor(rules, '/about');
    expect(page['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(page['X-Content-Type-Options']).toBe('nosniff');
    expect(page['Cache-Control']).toBeUndefined();
    const asset = headersFor(rules, '/assets/index-abc123.js');
    expect(asset['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(asset['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });
});
