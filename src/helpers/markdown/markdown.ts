/**
 * Markdown documents (blog posts, legal and company pages) are compiled at build time by the
 * `markdownContent` Vite plugin (scripts/markdown.ts): the browser receives a ready element tree
 * and never ships a Markdown parser.
 *
 * - `import body, { meta } from './x.md'`: the body as plain element data (raw HTML is dropped)
 *   and its meta;
 * - `import meta from './x.md?meta'`: the meta alone, for lists that must not pull every body in.
 */
export interface DocumentHeading {
  /** 2 for a section, 3 for a subsection. */
  depth: 2 | 3;
  /** The heading's `id` (GitHub-style slug, unique within the document). */
  id: string;
  /** The heading's plain text, as the table of contents lists it. */
  text: string;
}

/** What the build reads from a Markdown document besides its body: its front matter and outline. */
export interface MarkdownMeta {
  /** The YAML front matter, unvalidated: each content type checks its own fields. */
  frontMatter: Readonly<Record<string, unknown>>;
  /** The document's `##` and `###` headings, in order, for the table of contents. */
  headings: readonly DocumentHeading[];
  /** Words in the body, for a reading-time estimate. */
  words: number;
  /** Every link target in the body, for link checks. */
  links: readonly string[];
}

/**
 * A compiled element: a tag name and React props (already mapped from HTML attributes at build
 * time), then its children.
 */
export interface MarkdownElement {
  /** The element's tag name, e.g. `p` or `a`. */
  type: string;
  /** Its React props. */
  props: Readonly<Record<string, unknown>>;
  /** Its content: text and elements, in order. */
  children: readonly MarkdownNode[];
}

/** Text, or an element. */
export type MarkdownNode = string | MarkdownElement;

/** A compiled body: the nodes of the document, in order. */
export type MarkdownTree = readonly MarkdownNode[];

/** Reading time at an unhurried 220 words a minute, never under one minute. */
export const readingMinutes = (words: number) => Math.max(1, Math.round(words / 220));
