/** `sitemap.xml` and `robots.txt` for the built site (only production may be indexed). */
import { type AppEnvironment } from '@beem/design-system';
import { canonicalUrl } from '@beem/design-system/marketing';

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * A page's versions in each language, by `hreflang` (`en-US`, `es-US`), itself included; none for
 * a page in one language only.
 */
export type AlternatesOf = (path: string) => Readonly<Partial<Record<string, string>>>;

/**
 * One page's entry. A page with versions in other languages lists every version, itself
 * included, as `xhtml:link` alternates, with US English also as `x-default`: each version's
 * entry lists the same set, so the sitemap's alternates are reciprocal as the pages' own
 * `hreflang` links are (Google's "Tell Google about localized versions of your page").
 */
function urlEntry(path: string, siteUrl: string, alternatesOf?: AlternatesOf) {
  const loc = `    <loc>${escapeXml(canonicalUrl(path, siteUrl))}</loc>`;
  const versions = Object.entries(alternatesOf?.(path) ?? {}).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  if (!versions.length) return `  <url><loc>${escapeXml(canonicalUrl(path, siteUrl))}</loc></url>`;
  const fallback = versions.find(([hrefLang]) => hrefLang === 'en-US');
  const links = [...versions, ...(fallback ? [['x-default', fallback[1]] as const] : [])].map(
    ([hrefLang, href]) =>
      `    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(canonicalUrl(href, siteUrl))}"/>`,
  );
  return ['  <url>', loc, ...links, '  </url>'].join('\n');
}

/** Every indexable path, once each, as canonical addresses, with its language versions. */
export function sitemapXml(
  paths: readonly string[],
  siteUrl: string,
  alternatesOf?: AlternatesOf,
): string {
  const unique = [...new Map(paths.map((path) => [canonicalUrl(path, siteUrl), path])).values()];
  const urls = unique.map((path) => urlEntry(path, siteUrl, alternatesOf)).join('\n');
  const xhtml = alternatesOf ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls}\n</urlset>\n`;
}

/** The sitemap protocol's limit of addresses per file (sitemaps.org). */
export const SITEMAP_LIMIT = 50_000;

/**
 * The sitemap files to write, by name. Up to `limit` addresses: one `sitemap.xml`. Past it,
 * `sitemap.xml` becomes a sitemap index listing `sitemap-1.xml`, `sitemap-2.xml` and so on, each
 * with at most `limit` addresses, so robots.txt names one file either way.
 */
export function sitemapFiles(
  paths: readonly string[],
  siteUrl: string,
  limit = SITEMAP_LIMIT,
  alternatesOf?: AlternatesOf,
): Record<string, string> {
  const unique = [...new Map(paths.map((path) => [canonicalUrl(path, siteUrl), path])).values()];
  if (unique.length <= limit) return { 'sitemap.xml': sitemapXml(unique, siteUrl, alternatesOf) };
  const files: Record<string, string> = {};
  const names: string[] = [];
  for (let start = 0; start < unique.length; start += limit) {
    const name = `sitemap-${names.length + 1}.xml`;
    names.push(name);
    files[name] = sitemapXml(unique.slice(start, start + limit), siteUrl, alternatesOf);
  }
  const entries = names
    .map((name) => `  <sitemap><loc>${escapeXml(`${siteUrl}/${name}`)}</loc></sitemap>`)
    .join('\n');
  files['sitemap.xml'] =
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
  return files;
}

export function robotsTxt(environment: AppEnvironment, siteUrl: string): string {
  if (environment !== 'production') return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\nDisallow: /auth/\nDisallow: /d/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
