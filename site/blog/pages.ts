/**
 * The blog's list pages: how the index and each category split over pages. Kept free of the
 * library's runtime (a type import only), so the site tests can work out the expected pages in
 * Node from the posts' sources.
 */
import type { BlogCategory } from '@beem/design-system/marketing';

/**
 * Posts per page of the blog index and of each category. Every list page stays this size however
 * many posts there are: the rest are on `/blog/page/2/`, `/blog/save/page/2/` and so on.
 */
export const POSTS_PER_PAGE = 12;

/** How many pages a list of `count` posts takes (at least one, which may be empty). */
export const pageCount = (count: number) => Math.max(1, Math.ceil(count / POSTS_PER_PAGE));

/** The posts on one page of a list, newest first as given. */
export const pageOf = <T>(items: readonly T[], page: number): T[] =>
  items.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE);

/** Page `page` of the blog index, or of a category: page 1 is the list's own address. */
export const listPagePath = (page: number, category?: BlogCategory) => {
  // The same addresses as the library's `blogPath` and `blogCategoryPath`.
  const first = category ? `/blog/${category}/` : '/blog/';
  return page === 1 ? first : `${first}page/${page}/`;
};
