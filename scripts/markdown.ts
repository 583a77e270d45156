/**
 * Compiles Markdown at build time (see src/markdown/markdown.ts for what a module exports).
 * Raw HTML in a document is dropped, never passed through: content is text and structure only.
 */
import GithubSlugger from 'github-slugger';
import matter from 'gray-matter';
import { toJsxRuntime, type Fragment as FragmentType, type Jsx } from 'hast-util-to-jsx-runtime';
import type { Nodes, Root as MdastRoot } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toHast } from 'mdast-util-to-hast';
import { toString } from 'mdast-util-to-string';
import type { Plugin } from 'vite';
import type {
  DocumentHeading,
  MarkdownMeta,
  MarkdownNode,
  MarkdownTree,
} from '@beem/design-system/marketing';

/** YAML reads `2026-03-14` as a Date; content wants the date as written. */
const plain = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item)]));
  return value;
};

function walk(node: Nodes, visit: (node: Nodes) => void) {
  visit(node);
  if ('children' in node) for (const child of node.children) walk(child, visit);
}

/** Links may go to pages, anchors, e-mail or phone: any other scheme (`javascript:`…) is unsafe. */
export const isSafeHref = (url: string) =>
  !/^[a-z][a-z\d+.-]*:/i.test(url) || /^(https?|mailto|tel):/i.test(url);

/** An unsafe link keeps its words and loses its target. */
function unwrapUnsafeLinks(node: Nodes) {
  if (!('children' in node)) return;
  node.children = node.children.flatMap((child) =>
    child.type === 'link' && !isSafeHref(child.url) ? child.children : [child],
  );
  for (const child of node.children) unwrapUnsafeLinks(child);
}

const Fragment: FragmentType = Symbol('markdown fragment');

const asNodes = (children: unknown): MarkdownNode[] =>
  (Array.isArray(children) ? children : children === undefined ? [] : [children]).flat(
    Infinity,
  ) as MarkdownNode[];

/**
 * hast-util-to-jsx-runtime maps HTML attributes to React props (`class` → `className`, table
 * alignment, whitespace between table cells); run at build time with a `jsx` that records plain
 * data, it leaves the browser a tree to hand to `createElement`, without the mapping tables.
 */
const record: Jsx = (type: unknown, props) => {
  const { children, ...rest } = props as { children?: unknown };
  const nodes = asNodes(children);
  if (type === Fragment) return nodes as never;
  if (typeof type !== 'string') throw new Error('Markdown compiles to HTML elements only.');
  return { type, props: rest, children: nodes } as never;
};

export function compileMarkdown(source: string): { meta: MarkdownMeta; tree: MarkdownTree } {
  const { data, content } = matter(source);
  const mdast: MdastRoot = fromMarkdown(content);
  unwrapUnsafeLinks(mdast);
  const slugger = new GithubSlugger();
  const headings: DocumentHeading[] = [];
  const links: string[] = [];
  walk(mdast, (node) => {
    if (node.type === 'link') links.push(node.url);
    if (node.type !== 'heading') return;
    const text = toString(node, { includeHtml: false }).trim();
    const id = slugger.slug(text);
    node.data = { ...node.data, hProperties: { id } };
    if (node.depth === 2 || node.depth === 3) headings.push({ depth: node.depth, id, text });
  });
  const compiled: unknown = toJsxRuntime(toHast(mdast), { Fragment, jsx: record, jsxs: record });
  const tree = asNodes(compiled);
  return {
    meta: {
      frontMatter: plain(data) as Record<string, unknown>,
      headings,
      words: toString(mdast, { includeHtml: false }).split(/\s+/).filter(Boolean).length,
      links,
    },
    tree,
  };
}

export function markdownContent(): Plugin {
  return {
    name: 'beem:markdown',
    enforce: 'pre',
    transform(source, id) {
      const [file, query] = id.split('?');
      if (!file?.endsWith('.md')) return null;
      const { meta, tree } = compileMarkdown(source);
      const code =
        query === 'meta'
          ? `export default ${JSON.stringify(meta)};`
          : `export const meta = ${JSON.stringify(meta)};\nexport default ${JSON.stringify(tree)};`;
      return { code, map: null };
    },
  };
}
