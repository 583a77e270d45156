// Ambient declarations cannot import relative modules, so the shapes are spelled out here; they
// are structurally the `MarkdownMeta` and `MarkdownTree` of ./markdown.ts.
declare module '*.md' {
  export const meta: {
    frontMatter: Readonly<Record<string, unknown>>;
    headings: readonly { depth: 2 | 3; id: string; text: string }[];
    words: number;
    links: readonly string[];
  };
  type Node =
    string | { type: string; props: Readonly<Record<string, unknown>>; children: readonly Node[] };
  const tree: readonly Node[];
  export default tree;
}

declare module '*.md?meta' {
  const meta: {
    frontMatter: Readonly<Record<string, unknown>>;
    headings: readonly { depth: 2 | 3; id: string; text: string }[];
    words: number;
    links: readonly string[];
  };
  export default meta;
}
