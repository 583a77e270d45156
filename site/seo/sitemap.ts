/** `sitemap.xml` and `robots.txt` for the built site (spec section 2: index only in production). */
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

export function robotsTxt(environment: AppEnvironment, siteUrl: string): string {
  if (environment !== 'production') return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\nDisallow: /auth/\nDisallow: /d/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
