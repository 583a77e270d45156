/**
 * The change files waiting in `.changeset/`, for the Changelog page's "Unreleased" section: a
 * designer following the library sees what the next release brings without reading the
 * repository. Each file is compiled by the repository's Markdown plugin (scripts/markdown.ts),
 * which hands over its front matter (`'@beem/design-system': minor`) with the body's tree.
 */
import type { MarkdownTree } from '@beem/design-system';

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
