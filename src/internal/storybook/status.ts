/**
 * A component's status is a Storybook tag on its stories' meta, so that Storybook's own index,
 * sidebar filter and docs pages all see the same value with nothing else to keep in step. One
 * module says what the statuses are, for the sidebar badge, the docs badge and the unit test that
 * holds every story file to exactly one.
 */
export const componentStatuses = ['stable', 'beta', 'deprecated'] as const;
export type ComponentStatus = (typeof componentStatuses)[number];

export const statusLabels: Record<ComponentStatus, string> = {
  stable: 'Stable',
  beta: 'Beta',
  deprecated: 'Deprecated',
};

/** What a consumer may rely on, shown beside the badge on each docs page. */
export const statusDescriptions: Record<ComponentStatus, string> = {
  stable:
    'Ready for production. Its props change only in a major release, announced in the changelog.',
  beta: 'Ready to use, but its props may still change in a minor release: read the changelog before upgrading.',
  deprecated:
    'Being removed: do not use it in new work. Its docs say what replaces it, and the changelog says when it goes.',
};

const isStatus = (tag: string): tag is ComponentStatus =>
  (componentStatuses as readonly string[]).includes(tag);

/** Every status tag among `tags`: a well-formed story file has exactly one. */
export const statusTags = (tags: readonly string[] | undefined): ComponentStatus[] =>
  (tags ?? []).filter(isStatus);

/** The status among `tags`, if there is one (a sidebar group or a non-component docs page has none). */
export const statusOf = (tags: readonly string[] | undefined): ComponentStatus | undefined =>
  statusTags(tags)[0];

/**
 * What a sidebar folder holds, for its badge: a folder's own tags are those all its components
 * share, so a folder of stable and beta components had none, and a designer browsing folders
 * could not see that it held anything but stable ones. `statuses` has one entry per component.
 */
export interface FolderSummary {
  /** Each status the folder holds but stable, with how many, in the order of `componentStatuses`. */
  parts: { status: ComponentStatus; count: number; label: string }[];
  /** The whole count in words, stable included: the badge's accessible name and tooltip. */
  description: string;
}

export function folderSummary(statuses: readonly ComponentStatus[]): FolderSummary | undefined {
  if (statuses.length === 0) return undefined;
  const counts = componentStatuses
    .map((status) => ({
      status,
      count: statuses.filter((each) => each === status).length,
      label: '',
    }))
    .filter(({ count }) => count > 0)
    .map((part) => ({
      ...part,
      label: `${part.count} ${statusLabels[part.status].toLowerCase()}`,
    }));
  // Stable last in the words: what a designer looks for is what may change or go.
  const worded = [
    ...counts.filter(({ status }) => status !== 'stable'),
    ...counts.filter(({ status }) => status === 'stable'),
  ].map(({ label }) => label);
  const list =
    worded.length > 1 ? `${worded.slice(0, -1).join(', ')} and ${worded.at(-1) ?? ''}` : worded[0];
  return {
    parts: counts.filter(({ status }) => status !== 'stable'),
    description: `${list ?? ''} ${statuses.length === 1 ? 'component' : 'components'}`,
  };
}

/**
 * Where a component renders, also a tag on its stories' meta: `server` for a Server Component
 * (no `"use client"` in its module: it renders on the server and sends no code of its own, bar
 * small client parts such as a link's anchor), `client` for one that carries a `"use client"`
 * boundary. A unit test holds each tag to the directive in the component's module.
 */
export const renderingTags = ['server', 'client'] as const;
export type Rendering = (typeof renderingTags)[number];

export const renderingLabels: Record<Rendering, string> = {
  server: 'Server Component',
  client: 'Client component',
};

export const renderingDescriptions: Record<Rendering, string> = {
  server:
    "Renders on the server: a React Server Component page uses it and sends none of its code to the browser, apart from small client parts (a link's anchor for the router, words that follow the locale).",
  client:
    'Has state or effects, so it carries a "use client" boundary: a Server Component page imports it directly, and its code runs in the browser.',
};

const isRendering = (tag: string): tag is Rendering =>
  (renderingTags as readonly string[]).includes(tag);

/** Where the component renders, read from `tags`, if they say. */
export const renderingOf = (tags: readonly string[] | undefined): Rendering | undefined =>
  (tags ?? []).find(isRendering);
