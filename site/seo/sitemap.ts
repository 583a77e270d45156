/** `sitemap.xml` and `robots.txt` for the built site (only production may be indexed). */
import { type AppEnvironment, canonicalUrl } from '@beem/design-system';

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** Every indexable path, once each, as canonical addresses. */
export function sitemapXml(paths: readonly string[], siteUrl: string): string {
  const urls = [...new Set(paths.map((path) => canonicalUrl(path, siteUrl)))]
    .map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
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
): Record<string, string> {
  const unique = [...new Map(paths.map((path) => [canonicalUrl(path, siteUrl), path])).values()];
  if (unique.length <= limit) return { 'sitemap.xml': sitemapXml(unique, siteUrl) };
  const files: Record<string, string> = {};
  const names: string[] = [];
  for (let start = 0; start < unique.length; start += limit) {
    const name = `sitemap-${names.length + 1}.xml`;
    names.push(name);
    files[name] = sitemapXml(unique.slice(start, start + limit), siteUrl);
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
