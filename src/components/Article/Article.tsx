'use client';
import { clsx } from 'clsx';
import { Fragment, createElement, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Container } from '../Container/Container';
import { Heading } from '../Heading/Heading';
import { Image } from '../Image/Image';
import { Text } from '../Text/Text';
import type { DocumentHeading, MarkdownNode, MarkdownTree } from '../../helpers/markdown/markdown';
import * as styles from './Article.css';
import { TableOfContents } from './TableOfContents';
import { useMessages } from '../../helpers/locale/context';
import { articleStrings } from '../../helpers/locale/messages/en-US/article';
import type { BeemLocale } from '../../helpers/locale/translate';

/**
 * "March 5, 2024" in en-US, "5 de marzo de 2024" in es-US. Dates are written in UTC so the
 * prerendered text and the hydrated text always agree.
 */
export const formatDate = (isoDate: string, locale: BeemLocale = 'en-US') =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );

const dateLabels = {
  Published: 'article.published',
  'Last updated': 'article.updated',
} as const;

/** An article's cover image, last in its header: loaded at once, at high priority. */
export interface ArticleCover {
  /** A path on this site (or on `host`). */
  src: string;
  /** What the image shows, for a reader who cannot see it. */
  alt: string;
  /** The image's intrinsic width, which reserves its box before it arrives. */
  width: number;
  /** The image's intrinsic height, which reserves its box before it arrives. */
  height: number;
  /** The image host; empty for images this site serves itself. */
  host?: string;
}

/** `className`, `style`, `ref` and any `data-*` or `aria-*` prop go to the `<article>`. */
export interface ArticleProps extends Omit<ComponentPropsWithRef<'article'>, 'title' | 'children'> {
  /** The page's one `<h1>`. */
  title: string;
  /** A line or two under the title, in larger muted text. */
  lead?: string;
  /** Above the title: the post's category, linking to its list. */
  eyebrow?: { label: string; href?: string };
  /** Who wrote it, in the byline as "By …". */
  author?: string;
  /** ISO date (YYYY-MM-DD). */
  date?: string;
  /**
   * How the date reads: a post is published, a policy is updated. The words are the catalogue's,
   * in the provider's locale.
   * @default Published
   */
  dateLabel?: 'Published' | 'Last updated';
  /** The reading time, in the byline as "N min read" (see `readingMinutes`). */
  readingMinutes?: number;
  /** A prominent note above the text, e.g. "placeholder text" on draft legal pages. */
  notice?: ReactNode;
  /** An image under the byline and the notice. */
  cover?: ArticleCover;
  /** The document's sections and subsections, for the table of contents. */
  headings: readonly DocumentHeading[];
  /** The body, compiled from Markdown at build time. */
  tree: MarkdownTree;
}

const toElement = (node: MarkdownNode): ReactNode =>
  typeof node === 'string'
    ? node
    : createElement(node.type, node.props, ...node.children.map(toElement));

/**
 * Renders a compiled Markdown body as React elements: text stays text, never HTML. Children are
 * passed as arguments, not as an array, so React needs no keys for them.
 */
export function MarkdownBody({ tree }: { tree: MarkdownTree }) {
  return createElement(Fragment, null, ...tree.map(toElement));
}

/** A long-form page: blog post, company or legal page, with a table of contents. */
export function Article({
  title,
  lead,
  eyebrow,
  author,
  date,
  dateLabel = 'Published',
  readingMinutes,
  notice,
  cover,
  headings,
  tree,
  className,
  ...props
}: ArticleProps) {
  const t = useMessages(articleStrings);
  const hasByline = Boolean(author ?? date ?? readingMinutes);
  return (
    <Container {...props} as="article" className={clsx(styles.article, className)}>
      <header className={styles.header}>
        {eyebrow && (
          <p className={styles.eyebrow}>
            {eyebrow.href ? (
              <a className={styles.eyebrowLink} href={eyebrow.href}>
                {eyebrow.label}
              </a>
            ) : (
              eyebrow.label
            )}
          </p>
        )}
        <Heading level={1}>{title}</Heading>
        {lead && (
          <Text size="lg" tone="muted">
            {lead}
          </Text>
        )}
        {hasByline && (
          <Text size="sm" tone="muted" className={styles.byline}>
            {author && <span>{t('article.by', { author })}</span>}
            {date && (
              <span>
                {t(dateLabels[dateLabel])} <time dateTime={date}>{formatDate(date, t.locale)}</time>
              </span>
            )}
            {readingMinutes !== undefined && (
              <span>{t('article.readingTime', { minutes: readingMinutes })}</span>
            )}
          </Text>
        )}
        {notice && (
          <div className={styles.notice} role="note">
            {notice}
          </div>
        )}
        {cover && (
          <Image
            className={styles.cover}
            src={cover.src}
            alt={cover.alt}
            width={cover.width}
            height={cover.height}
            host={cover.host}
            sizes="(min-width: 1024px) 44rem, 100vw"
            priority
          />
        )}
      </header>
      {headings.length > 0 && <TableOfContents headings={headings} />}
      <div className={styles.prose}>
        <MarkdownBody tree={tree} />
      </div>
    </Container>
  );
}
