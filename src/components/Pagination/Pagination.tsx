'use client';
/**
 * Pagination: previous and next for a list split over pages, as links to each page's address
 * (`href`) or, in an app that holds the page in state, as buttons that call `onPageChange`.
 *
 * Why the platform and not react-aria-components: links and buttons are all it is. The link form
 * needs nothing from the browser but an anchor, and works without JavaScript; the button form is
 * native buttons with `aria-current="page"` and `aria-disabled` at the ends. Nothing here is
 * keyboard or focus behaviour the platform does not already give.
 * - Bytes: 1.2 kB of JavaScript and 0.7 kB of CSS, minified and gzipped, over what `Button`
 *   brings (1.8 kB and 2.2 kB alone; react and react-dom external).
 * - Keyboard: Tab reaches previous, the page numbers (from the phone breakpoint up) and next;
 *   Enter or Space follows or presses. At an end, the button that would lead nowhere stays in
 *   the tab order, marked `aria-disabled`: disabling it outright would drop the focus of someone
 *   who just pressed it to reach that end.
 * - Server rendering: both forms render in full; the link form is the one a Server Component
 *   gives (with `href` as a template), as it cannot pass `onPageChange`.
 * - Without JavaScript: the links work; the buttons need the app's script.
 */
import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import * as styles from './Pagination.css';
import { useMessages } from '../LocaleProvider/LocaleProvider';
import { paginationStrings } from '../../helpers/locale/messages/en-US/pagination';
import { RouterAnchor } from '../BeemProvider/RouterAnchor';

/** `className`, `style`, `ref` and any `data-*` or `aria-*` prop go to the `<nav>`. */
export interface PaginationProps extends Omit<
  ComponentPropsWithRef<'nav'>,
  'children' | 'onChange'
> {
  /** The page shown, from 1. */
  page: number;
  /** How many pages the list has. With one page there is nothing to show. */
  pageCount: number;
  /**
   * The address of a page of the list (page 1 is usually the list's own address): a function of
   * the page, or, from a Server Component, which cannot pass a function, a template in which
   * `{page}` stands for the page's number (`/activity?page={page}`).
   */
  href?: ((page: number) => string) | string;
  /**
   * Without `href`: the page asked for, by the previous, next or a page's button. The app shows
   * that page and passes it back as `page`.
   */
  onPageChange?: (page: number) => void;
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
 * The pages to offer as buttons: all of them up to seven, else the first, the last, the current
 * one and its neighbours, with a gap for the pages left out: always seven items, so the row does
 * not change width as the reader moves along it.
 */
export function pageItems(current: number, count: number): (number | 'gap')[] {
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => from + index);
  if (count <= 7) return range(1, count);
  const start = Math.max(2, Math.min(current - 1, count - 4));
  const end = Math.min(count - 1, Math.max(current + 1, 5));
  return [
    1,
    ...(start > 2 ? (['gap'] as const) : []),
    ...range(start, end),
    ...(end < count - 1 ? (['gap'] as const) : []),
    count,
  ];
}

/**
 * Previous and next for a list split over pages, with where the visitor is ("Page 2 of 5").
 * With `href`, links carrying `rel="prev"` and `rel="next"`, so a crawler walking the list from its
 * first page reaches every page, and each page stays small however long the list grows. Without
 * it, buttons that call `onPageChange`, with each page's number between them.
 */
export function Pagination({
  page,
  pageCount,
  href,
  label,
  previousLabel,
  nextLabel,
  onPageChange,
  className,
  ...nav
}: PaginationProps) {
  const t = useMessages(paginationStrings);
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, Math.trunc(page)), pageCount);
  if (href === undefined) {
    const go = (to: number) => () => {
      if (to !== current) onPageChange?.(to);
    };
    const first = current === 1;
    const last = current === pageCount;
    return (
      <nav
        {...nav}
        aria-label={label ?? nav['aria-label'] ?? t('pagination.label')}
        className={clsx(styles.nav, className)}
      >
        <button
          type="button"
          className={styles.button}
          aria-disabled={first || undefined}
          onClick={first ? undefined : go(current - 1)}
        >
          <span aria-hidden="true">←</span>
          {previousLabel ?? t('pagination.previous')}
        </button>
        <div className={styles.middle}>
          <ol className={styles.pages}>
            {pageItems(current, pageCount).map((item, index) =>
              item === 'gap' ? (
                <li key={`gap${index}`} className={styles.gap} aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={item}>
                  <button
                    type="button"
                    className={styles.pageButton}
                    aria-current={item === current ? 'page' : undefined}
                    aria-label={t('pagination.page', { page: item })}
                    onClick={go(item)}
                  >
                    {item}
                  </button>
                </li>
              ),
            )}
          </ol>
          {/* The page changes in place, with no load for a screen reader to follow: said here. */}
          <p className={styles.liveStatus} aria-live="polite">
            {t('pagination.position', { page: current, count: pageCount })}
          </p>
        </div>
        <button
          type="button"
          className={styles.button}
          aria-disabled={last || undefined}
          onClick={last ? undefined : go(current + 1)}
        >
          {nextLabel ?? t('pagination.next')}
          <span aria-hidden="true">→</span>
        </button>
      </nav>
    );
  }
  const pageHref = (to: number) =>
    typeof href === 'string' ? href.replaceAll('{page}', String(to)) : href(to);
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
