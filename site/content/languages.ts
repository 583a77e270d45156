/**
 * Which pages exist in Spanish, and each page's language versions. The
 * addresses themselves are `locales.ts` (free of the library, for the site tests in Node).
 */
import { blogCategories, type BlogCategory } from '@beem/design-system/marketing';
import { listPagePath, pageCount } from '../blog/pages';
import { posts } from './blog';
import {
  englishPath,
  pathIn,
  siteLocales,
  spanishPageKeys,
  spanishPrivatePaths,
  type SiteLocale,
} from './locales';
import { beemPaths } from './paths';

/** Every page of the blog index, or of a category. */
const listPages = (category?: BlogCategory) =>
  Array.from(
    {
      length: pageCount(
        category ? posts.filter((post) => post.category === category).length : posts.length,
      ),
    },
    (_, index) => listPagePath(index + 1, category),
  );

/**
 * The English address of every page that has a Spanish version: the listed marketing pages, the
 * blog's index and category pages (their titles and descriptions are translated; the posts they
 * list stay English and say so), and the sign-in pages.
 */
export const spanishVersions: ReadonlySet<string> = new Set([
  ...spanishPageKeys.map((key) => beemPaths[key]),
  ...listPages(),
  ...blogCategories.flatMap((category) => listPages(category)),
  ...spanishPrivatePaths.map(englishPath),
]);

const hasSpanish = (path: string) => spanishVersions.has(englishPath(path));

/**
 * The versions of a page by locale, itself included: what `Seo` turns into reciprocal
 * `hreflang` links and the sitemap into `xhtml:link` alternates. A page with no Spanish version
 * has none, so it names no alternate at all.
 */
export function versionsOf(path: string): Partial<Record<SiteLocale, string>> {
  if (!hasSpanish(path)) return {};
  return Object.fromEntries(siteLocales.map((locale) => [locale, pathIn(locale, path)]));
}
