import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveStaticPath } from './static-site';

const root = mkdtempSync(join(tmpdir(), 'site-'));
mkdirSync(join(root, 'about'));
mkdirSync(join(root, 'blog', 'save'), { recursive: true });
writeFileSync(join(root, 'index.html'), '');
writeFileSync(join(root, 'about', 'index.html'), '');
writeFileSync(join(root, 'blog', 'save', 'index.html'), '');
writeFileSync(join(root, 'robots.txt'), '');

describe('resolveStaticPath', () => {
  it.each([
    ['/', '/index.html'],
    ['/about', '/about/index.html'],
    ['/about/', '/about/index.html'],
    ['/blog/save', '/blog/save/index.html'],
    ['/robots.txt', '/robots.txt'],
  ])('serves %s as %s', (path, file) => {
    expect(resolveStaticPath(root, path)).toBe(file);
  });

  it.each(['/nope', '/about/nope', '/../../etc/passwd', '/%E0%A4%A', '/blog/'])(
    'answers 404 for %s',
    (path) => {
      expect(resolveStaticPath(root, path)).toBeNull();
    },
  );
});
