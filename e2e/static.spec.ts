import { expect, test } from './fixtures';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { builtHtmlFiles, canonical, distDir, indexablePaths, readBuilt } from './siteMap';

// Checks of the built files themselves: one run is enough.
test.skip(({ viewport }) => (viewport?.width ?? 0) < 1024, 'file checks: one run is enough');

/** A path on the site that a static host answers with a file. */
const resolves = (path: string) => {
  const clean = decodeURIComponent(path.replace(/[?#].*$/, ''));
  const file = join(distDir, clean);
  return (existsSync(file) && !clean.endsWith('/')) || existsSync(join(file, 'index.html'));
};

test('every page is prerendered: one HTML file per route, with its content in it', () => {
  for (const path of indexablePaths) {
    const file = join(path.replace(/^\/|\/$/g, ''), 'index.html');
    const html = readBuilt(file);
    expect(html, path).toMatch(/^<!DOCTYPE html><html lang="en"/);
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

test('the default sharing image is a 1300 × 750 PNG served by the site', () => {
  const png = readFileSync(join(distDir, 'og', 'default.png'));
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  // The IHDR chunk: width, then height, as 32-bit big-endian integers.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1300, 750]);
});
