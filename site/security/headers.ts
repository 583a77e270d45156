/**
 * HTTP headers for the built site: a strict Content-Security-Policy with Trusted Types enforced,
 * HSTS, cross-origin isolation of the window and of resources, and the usual hardening headers, written as a `_headers` file (the format Netlify and Cloudflare Pages read) and
 * applied the same way by the local preview server (scripts/static-site.ts).
 */

/** The one Trusted Types policy: the boot script's, which passes only the build's own scripts. */
export const BOOT_POLICY = 'beem-boot';

/** mixpanel-browser's default API host: where analytics events are sent. */
export const ANALYTICS_ORIGIN = 'https://api-js.mixpanel.com';

export interface CspSources {
  /** SHA-256 hashes (base64) of every inline script in the built pages (the JSON-LD). */
  scriptHashes: readonly string[];
  /** The image host; empty when the site serves its own images only. */
  imageHost: string;
  /** The API gateway; empty when the site answers its own `/graphql`. */
  apiGateway: string;
  analyticsOrigin?: string;
}

const origin = (url: string) => {
  try {
    return url ? new URL(url).origin : '';
  } catch {
    return '';
  }
};

export function contentSecurityPolicy({
  scriptHashes,
  imageHost,
  apiGateway,
  analyticsOrigin = ANALYTICS_ORIGIN,
}: CspSources): string {
  const list = (...sources: string[]) => [...new Set(sources.filter(Boolean))].join(' ');
  const hashes = [...scriptHashes].sort().map((hash) => `'sha256-${hash}'`);
  return [
    `default-src 'self'`,
    // A hash-based strict policy: the one inline boot script is trusted by its hash, and the
    // modules it imports are trusted because it loaded them ('strict-dynamic'). 'self' is only
    // the fallback for browsers older than CSP level 3, which ignore 'strict-dynamic'; CSP 3
    // browsers ignore 'self' in its presence, so a same-origin file can never run by itself.
    `script-src ${list("'strict-dynamic'", "'self'", ...hashes)}`,
    `style-src 'self'`,
    `img-src ${list("'self'", origin(imageHost))}`,
    `font-src 'self'`,
    `connect-src ${list("'self'", origin(apiGateway), origin(analyticsOrigin))}`,
    `object-src 'none'`,
    `frame-ancestors 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    // DOM XSS sinks (innerHTML, script.src, eval and the like) accept only Trusted Types. One
    // policy may be created: the boot script's, for the entry's `src` (scripts/build-site.mjs).
    // Nothing else in the site or its libraries writes HTML or script from a string at run time.
    `require-trusted-types-for 'script'`,
    `trusted-types ${BOOT_POLICY}`,
  ].join('; ');
}

export type HeaderRules = readonly { path: string; headers: Readonly<Record<string, string>> }[];

export function securityHeaders(sources: CspSources): HeaderRules {
  return [
    {
      path: '/*',
      headers: {
        'Content-Security-Policy': contentSecurityPolicy(sources),
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
        'X-Frame-Options': 'DENY',
        // Two years, every subdomain, and eligible for the browsers' preload lists.
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
        // No other origin's window keeps a handle on a Beem page, and no other origin may embed
        // its files (pages, scripts, fonts, images) in theirs.
        'Cross-Origin-Opener-Policy': 'same-origin',
        'Cross-Origin-Resource-Policy': 'same-origin',
      },
    },
    {
      // Vite puts a content hash in every file name under /assets: a new build, a new name.
      path: '/assets/*',
      headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
    },
  ];
}

/** The `_headers` file: a path pattern, then its headers indented below it. */
export const headersFile = (rules: HeaderRules) =>
  rules
    .map(
      ({ path, headers }) =>
        `${path}\n${Object.entries(headers)
          .map(([name, value]) => `  ${name}: ${value}`)
          .join('\n')}`,
    )
    .join('\n\n') + '\n';

/** Reads a `_headers` file back into rules. */
export function parseHeadersFile(text: string): HeaderRules {
  const rules: { path: string; headers: Record<string, string> }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const current = rules.at(-1);
    const colon = line.indexOf(':');
    if (current && colon > 0)
      current.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** The headers for `pathname`: every matching rule, later rules adding to earlier ones. */
export function headersFor(rules: HeaderRules, pathname: string): Record<string, string> {
  const matches = (pattern: string) =>
    pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;
  const headers: Record<string, string> = {};
  for (const rule of rules) if (matches(rule.path)) Object.assign(headers, rule.headers);
  return headers;
}
