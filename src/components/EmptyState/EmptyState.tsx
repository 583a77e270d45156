/**
 * EmptyState: what a list, a search or a page shows when it has nothing to show yet: an icon in a
 * tinted circle, a title, a line saying why or what comes next, and the action that fills it.
 *
 * Why the platform and not react-aria-components: it is a heading, a paragraph and the controls
 * passed in, with no behaviour of its own; the actions bring theirs (a `Button`, a `Link`).
 * - Bytes: 2.2 kB of JavaScript, minified and gzipped, with `Heading` and the default glyph (react
 *   and react-dom external); 0.7 kB of JavaScript and 0.5 kB of CSS over what `Button` already
 *   brings. A Server Component: a page sends none of its JavaScript, only that of the actions.
 * - Screen readers: the title is a real heading at the level given, so it is found by heading
 *   navigation; the icon is decorative. `announce` makes it a status, read out when it appears in
 *   answer to something the member did (a search that found nothing).
 * - Keyboard: none of its own; the actions are in the tab order in reading order, the primary
 *   first.
 * - Without JavaScript: complete; the actions work as far as they do without it (links do).
 */
import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Heading, type HeadingLevel } from '../Heading/Heading';
import { Glyph, type GlyphData } from '../Icon/Glyph';
import { Inbox } from '../Icon/glyphs';
import * as styles from './EmptyState.css';
import type { EmptyStateSize } from './EmptyState.css';

export { emptyStateSizes, type EmptyStateSize } from './EmptyState.css';

/** What the empty state says and offers: the props EmptyState reads itself. */
export interface EmptyStateOwnProps {
  /** What is empty, as a heading: "No transactions yet". */
  title: ReactNode;
  /**
   * Its level in the page's outline: 3 inside a section or a card.
   * @default 2
   */
  headingLevel?: HeadingLevel;
  /** Why it is empty, or what will fill it, in a sentence or two. */
  description?: ReactNode;
  /**
   * A glyph from the icon set (`InboxIcon`, `SearchIcon`, `ReceiptIcon`).
   * @default InboxIcon
   */
  icon?: GlyphData;
  /** Drawn in place of the icon: a product illustration, already decorative (`alt=""`). */
  illustration?: ReactNode;
  /** The action that fills it: a `Button` (or a button link). */
  action?: ReactNode;
  /** A second, lesser action beside it: a secondary or ghost `Button`, or a `Link`. */
  secondaryAction?: ReactNode;
  /**
   * `page` for a page's or a tab's whole content; `compact` inside a card, a list or a table.
   * @default page
   */
  size?: EmptyStateSize;
  /**
   * Read out as it appears (`role="status"`): for an empty state that answers something the member
   * did, such as a search or a filter. Leave it off for one that is there when the page loads.
   * @default false
   */
  announce?: boolean;
  /** For the root, as are `style`, `ref` and any `data-*` or `aria-*` prop. */
  className?: string;
}

/**
 * The empty state's own props with its root `<div>`'s: `ref`, `className`, `style`, `data-*`,
 * `aria-*`.
 */
export type EmptyStateProps = EmptyStateOwnProps &
  Omit<ComponentPropsWithRef<'div'>, keyof EmptyStateOwnProps | 'children' | 'role'>;

/** What an EmptyState is when a prop is left out. */
export const emptyStateDefaults = {
  headingLevel: 2,
  size: 'page',
  announce: false,
} as const satisfies Partial<EmptyStateOwnProps>;

/** Nothing to show yet, why, and what to do about it. A Server Component. */
export function EmptyState({
  title,
  headingLevel = emptyStateDefaults.headingLevel,
  description,
  icon = Inbox,
  illustration,
  action,
  secondaryAction,
  size = emptyStateDefaults.size,
  announce = emptyStateDefaults.announce,
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div
      {...props}
      role={announce ? 'status' : undefined}
      className={clsx(styles.root({ size }), className)}
    >
      {illustration ?? (
        <span className={styles.badge({ size })}>
          <Glyph glyph={icon} size={1.25} />
        </span>
      )}
      <div className={styles.text}>
        <Heading level={headingLevel} size={size === 'page' ? 'lg' : 'md'} className={styles.title}>
          {title}
        </Heading>
        {description !== undefined && <p className={styles.description}>{description}</p>}
      </div>
      {(action ?? secondaryAction) && (
        <div className={styles.actions}>
          {action}
          {secondaryAction}
        </div>
      )}
    </div>
  );
}
