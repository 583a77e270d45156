/**
 * ListRow: the row app screens are made of (a transaction, a setting, a contact), and ListRows,
 * the list that holds them with a hairline between each.
 *
 * Why the platform: a row is static text, one link or one button, so a plain `<a>` (through the
 * app's router, as Card's links do) or `<button>` gives the keyboard, the focus and the name it
 * needs; no library is involved. A row of several controls, selection or arrow-key movement is a
 * `GridList`, which shares this layout.
 * - Bytes: 1.4 kB of JavaScript and 1.9 kB of CSS alone, minified and gzipped (react and
 *   react-dom external); 0.3 kB of JavaScript and 0.4 kB of CSS over what `Button` already brings
 *   (the router's anchor and the glyph drawing are shared with it).
 * - Keyboard: a linked or pressable row is one stop in the tab order; Enter follows the link,
 *   Enter or Space presses the button. A static row takes no focus.
 * - Server rendering: a Server Component. A static row is plain HTML; a linked row sends only the
 *   router's anchor (`RouterAnchor`, the one client module Link, Button and Card share). `onPress`
 *   is a function, so a pressable row is written in a Client Component of the app.
 * - Without JavaScript: a static row and a linked row work in full (a plain link, followed by a
 *   page load); a pressable row does nothing until the script runs.
 */
import { clsx } from 'clsx';
import { createElement, type ComponentPropsWithRef, type MouseEvent, type ReactNode } from 'react';
import { Glyph } from '../Icon/Glyph';
import { ChevronRight } from '../Icon/glyphs';
import { RouterAnchor } from '../BeemProvider/RouterAnchor';
import * as styles from './ListRow.css';

/** The element a row is: `li` inside `ListRows`, `div` on its own. */
export const listRowElements = ['div', 'li'] as const;
/** One of `listRowElements`: the element the row is. */
export type ListRowElement = (typeof listRowElements)[number];

/** The parts of a row, shared by `ListRow` and `GridListItem`. */
export interface ListRowParts {
  /** One line; truncated with an ellipsis when too long, read in full by screen readers. */
  title: ReactNode;
  /** A second line, muted: a date, a status, a detail. Truncated as the title is. */
  description?: ReactNode;
  /**
   * Before the text: an `Avatar`, a `ListRowIcon` (an icon in a tinted circle) or a merchant's
   * logo. Decorative: the title names the row.
   */
  leading?: ReactNode;
  /**
   * After the text: a value or an amount ("+$250.00"), a `Badge`. In a linked or pressable row it
   * is read as part of the row's name, so it holds no link or control; a `Switch` goes in a
   * static row.
   */
  trailing?: ReactNode;
  /**
   * A chevron at the end: the row leads to a screen of its own.
   * @default false
   */
  chevron?: boolean;
}

/** The row's layout, inside whatever element is the row: shared with GridList's rows. */
export function ListRowContent({ title, description, leading, trailing, chevron }: ListRowParts) {
  return (
    <>
      {leading !== undefined && leading !== null && (
        <span className={styles.leading}>{leading}</span>
      )}
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        {description !== undefined && description !== null && (
          <span className={styles.description}>{description}</span>
        )}
      </span>
      {trailing !== undefined && trailing !== null && (
        <span className={styles.trailing}>{trailing}</span>
      )}
      {chevron && <Glyph glyph={ChevronRight} size={1.25} className={styles.chevron} />}
    </>
  );
}

/**
 * What a ListRow takes besides its root element's own attributes: its parts and what pressing it
 * does.
 */
export interface ListRowOwnProps extends ListRowParts {
  /**
   * `li` inside `ListRows`; `div` on its own.
   * @default div
   */
  as?: ListRowElement;
  /**
   * Makes the whole row one link to this address, through the app's router. The row's name is
   * all its text: title, description and trailing value.
   */
  href?: string;
  /** Makes the whole row one button. Never with `href`. */
  onPress?: (event: MouseEvent<HTMLButtonElement>) => void;
  /**
   * A linked or pressable row that cannot be used now: greyed out and out of the tab order.
   * @default false
   */
  disabled?: boolean;
  /**
   * On the row's root element (`div` or `li`), as are `style`, `ref` and any `data-*` or `aria-*`
   * prop.
   */
  className?: string;
}

/** A row's own props with its root element's: `ref`, `className`, `style`, `data-*`, `aria-*`. */
export type ListRowProps = ListRowOwnProps &
  Omit<ComponentPropsWithRef<'div'>, keyof ListRowOwnProps | 'children' | 'onClick'>;

/** What a ListRow is when a prop is left out. */
export const listRowDefaults = {
  as: 'div',
  chevron: false,
  disabled: false,
} as const satisfies Partial<ListRowOwnProps>;

/**
 * One row of a list screen: static, one link (`href`) or one button (`onPress`), never more than
 * one target. The root element takes `className`, `style`, `ref`, `data-*` and `aria-*`.
 */
export function ListRow({
  as = listRowDefaults.as,
  title,
  description,
  leading,
  trailing,
  chevron = listRowDefaults.chevron,
  href,
  onPress,
  disabled = listRowDefaults.disabled,
  className,
  ...props
}: ListRowProps) {
  const content = (
    <ListRowContent
      title={title}
      description={description}
      leading={leading}
      trailing={trailing}
      chevron={chevron}
    />
  );
  const target = clsx(styles.row, styles.interactive);
  let body: ReactNode;
  if (href !== undefined && disabled) {
    // A disabled link goes nowhere and leaves the tab order, as Button's does: no `href`.
    body = (
      // eslint-disable-next-line jsx-a11y/anchor-is-valid
      <a role="link" aria-disabled="true" className={target}>
        {content}
      </a>
    );
  } else if (href !== undefined) {
    body = (
      <RouterAnchor href={href} className={target}>
        {content}
      </RouterAnchor>
    );
  } else if (onPress) {
    body = (
      <button type="button" onClick={onPress} disabled={disabled} className={target}>
        {content}
      </button>
    );
  }
  if (body === undefined) {
    return createElement(
      as,
      { ...props, className: clsx(styles.row, styles.item, className) },
      content,
    );
  }
  return createElement(as, { ...props, className: clsx(styles.item, className) }, body);
}

/** `className`, `style`, `ref` and any `data-*` or `aria-*` prop go to the `<ul>`. */
export interface ListRowsProps extends ComponentPropsWithRef<'ul'> {
  /**
   * A hairline between rows; off where the rows sit in cards of their own.
   * @default true
   */
  dividers?: boolean;
  /** `ListRow as="li"` each. */
  children: ReactNode;
}

/** What ListRows is when a prop is left out. */
export const listRowsDefaults = { dividers: true } as const satisfies Partial<ListRowsProps>;

/** A list of rows: `<ul>`, each row a `ListRow as="li"`, divided by hairlines. */
export function ListRows({
  dividers = listRowsDefaults.dividers,
  className,
  ...props
}: ListRowsProps) {
  return (
    // Safari drops the list role of a list drawn without markers; saying it keeps the count.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ul
      {...props}
      role="list"
      className={clsx(styles.rows, dividers && styles.divided, className)}
    />
  );
}

/**
 * `className`, `style`, `ref` and any `data-*` prop go to the circle's `<span>`, which is hidden
 * from screen readers.
 */
export interface ListRowIconProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** An icon (`<Icon icon={ReceiptIcon} />`); decorative, as the row's title names the row. */
  children: ReactNode;
}

/** An icon in a tinted circle, for a row's `leading` slot. */
export function ListRowIcon({ className, ...props }: ListRowIconProps) {
  return <span {...props} aria-hidden="true" className={clsx(styles.iconTile, className)} />;
}
