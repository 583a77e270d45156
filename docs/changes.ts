/**
 * The change files waiting in `.changeset/`, for the Changelog page's "Unreleased" section: a
 * designer following the library sees what the next release brings without reading the
 * repository. Each file is compiled by the repository's Markdown plugin (scripts/markdown.ts),
 * which hands over its front matter (`'@beem/design-system': minor`) with the body's tree.
 */
import type { MarkdownElement, MarkdownNode, MarkdownTree } from '@beem/design-system/marketing';

export const bumps = ['major', 'minor', 'patch'] as const;
export type Bump = (typeof bumps)[number];

export interface ChangesetModule {
  default: MarkdownTree;
  meta: { frontMatter: Record<string, unknown> };
}

export interface PendingChange {
  /** The change file's name without `.md`, as `npx changeset` named it. */
  id: string;
  bump: Bump;
  body: MarkdownTree;
}

const packageName = '@beem/design-system';

const changesets = import.meta.glob<ChangesetModule>(
  ['../.changeset/*.md', '!../.changeset/README.md'],
  { eager: true },
);

const isBump = (value: unknown): value is Bump => bumps.includes(value as Bump);

/**
 * The pending changes, breaking ones first (major, minor, patch, as Changesets writes a release),
 * then by file name. A change file that names no bump for the package fails the docs build, as
 * `npx changeset version` would fail the release.
 */
export function pendingChanges(
  modules: Record<string, ChangesetModule> = changesets,
): PendingChange[] {
  return Object.entries(modules)
    .map(([path, module]) => {
      const id = path.replace(/^.*\//, '').replace(/\.md$/, '');
      const bump = module.meta.frontMatter[packageName];
      if (!isBump(bump)) {
        throw new Error(
          `.changeset/${id}.md: give ${packageName} a bump (major, minor or patch) in its front matter.`,
        );
      }
      return { id, bump, body: module.default };
    })
    .sort((a, b) => bumps.indexOf(a.bump) - bumps.indexOf(b.bump) || a.id.localeCompare(b.id));
}

/**
 * The changelog's opening (its title and how it is written) and its releases, so the page can put
 * "Unreleased" between them, where Changesets will write the next release.
 */
export function splitAtFirstRelease(changelog: MarkdownTree): [MarkdownTree, MarkdownTree] {
  const first = changelog.findIndex((node) => typeof node !== 'string' && node.type === 'h2');
  return first === -1 ? [changelog, []] : [changelog.slice(0, first), changelog.slice(first)];
}

const textOf = (node: MarkdownNode): string =>
  typeof node === 'string' ? node : node.children.map(textOf).join('');

/**
 * Whether a tree names one of these components in code: `Button`, or `<Button variant="…">`.
 * Prose mentions ("a button") do not count; the change files and the changelog name components
 * in code, as Changesets' own entries do.
 */
export function mentions(tree: MarkdownTree, names: readonly string[]): boolean {
  return tree.some((node) => {
    if (typeof node === 'string') return false;
    if (node.type === 'code') {
      const code = textOf(node).trim();
      return names.some((name) => new RegExp(`^<?${name}(?![A-Za-z0-9])`).test(code));
    }
    return mentions(node.children, names);
  });
}

export interface ReleasedChange {
  version: string;
  /** The release's list items that name the component. */
  items: MarkdownElement[];
}

/**
 * What the changelog records for a component: the pending change files that name it, and, per
 * release, the entries that do. For a component's docs page, so a designer sees what changed in
 * the one component they are looking at.
 */
export function changesTo(
  names: readonly string[],
  pending: readonly PendingChange[],
  releases: MarkdownTree,
): { unreleased: PendingChange[]; released: ReleasedChange[] } {
  const released: ReleasedChange[] = [];
  const collect = (nodes: MarkdownTree) => {
    for (const node of nodes) {
      if (typeof node === 'string') continue;
      if (node.type === 'h2') released.push({ version: textOf(node).trim(), items: [] });
      else if (node.type === 'li') {
        if (mentions(node.children, names)) released.at(-1)?.items.push(node);
      } else collect(node.children);
    }
  };
  collect(releases);
  return {
    unreleased: pending.filter(({ body }) => mentions(body, names)),
    released: released.filter(({ items }) => items.length > 0),
  };
}
