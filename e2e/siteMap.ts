/** What the built site must contain, worked out from the sources, not from the build. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
// The page addresses alone: Playwright runs in Node, where the public entry's component modules
// (styles written in TypeScript, SVG art) cannot load without the bundler.
import { beemPaths, blogCategories, blogCategoryPath } from '../src/helpers/navigation/paths';

export const repo = join(import.meta.dirname, '..');
export const distDir = join(repo, 'dist', 'site');

export const postPaths = readdirSync(join(repo, 'site', 'content', 'blog'))
  .filter((file) => file.endsWith('.md'))
  .map((file) => `/blog/${file.replace(/\.md$/, '')}/`);

/** Every page search engines may list. */
export const indexablePaths: readonly string[] = [
  ...Object.values(beemPaths),
  ...blogCategories.map(blogCategoryPath),
  ...postPaths,
];

/** Pages that exist but are never listed. */
export const privatePaths = ['/auth/verify', '/d/auth/verify'] as const;

export const allPaths = [...indexablePaths, ...privatePaths];

/** The site address of a default (not production) build. */
export const siteUrl = 'https://www.trybeem.com';

export const canonical = (path: string) => (path === '/' ? `${siteUrl}/` : `${siteUrl}${path}`);

export const builtHtmlFiles = (dir = distDir): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : builtHtmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });

export const readBuilt = (file: string) => readFileSync(join(distDir, file), 'utf8');
