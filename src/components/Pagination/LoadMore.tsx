'use client';
/**
 * LoadMore: a "Load more" button under a list, with how much of it shows ("Showing 20 of 57").
 *
 * Why the platform and not react-aria-components: it is one native button (the library's
 * `Button`, whose busy state keeps focus) and a polite live region; there is no keyboard or focus
 * model for a library to give.
 * - Bytes: 0.8 kB of JavaScript and under 0.1 kB of CSS, minified and gzipped, over what `Button`
 *   brings (3.9 kB and 2.3 kB alone; react and react-dom external): it is mostly `Button`.
 * - Keyboard: Tab to the button, Enter or Space loads. While loading the button stays focused and
 *   busy (`aria-busy`), and ignores presses. When the items arrive, focus goes to the first new
 *   one if the app gives `firstNewRef` (so the reader carries on where the list grew), else it
 *   stays on the button; when nothing is left to load the button goes, and focus moves to the
 *   count, never to the page's top.
 * - Screen readers: the count is a polite live region: "Loading more…" while loading, then the
 *   new count ("Showing 40 of 57").
 * - Server rendering: it renders as it is, the count and the button; loading needs the app's
 *   script. Without JavaScript, give the list pages with `Pagination`'s links instead.
 */
import { clsx } from 'clsx';
import { useEffect, useRef, type ComponentPropsWithRef, type RefObject } from 'react';
import { paginationStrings } from '../../helpers/locale/messages/en-US/pagination';
import { Button } from '../Button/Button';
import { useMessages } from '../LocaleProvider/LocaleProvider';
import * as styles from './LoadMore.css';

/**
 * `className`, `style`, `ref` and any `data-*` or `aria-*` prop go to the root around the count and
 * the button.
 */
export interface LoadMoreProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Asks the app for the next items. It sets `loading` until they are in the list. */
  onLoadMore: () => void;
  /**
   * The next items are on their way: the button is busy and ignores presses.
   * @default false
   */
  loading?: boolean;
  /** How many items the list shows. */
  shown: number;
  /** How many there are in all. */
  total: number;
  /**
   * Whether there is more to load. Without more, no button.
   * @default shown < total
   */
  hasMore?: boolean;
  /** The button's words, in the list's terms ("Show more activity"); "Load more" unless given. */
  label?: string;
  /**
   * The first of the items just loaded, for focus to move to when they arrive (give the item
   * `tabIndex={-1}`, or a ref to a link in it). Without it, focus stays on the button.
   */
  firstNewRef?: RefObject<HTMLElement | null>;
  /** For the root around the count and the button, as are `style`, `ref`, `data-*` and `aria-*`. */
  className?: string;
}

/** What a LoadMore is when a prop is left out; the docs' prop table reads it from here too. */
export const loadMoreDefaults = { loading: false } as const satisfies Partial<LoadMoreProps>;

/**
 * A button that adds the next items to a list in place, with the count of those shown, said
 * politely as it changes.
 */
export function LoadMore({
  onLoadMore,
  loading = loadMoreDefaults.loading,
  shown,
  total,
  hasMore = shown < total,
  label,
  firstNewRef,
  className,
  ...root
}: LoadMoreProps) {
  const t = useMessages(paginationStrings);
  const status = useRef<HTMLParagraphElement>(null);
  /** The count when the reader asked for more; null when nothing is on its way. */
  const asked = useRef<number | null>(null);

  useEffect(() => {
    if (loading || asked.current === null) return;
    const grew = shown > asked.current;
    asked.current = null;
    const first = firstNewRef?.current;
    if (grew && first) first.focus();
    // The button just went, and focus with it: the count is the nearest thing to stand on.
    else if (!hasMore) status.current?.focus();
  }, [loading, shown, hasMore, firstNewRef]);

  return (
    <div {...root} className={clsx(styles.root, className)}>
      <p ref={status} className={styles.status} role="status" tabIndex={-1}>
        {loading ? t('pagination.loadingMore') : t('pagination.shown', { shown, total })}
      </p>
      {hasMore && (
        <Button
          variant="secondary"
          loading={loading}
          onClick={() => {
            asked.current = shown;
            onLoadMore();
          }}
        >
          {label ?? t('pagination.loadMore')}
        </Button>
      )}
    </div>
  );
}
