import { byNewest, parsePost, type PostSummary } from '../blog/posts';
import type { MarkdownMeta } from '@beem/design-system/marketing';

/** Every post's front matter (not its body), checked and newest first. */
const metas = import.meta.glob<MarkdownMeta>('@blog-posts/*.md', {
  query: '?meta',
  import: 'default',
  eager: true,
});

export const posts: readonly PostSummary[] = Object.entries(metas)
  .map(([file, meta]) => parsePost(file, meta))
  .sort(byNewest);
