/**
 * Where a link leads and how it opens: the rules `Link` follows, apart from React so they can be
 * tested on their own.
 */

/** `www.trybeem.com` → `trybeem.com`: Beem's own sites are this host and its subdomains. */
const ownDomain = (siteUrl: string) => new URL(siteUrl).hostname.replace(/^www\./, '');

/**
 * Whether `href` leaves Beem's sites: an absolute (or protocol-relative) web address on a host
 * that is neither the site's domain nor one of its subdomains (the web app and the help centre
 * are Beem's). Paths, fragments, `mailto:` and `tel:` stay.
 */
export function isExternalHref(href: string, siteUrl: string): boolean {
  const address = href.trim();
  if (!/^(https?:)?\/\//i.test(address)) return false;
  let host: string;
  try {
    host = new URL(address, siteUrl).hostname;
  } catch {
    return false;
  }
  const own = ownDomain(siteUrl);
  return host !== own && !host.endsWith(`.${own}`);
}

/**
 * The `rel` of a link that opens a new tab: what was given, and `noopener noreferrer`, so the new
 * page cannot reach back to this one through `window.opener` and is not told which page sent it.
 */
export function newTabRel(rel: string | undefined): string {
  const tokens = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  tokens.add('noopener');
  tokens.add('noreferrer');
  return [...tokens].join(' ');
}

/**
 * `text` as everything before its last word, and that word: the word is kept on one line with
 * the icon that follows it, so the icon never wraps onto a line of its own.
 */
export function splitLastWord(text: string): [head: string, last: string] {
  const match = /^([\s\S]*\s)?(\S+)\s*$/.exec(text);
  if (!match) return [text, ''];
  return [match[1] ?? '', match[2] ?? ''];
}
