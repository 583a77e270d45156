import { describe, expect, it } from 'vitest';
import { CspEvaluator } from 'csp_evaluator/dist/evaluator.js';
import { Severity } from 'csp_evaluator/dist/finding.js';
import { CspParser } from 'csp_evaluator/dist/parser.js';
import {
  BOOT_POLICY,
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
      "script-src 'strict-dynamic' 'self' 'sha256-abc=' 'sha256-xyz='",
      "style-src 'self'",
      "img-src 'self' https://beem.imgix.net",
      "font-src 'self'",
      "connect-src 'self' https://api.trybeem.com https://api-js.mixpanel.com",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "require-trusted-types-for 'script'",
      'trusted-types beem-boot',
    ]);
  });

  it('leaves out empty or malformed hosts instead of writing them into the policy', () => {
    const policy = contentSecurityPolicy({ scriptHashes: [], imageHost: '', apiGateway: 'nope' });
    expect(policy).toContain("img-src 'self';");
    expect(policy).toContain("connect-src 'self' https://api-js.mixpanel.com;");
    expect(policy).toContain("script-src 'strict-dynamic' 'self';");
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
    expect(page['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains; preload');
    expect(page['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(page['Cross-Origin-Resource-Policy']).toBe('same-origin');
    expect(page['Cache-Control']).toBeUndefined();
    const asset = headersFor(rules, '/assets/index-abc123.js');
    expect(asset['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(asset['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });
});

/**
 * Google's CSP Evaluator, the checker behind csp-evaluator.withgoogle.com and Lighthouse's CSP
 * audit: the policy the site ships has no finding of high or medium severity, certain or possible.
 */
describe("Google's CSP Evaluator", () => {
  const serious = new Set([
    Severity.HIGH,
    Severity.SYNTAX,
    Severity.MEDIUM,
    Severity.HIGH_MAYBE,
    Severity.STRICT_CSP,
    Severity.MEDIUM_MAYBE,
  ]);
  const findings = (policy: string) =>
    new CspEvaluator(new CspParser(policy).csp)
      .evaluate()
      .filter((finding) => serious.has(finding.severity))
      .map((finding) => `${finding.directive}: ${finding.description}`);

  it.each([
    ['with an API gateway and image host', sources],
    ['serving its own API and images', { scriptHashes: ['abc='], imageHost: '', apiGateway: '' }],
  ])('finds nothing high or medium %s', (_case, given) => {
    expect(findings(contentSecurityPolicy(given))).toEqual([]);
  });

  it('is a checker that can fail: the policy without its strict parts is flagged', () => {
    expect(
      findings("default-src 'self'; script-src 'self' 'unsafe-inline'").length,
    ).toBeGreaterThan(0);
  });
});

describe('Trusted Types', () => {
  it('allows only the policy the boot script creates, which passes only built scripts', async () => {
    const { BOOT_SCRIPT } = await import('../../scripts/build-site.mjs');
    expect(BOOT_SCRIPT).toContain(`createPolicy("${BOOT_POLICY}"`);
    expect(contentSecurityPolicy(sources).split('; ')).toContain(`trusted-types ${BOOT_POLICY}`);
  });
});
