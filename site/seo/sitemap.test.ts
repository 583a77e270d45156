import { describe, expect, it } from 'vitest';
import { beemPagePaths } from '@beem/design-system';
import { robotsTxt, sitemapXml } from './sitemap';

const site = 'https://www.trybeem.com';

describe('sitemapXml', () => {
  it('lists each path once, as its canonical address', () => {
    const xml = sitemapXml(['/', '/about', '/about', '/blog/save/'], site);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url><loc>https://www.trybeem.com/</loc></url>\n' +
        '  <url><loc>https://www.trybeem.com/about</loc></url>\n' +
        '  <url><loc>https://www.trybeem.com/blog/save/</loc></url>\n</urlset>\n',
    );
  });

  it('escapes XML', () => {
    expect(sitemapXml(['/a&b'], site)).toContain('<loc>https://www.trybeem.com/a&amp;b</loc>');
  });

  it('covers every route of the spec', () => {
    const xml = sitemapXml(beemPagePaths, site);
    expect(xml.match(/<url>/g)).toHaveLength(new Set(beemPagePaths).size);
  });
});

describe('robotsTxt', () => {
  it('allows crawling and names the sitemap only in production', () => {
    expect(robotsTxt('production', site)).toContain('Sitemap: https://www.trybeem.com/sitemap.xml');
    expect(robotsTxt('production', site)).toContain('Disallow: /auth/');
  });

  it.each(['staging', 'development'] as const)('disallows everything in %s', (environment) => {
    expect(robotsTxt(environment, site)).toBe('User-agent: *\nDisallow: /\n');
  });
});
