/**
 * Doc blocks for the component pages: the status badge, the autodocs page that carries it, and
 * the Do / Don't layout of the usage guides (src/components/<Name>/<Name>.mdx).
 */
import {
  Controls,
  Description,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import type { ReactNode } from 'react';
import { statusDescriptions, statusOf } from '../src/internal/storybook/status';
import * as styles from './blocks.css';
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

/** Storybook's default autodocs page, with the status under the title. */
export function ComponentDocsPage() {
  return (
    <>
      <Title />
      <StatusBadge />
      <Subtitle />
      <Description />
      <Primary />
      <Controls />
      <Stories />
    </>
  );
}

/** Pairs of guidelines, side by side when there is room. */
export function Guidelines({ children }: { children: ReactNode }) {
  return <div className={styles.guidelines}>{children}</div>;
}

function Guideline({ kind, children }: { kind: 'do' | 'dont'; children: ReactNode }) {
  return (
    <section className={styles.guideline[kind]}>
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
 * story is a screenshot test. `sb-unstyled` keeps the docs typography off the components.
 */
export function Example({ children }: { children: ReactNode }) {
  return <div className={`sb-unstyled ${styles.example}`}>{children}</div>;
}
