/**
 * Doc blocks for the component pages: the status badge, the autodocs page that carries it, and
 * the Do / Don't layout of the usage guides (src/components/<Name>/<Name>.mdx).
 */
import {
  Controls,
  Description,
  DocsContext,
  DocsStory,
  Heading,
  Primary,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { useContext, useState, type ReactNode } from 'react';
// Relative, as everywhere in .storybook: the docs blocks are tooling around the library.
import { MarkdownBody } from '../src/components/Article/Article';
import { changesTo, pendingChanges, splitAtFirstRelease } from '../docs/changes';
import changelog from '../CHANGELOG.md';
import {
  renderingDescriptions,
  renderingLabels,
  renderingOf,
  statusDescriptions,
  statusOf,
} from '../src/internal/storybook/status';
import * as styles from './blocks.css';
import { drawnInlineOn, drawnOn } from './played-story';
import { statusBadge } from './status-badge';

type Of = Parameters<typeof useOf>[0];

/** The component's status (its meta's status tag) and what a consumer may rely on. */
export function StatusBadge({ of = 'meta' }: { of?: Of }) {
  const { preparedMeta } = useOf(of, ['meta']);
  const status = statusOf(preparedMeta.tags);
  if (!status) return null;
  return (
    <p className={styles.status}>
      {statusBadge(status, 'docs')}
      <span>{statusDescriptions[status]}</span>
    </p>
  );
}

/**
 * What only a developer needs, at the end of a component's page, after what it is for and how it
 * looks: where it renders (a Server Component, or a client one behind `"use client"`), and the
 * props every component takes alike, which the props tables leave out.
 */
export function DeveloperNotes({ of = 'meta' }: { of?: Of }) {
  const { preparedMeta } = useOf(of, ['meta']);
  const rendering = renderingOf(preparedMeta.tags);
  return (
    <>
      {rendering && (
        <p>
          <strong>{renderingLabels[rendering]}.</strong> {renderingDescriptions[rendering]}
        </p>
      )}
      <p>
        Like every component, it also takes <code>className</code> and <code>style</code> for an
        app&rsquo;s own layout, and <code>ref</code> to its outer element; the props tables leave
        them out.
      </p>
    </>
  );
}

/**
 * Storybook's Primary block, unless the page has already drawn its primary story inline above
 * (a usage guide's first example): the Controls below it then work on that one.
 */
export function PrimaryOnce() {
  const context = useContext(DocsContext);
  const [shown] = useState(() => {
    const primary = context.componentStories().find((story) => story.tags.includes('autodocs'));
    return primary ? drawnInlineOn(context).has(primary.id) : false;
  });
  return shown ? null : <Primary />;
}

/**
 * Storybook's Stories block, without the stories the page has already drawn (its primary story,
 * and every example placed in its usage guide): each state is shown once on a page.
 */
export function RemainingStories({ title = 'More states' }: { title?: string }) {
  const context = useContext(DocsContext);
  // Read once, when the block first renders after the page's examples: the stories it draws
  // itself are then on the page too, and a later render must not leave them out.
  const [stories] = useState(() => {
    const seen = drawnOn(context);
    return context
      .componentStories()
      .filter((story) => story.tags.includes('autodocs') && !seen.has(story.id));
  });
  if (!stories.length) return null;
  return (
    <>
      <Heading>{title}</Heading>
      {stories.map(({ id, moduleExport }: { id: string; moduleExport: unknown }) => (
        <DocsStory key={id} of={moduleExport} expanded __forceInitialArgs />
      ))}
    </>
  );
}

/**
 * Storybook's default autodocs page, with the status under the title and, on a library
 * component's page, the changes recorded for it. Foundations, patterns and the site's own pages
 * are not released as part of the package, so they have no changes to list.
 */
export function ComponentDocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  // The docgen name first: a production build minifies the function's own name.
  const component = preparedMeta.component as
    { __docgenInfo?: { displayName?: string }; displayName?: string; name?: string } | undefined;
  const released = !/^(Foundations|Patterns|Site)\//.test(preparedMeta.title);
  const names = [
    component?.__docgenInfo?.displayName ?? component?.displayName ?? component?.name,
    ...Object.keys(preparedMeta.subcomponents ?? {}),
  ].filter((name): name is string => Boolean(name));
  return (
    <>
      <Title />
      <StatusBadge />
      <Subtitle />
      <Description />
      <Primary />
      <Controls />
      <RemainingStories />
      {released && (
        <>
          <Heading>For developers</Heading>
          <DeveloperNotes />
        </>
      )}
      {released && names.length > 0 && (
        <>
          <Heading>Changes</Heading>
          <Changes names={names} />
        </>
      )}
    </>
  );
}

/** Pairs of guidelines, side by side when there is room. */
export function Guidelines({ children }: { children: ReactNode }) {
  return <div className={styles.guidelines}>{children}</div>;
}

function Guideline({ kind, children }: { kind: 'do' | 'dont'; children: ReactNode }) {
  return (
    <section className={styles.guideline[kind]} data-guideline={kind}>
      <p className={styles.verdict[kind]}>{kind === 'do' ? 'Do' : 'Don’t'}</p>
      {children}
    </section>
  );
}

export const Do = ({ children }: { children: ReactNode }) => (
  <Guideline kind="do">{children}</Guideline>
);

export const Dont = ({ children }: { children: ReactNode }) => (
  <Guideline kind="dont">{children}</Guideline>
);

/**
 * Live components that are not stories: a "don't" is rarely worth a story of its own, and every
 * story is a screenshot test. `sb-unstyled` keeps the docs typography off the components;
 * `docs-example` keeps their headings out of the page's table of contents (preview.tsx).
 */
export function Example({ children }: { children: ReactNode }) {
  return <div className={`sb-unstyled docs-example ${styles.example}`}>{children}</div>;
}

const [, releases] = splitAtFirstRelease(changelog);
const pending = pendingChanges();

/**
 * What the changelog records for this component: the unreleased change files and the released
 * entries that name it in code. The name is the last part of the page's title unless `names`
 * lists the exports the page covers (a page for `Field` also covers `AmountField`).
 */
export function Changes({ names, of = 'meta' }: { names?: readonly string[]; of?: Of }) {
  const { preparedMeta } = useOf(of, ['meta']);
  const own = names ?? [preparedMeta.title.split('/').at(-1) ?? preparedMeta.title];
  const { unreleased, released } = changesTo(own, pending, releases);
  if (!unreleased.length && !released.length) {
    return <p>No change to {own.join(', ')} is recorded yet.</p>;
  }
  return (
    <>
      {unreleased.length > 0 && (
        <>
          <h3>Unreleased</h3>
          <ul>
            {unreleased.map(({ id, bump, body }) => (
              <li key={id}>
                {/* The manager's own address (`./`, not this frame's iframe.html), so the link
                    opens the Changelog inside Storybook, in this tab or a new one. */}
                <a href={`./?path=/docs/guides-changelog--docs#unreleased-${id}`} target="_top">
                  {`${id.replaceAll('-', ' ')} (${bump})`}
                </a>
                <MarkdownBody tree={body.filter((node) => typeof node !== 'string').slice(0, 1)} />
              </li>
            ))}
          </ul>
        </>
      )}
      {released.map(({ version, items }) => (
        <section key={version}>
          <h3>{version}</h3>
          <ul>
            <MarkdownBody tree={items} />
          </ul>
        </section>
      ))}
    </>
  );
}
