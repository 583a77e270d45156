/** What the built site must contain, worked out from the sources, not from the build. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
// The page addresses alone: Playwright runs in Node, where the public entry's component modules
// (styles written in TypeScript, SVG art) cannot load without the bundler.
import { blogCategories, blogCategoryPath } from '../src/helpers/navigation/blog';
import { beemPaths } from '../site/content/paths';
import {
  htmlLang,
  localeOfPath,
  pathIn,
  spanishPageKeys,
  spanishPrivatePaths,
  type SiteLocale,
} from '../site/content/locales';
import { listPagePath, pageCount } from '../site/blog/pages';

export const repo = join(import.meta.dirname, '..');
export const distDir = join(repo, 'dist', 'site');

const postFiles = readdirSync(join(repo, 'site', 'content', 'blog')).filter((file) =>
  file.endsWith('.md'),
);

export const postPaths = postFiles.map((file) => `/blog/${file.replace(/\.md$/, '')}/`);

const postCategories = postFiles.map(
  (file) =>
    /^category: (\S+)$/m.exec(
      readFileSync(join(repo, 'site', 'content', 'blog', file), 'utf8'),
    )?.[1],
);

/** The blog index's pages after the first, and each category's (site/blog/pages.ts). */
export const laterListPaths = [undefined, ...blogCategories].flatMap((category) => {
  const count = pageCount(
    category ? postCategories.filter((each) => each === category).length : postFiles.length,
  );
  return Array.from({ length: count - 1 }, (_, index) => listPagePath(index + 2, category));
});

/**
 * The English address of every page with a Spanish version: the pages listed in
 * site/content/locales.ts, and the blog's index and category pages (the posts are English only).
 */
export const spanishVersionsOf: readonly string[] = [
  ...spanishPageKeys.map((key) => beemPaths[key]),
  ...blogCategories.map(blogCategoryPath),
  ...laterListPaths,
];

/** The Spanish pages search engines may list, under /es/. */
export const spanishPaths = spanishVersionsOf.map((path) => pathIn('es-US', path));

/** Every page search engines may list. */
export const indexablePaths: readonly string[] = [
  ...Object.values(beemPaths),
  ...blogCategories.map(blogCategoryPath),
  ...laterListPaths,
  ...postPaths,
  ...spanishPaths,
];

/** Pages that exist but are never listed. */
export const privatePaths = ['/auth/verify', '/d/auth/verify', ...spanishPrivatePaths] as const;

/** The language a page is in, as `<html lang>` and Open Graph say it. */
export const languageOf = (path: string): { locale: SiteLocale; lang: string; og: string } => {
  const locale = localeOfPath(path);
  return { locale, lang: htmlLang[locale], og: locale.replace('-', '_') };
};

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
