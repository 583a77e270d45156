'use client';
import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import * as styles from './Pagination.css';
import { useMessages } from '../LocaleProvider/LocaleProvider';
import { paginationStrings } from '../../helpers/locale/messages/en-US/pagination';
import { RouterAnchor } from '../BeemProvider/RouterAnchor';

export interface PaginationProps extends Omit<ComponentPropsWithRef<'nav'>, 'children'> {
  /** The page shown, from 1. */
  page: number;
  /** How many pages the list has. With one page there is nothing to show. */
  pageCount: number;
  /**
   * The address of a page of the list (page 1 is usually the list's own address): a function of
   * the page, or, from a Server Component, which cannot pass a function, a template in which
   * `{page}` stands for the page's number (`/activity?page={page}`).
   */
  href: ((page: number) => string) | string;
  /** The name of the navigation landmark, telling it apart from the page's other ones. */
  label?: string;
  /** The link to the page before (in a list newest first, the newer posts). */
  previousLabel?: string;
  /** The link to the page after. */
  nextLabel?: string;
  /** For the `<nav>`, the root, as are `style`, `ref` and any `data-*` or `aria-*` prop. */
  className?: string;
}

/**
 * Previous and next links for a list split over pages, with where the visitor is ("Page 2 of 5").
 * The links carry `rel="prev"` and `rel="next"`, so a crawler walking the list from its first page
 * reaches every page, and each page stays small however long the list grows.
 */
export function Pagination({
  page,
  pageCount,
  href,
  label,
  previousLabel,
  nextLabel,
  className,
  ...nav
}: PaginationProps) {
  const t = useMessages(paginationStrings);
  if (pageCount <= 1) return null;
  const pageHref = (to: number) =>
    typeof href === 'string' ? href.replaceAll('{page}', String(to)) : href(to);
  const current = Math.min(Math.max(1, Math.trunc(page)), pageCount);
  return (
    <nav
      {...nav}
      aria-label={label ?? nav['aria-label'] ?? t('pagination.label')}
      className={clsx(styles.nav, className)}
    >
      {current > 1 ? (
        <RouterAnchor className={styles.link} rel="prev" href={pageHref(current - 1)}>
          <span aria-hidden="true">←</span>
          {previousLabel ?? t('pagination.previous')}
        </RouterAnchor>
      ) : (
        <span className={styles.spacer} />
      )}
      <p className={styles.status} aria-current="page">
        {t('pagination.position', { page: current, count: pageCount })}
      </p>
      {current < pageCount ? (
        <RouterAnchor className={styles.link} rel="next" href={pageHref(current + 1)}>
          {nextLabel ?? t('pagination.next')}
          <span aria-hidden="true">→</span>
        </RouterAnchor>
      ) : (
        <span className={styles.spacer} />
      )}
    </nav>
  );
}
