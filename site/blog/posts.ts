/**
 * Blog posts: front matter checked into a typed post, and the site paths of posts and categories.
 * A post with a missing or wrong field fails the build with the file named, rather than
 * rendering an empty title or a broken date.
 */
import {
  readingMinutes,
  type MarkdownMeta,
  type PostSummary,
  blogCategories,
  blogCategoryLabel,
  blogCategoryPath,
  type BlogCategory,
} from '@beem/design-system/marketing';

export const postPath = (slug: string) => `/blog/${slug}/`;

export { POSTS_PER_PAGE, listPagePath, pageCount, pageOf } from './pages';

const isCategory = (value: unknown): value is BlogCategory =>
  blogCategories.includes(value as BlogCategory);

/** `./blog/save-more.md` → `save-more`. */
export const slugFromFile = (file: string) => file.replace(/^.*\//, '').replace(/\.md$/, '');

export function parsePost(file: string, meta: MarkdownMeta): PostSummary {
  const slug = slugFromFile(file);
  const { title, description, category, date, author, image, imageAlt } = meta.frontMatter;
  const fail = (problem: string): never => {
    throw new Error(`Blog post ${file}: ${problem}`);
  };
  const text = (value: unknown, field: string) =>
    typeof value === 'string' && value.trim() ? value.trim() : fail(`"${field}" is missing.`);
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) fail('the file name must be a lowercase slug.');
  if (isCategory(slug)) fail('a post cannot share its slug with a category page.');
  if (slug === 'page') fail('"page" is kept for the pages of the blog index.');
  if (!isCategory(category)) fail(`"category" must be one of ${blogCategories.join(', ')}.`);
  const day = text(date, 'date');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(day)))
    fail('"date" must be a date written YYYY-MM-DD.');
  return {
    slug,
    href: postPath(slug),
    title: text(title, 'title'),
    description: text(description, 'description'),
    category: category as BlogCategory,
    date: day,
    author: text(author, 'author'),
    image: { src: text(image, 'image'), alt: text(imageAlt, 'imageAlt') },
    headings: meta.headings,
    readingMinutes: readingMinutes(meta.words),
    links: meta.links,
  };
}

/** Newest first; the same day falls back to the title, so the order never depends on files. */
export const byNewest = (a: PostSummary, b: PostSummary) =>
  b.date.localeCompare(a.date) || a.title.localeCompare(b.title);

export { blogCategories, blogCategoryLabel, blogCategoryPath, type BlogCategory, type PostSummary };
