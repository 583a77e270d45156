import { expect, test } from './fixtures';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  builtHtmlFiles,
  canonical,
  distDir,
  indexablePaths,
  languageOf,
  readBuilt,
  spanishPaths,
  spanishVersionsOf,
} from './siteMap';

// Checks of the built files themselves: one run is enough.
test.skip(({ viewport }) => (viewport?.width ?? 0) < 1024, 'file checks: one run is enough');

/** A path on the site that a static host answers with a file. */
/** `/about` → about/index.html, as the build writes it. */
const htmlOf = (path: string) => readBuilt(join(path.replace(/^\/|\/$/g, ''), 'index.html'));

const resolves = (path: string) => {
  const clean = decodeURIComponent(path.replace(/[?#].*$/, ''));
  const file = join(distDir, clean);
  return (existsSync(file) && !clean.endsWith('/')) || existsSync(join(file, 'index.html'));
};

test('every page is prerendered: one HTML file per route, with its content in it', () => {
  for (const path of indexablePaths) {
    const html = htmlOf(path);
    expect(html, path).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${languageOf(path).lang}"`));
    expect(html.match(/<title>/g), path).toHaveLength(1);
    expect(html, path).toMatch(/<h1[^>]*>[^<]+/);
  }
  expect(readBuilt('404.html')).toContain('Page not found');
});

test('every internal link in the built HTML resolves to a page or a file', () => {
  const broken: string[] = [];
  for (const file of builtHtmlFiles()) {
    const html = readFileSync(file, 'utf8');
    for (const [, href = ''] of html.matchAll(/\s(?:href|src)="(\/[^"]*)"/g)) {
      if (!resolves(href)) broken.push(`${relative(distDir, file)} → ${href}`);
    }
  }
  expect(broken).toEqual([]);
});

test('sitemap.xml lists exactly the indexable routes; robots.txt blocks a non-production build', () => {
  const locs = [...readBuilt('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
  expect([...locs].sort()).toEqual(indexablePaths.map(canonical).sort());
  expect(readBuilt('robots.txt')).toBe('User-agent: *\nDisallow: /\n');
});

/** A page's `hreflang` links, by language: `{ 'en-US': 'https://…/pricing', … }`. */
const alternatesIn = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(
      ([, hrefLang = '', href = '']) => [hrefLang, href],
    ),
  );

test('every page with a Spanish version and its Spanish page name each other with hreflang, US English as x-default', () => {
  expect(spanishPaths.length).toBe(spanishVersionsOf.length);
  for (const [index, english] of spanishVersionsOf.entries()) {
    const spanish = spanishPaths[index] ?? '';
    const expected = {
      'en-US': canonical(english),
      'es-US': canonical(spanish),
      'x-default': canonical(english),
    };
    // The same set on both: each names itself and the other, so the pair is reciprocal.
    expect(alternatesIn(htmlOf(english)), english).toEqual(expected);
    expect(alternatesIn(htmlOf(spanish)), spanish).toEqual(expected);
    expect(htmlOf(spanish), spanish).toContain(
      `<link rel="canonical" href="${canonical(spanish)}"/>`,
    );
  }
});

test('a page in English only names no language alternate', () => {
  const single = indexablePaths.filter(
    (path) => languageOf(path).locale === 'en-US' && !spanishVersionsOf.includes(path),
  );
  expect(single.length).toBeGreaterThan(0);
  for (const path of single) expect(alternatesIn(htmlOf(path)), path).toEqual({});
});

test('the sitemap lists each page’s language versions, reciprocally', () => {
  const xml = readBuilt('sitemap.xml');
  for (const [index, english] of spanishVersionsOf.entries()) {
    const spanish = spanishPaths[index] ?? '';
    for (const path of [english, spanish]) {
      const entry = new RegExp(
        `<url>\\s*<loc>${canonical(path).replace(/[.?]/g, '\\$&')}</loc>([\\s\\S]*?)</url>`,
      ).exec(xml)?.[1];
      expect(entry, path).toContain(`hreflang="en-US" href="${canonical(english)}"`);
      expect(entry, path).toContain(`hreflang="es-US" href="${canonical(spanish)}"`);
      expect(entry, path).toContain(`hreflang="x-default" href="${canonical(english)}"`);
    }
  }
});

test('the default sharing image is a 1300 × 750 PNG served by the site', () => {
  const png = readFileSync(join(distDir, 'og', 'default.png'));
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  // The IHDR chunk: width, then height, as 32-bit big-endian integers.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1300, 750]);
});
