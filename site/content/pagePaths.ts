import { blogCategories, blogCategoryPath } from '@beem/design-system/marketing';
import { beemPaths } from './paths';

/**
 * Every public page address: the page paths and the blog's category pages. Apart from the paths
 * themselves (paths.ts), which the site tests read in Node without the library.
 */
export const beemPagePaths: readonly string[] = [
  ...Object.values(beemPaths),
  ...blogCategories.map(blogCategoryPath),
];
