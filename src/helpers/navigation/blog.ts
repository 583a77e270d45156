/**
 * The blog's categories and their addresses. They stay in the library, unlike the site's other
 * routes: `PostSummary` types a post by its category and `CategoryNav` links to every category,
 * so any Beem surface that lists the posts shares them. The rest of the site's addresses are the
 * site's own content.
 */
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
export type BlogCategory = (typeof blogCategories)[number];

/** The blog index's address. */
export const blogPath = '/blog/';

export const blogCategoryPath = (category: BlogCategory) => `${blogPath}${category}/`;

/** "transfer-money" → "Transfer Money". */
export const blogCategoryLabel = (category: BlogCategory) =>
  category
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
