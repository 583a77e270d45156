import { byNewest, parsePost, type PostSummary } from '../../src/blog/posts';
import type { MarkdownMeta, MarkdownTree } from '../../src/markdown/markdown';

/** Every post's front matter (not its body), checked and newest first. */
const metas = import.meta.glob<MarkdownMeta>('./blog/*.md', {
  query: '?meta',
  import: 'default',
  eager: true,
});

export const posts: readonly PostSummary[] = Object.entries(metas)
  .map(([file, meta]) => parsePost(file, meta))
  .sort(byNewest);

/** Each body is its own chunk, fetched only on its post's page. */
const bodies = import.meta.glob<MarkdownTree>('./blog/*.md', { import: 'default' });

export const loadPostBody = (slug: string): Promise<MarkdownTree> => {
  const load = bodies[`./blog/${slug}.md`];
  return load ? load() : Promise.reject(new Error(`No post "${slug}".`));
};
