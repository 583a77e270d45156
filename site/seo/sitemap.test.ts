import { describe, expect, it } from 'vitest';
import { beemPagePaths } from '../content/pagePaths';
import { robotsTxt, sitemapFiles, sitemapXml } from './sitemap';

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

  it('covers every one of Beem’s public pages', () => {
    const xml = sitemapXml(beemPagePaths, site);
    expect(xml.match(/<url>/g)).toHaveLength(new Set(beemPagePaths).size);
  });
});

describe('sitemapXml with language versions', () => {
  const versions = (path: string) =>
    path.endsWith('/pricing')
      ? { 'en-US': '/pricing', 'es-US': '/es/pricing' }
      : ({} as Record<string, string>);
  const xml = sitemapXml(['/pricing', '/es/pricing', '/deals'], site, versions);

  it('lists every version of a page under each version, itself and x-default (US English) included', () => {
    const english =
      /<url>\s*<loc>https:\/\/www\.trybeem\.com\/pricing<\/loc>([\s\S]*?)<\/url>/.exec(xml)?.[1];
    const spanish =
      /<url>\s*<loc>https:\/\/www\.trybeem\.com\/es\/pricing<\/loc>([\s\S]*?)<\/url>/.exec(
        xml,
      )?.[1];
    const links = [
      '<xhtml:link rel="alternate" hreflang="en-US" href="https://www.trybeem.com/pricing"/>',
      '<xhtml:link rel="alternate" hreflang="es-US" href="https://www.trybeem.com/es/pricing"/>',
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.trybeem.com/pricing"/>',
    ];
    for (const link of links) {
      expect(english).toContain(link);
      expect(spanish).toContain(link);
    }
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('lists a page in one language with no alternates', () => {
    expect(xml).toContain('  <url><loc>https://www.trybeem.com/deals</loc></url>');
    expect(xml.match(/xhtml:link/g)).toHaveLength(6);
  });
});

describe('sitemapFiles', () => {
  const paths = ['/', '/about', '/pricing', '/blog/', '/blog/page/2/'];

  it('writes one sitemap.xml up to the limit', () => {
    const files = sitemapFiles(paths, site, 5);
    expect(Object.keys(files)).toEqual(['sitemap.xml']);
    expect(files['sitemap.xml']).toBe(sitemapXml(paths, site));
  });

  it('past the limit, sitemap.xml is an index of parts that each stay within it', () => {
    const files = sitemapFiles([...paths, '/about'], site, 2);
    expect(Object.keys(files).sort()).toEqual([
      'sitemap-1.xml',
      'sitemap-2.xml',
      'sitemap-3.xml',
      'sitemap.xml',
    ]);
    expect(files['sitemap.xml']).toContain('<sitemapindex');
    expect(files['sitemap.xml']).toContain(
      '<sitemap><loc>https://www.trybeem.com/sitemap-3.xml</loc></sitemap>',
    );
    const listed = ['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml'].flatMap((name) => {
      const locs = [...(files[name] ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
      expect(locs.length).toBeLessThanOrEqual(2);
      return locs;
    });
    // Every address once, across the parts (the repeated /about is listed once).
    expect(listed).toHaveLength(5);
    expect(new Set(listed).size).toBe(5);
  });

  it('uses the protocol’s limit of 50,000 by default', () => {
    const many = Array.from({ length: 50_001 }, (_, index) => `/p/${index}`);
    expect(Object.keys(sitemapFiles(many, site))).toHaveLength(3);
    expect(Object.keys(sitemapFiles(many.slice(1), site))).toEqual(['sitemap.xml']);
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
