'use client';
import { clsx } from 'clsx';
import { useId } from 'react';
import type { DocumentHeading } from '../../helpers/markdown/markdown';
import * as styles from './Article.css';
import { Heading } from '../Heading/Heading';
import { useMessages } from '../../helpers/locale/context';
import { articleStrings } from '../../helpers/locale/messages/en-US/article';

/** "On this page": a link to every section and subsection of a long document. */
export function TableOfContents({ headings }: { headings: readonly DocumentHeading[] }) {
  const titleId = useId();
  const t = useMessages(articleStrings);
  return (
    <nav className={styles.toc} aria-labelledby={titleId}>
      <Heading level={2} size="md" id={titleId}>
        {t('article.onThisPage')}
      </Heading>
      <ol className={styles.tocList}>
        {headings.map((heading) => (
          <li key={heading.id} className={clsx(heading.depth === 3 && styles.tocSubsection)}>
            <a className={styles.tocLink} href={`#${heading.id}`}>
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
