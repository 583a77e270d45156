/**
 * The blog's categories and their addresses. They stay in the library, unlike the site's other
 * routes: `PostSummary` types a post by its category and `CategoryNav` links to every category,
 * so any Beem surface that lists the posts shares them. The rest of the site's addresses are the
 * site's own content.
 */
import { blogStrings } from '../locale/messages/en-US/blog';
import type { MessageKey } from '../locale/messages/keys';
import { createTranslate, type Translate } from '../locale/translate';

/** The keys of the blog's messages. */
export type BlogKey = Extract<MessageKey, `blog.${string}`>;

const translateBlog = createTranslate('en-US', blogStrings);
/** Every blog category, in the order `CategoryNav` lists them; each is also its page's slug. */
export const blogCategories = [
  'save',
  'spend',
  'earn',
  'insurance',
  'taxes',
  'banking',
  'loans',
  'credit',
  'debt',
  'retirement',
  'transfer-money',
] as const;
/** One of `blogCategories`: the category a post belongs to. */
export type BlogCategory = (typeof blogCategories)[number];

/** The blog index's address. */
export const blogPath = '/blog/';

/** A category's page: `/blog/transfer-money/`. */
export const blogCategoryPath = (category: BlogCategory) => `${blogPath}${category}/`;

/** "transfer-money" → "Transfer Money" in en-US, "Enviar dinero" in es-US. */
export const blogCategoryLabel = (category: BlogCategory, t: Translate<BlogKey> = translateBlog) =>
  // ICU select keys cannot hold a hyphen: the catalogue writes them in camel case.
  t('blog.category', {
    category: category.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()),
  });
