/**
 * Where to send a visitor after verification: the page they came from, which the verify page's
 * `returnUrl` query parameter carries. Only a path on this site is ever returned; anything else
 * falls back to the home page.
 */

export const HOME_PATH = '/';

const VERIFY_PATHS = new Set(['/auth/verify', '/d/auth/verify']);

// Backslashes: browsers treat `\` like `/` in URLs, so `/\evil.com` is `//evil.com`.
// Control characters: browsers drop tabs and newlines inside URLs, so `/\t/evil.com` is too.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\\\u0000-\u001f\u007f]/;

const decodeOnce = (value: string): string | null => {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
};

/**
 * `raw` as a same-origin `pathname + search + hash`, normalised and re-emitted (never the raw
 * input), or `/` when it is missing, off-site, a script or data URL, encoded to hide any of
 * those, or the verify page itself (which would loop).
 */
export function safeReturnUrl(raw: string | null | undefined, origin: string): string {
  if (!raw) return HOME_PATH;
  const decoded = decodeOnce(raw);
  if (decoded === null) return HOME_PATH;
  for (const value of [raw, decoded]) {
    if (FORBIDDEN.test(value)) return HOME_PATH;
    // A path, and only a path: not `//host`, not `scheme:`.
    if (!value.startsWith('/') || value.startsWith('//')) return HOME_PATH;
  }
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return HOME_PATH;
  }
  if (url.origin !== new URL(origin).origin) return HOME_PATH;
  const pathname = url.pathname.replace(/^\/+/, '/');
  if (VERIFY_PATHS.has(pathname.replace(/\/+$/, ''))) return HOME_PATH;
  return `${pathname}${url.search}${url.hash}`;
}
