/**
 * DescriptionList: label and value rows ("Amount $100.00", "Fee $0.00", "Due Jan 15, 2027") for
 * a summary before a member confirms, or the details of a transaction.
 *
 * Why the platform and not react-aria-components: there is no behaviour to give, only the
 * platform's description list, `<dl>` with each `<dt>` and `<dd>` pair in a `<div>`, which screen
 * readers announce as a list of so many items, each term read with its value.
 * - Bytes: 0.6 kB of JavaScript, minified and gzipped (react and react-dom external); 0.3 kB of
 *   JavaScript and 0.3 kB of CSS over what `Button` already brings. A Server Component: a page
 *   sends none of its JavaScript.
 * - Layout: by default stacked on phones (each label above its value, so a long value has the
 *   whole width) and inline from a tablet's width (the label at the start, the value at the end,
 *   where figures line up); `layout` takes one value or one per screen size. An inline value too
 *   long for its row wraps under its label, at the end.
 * - Keyboard: none of its own; links or buttons in a value keep theirs.
 * - Without JavaScript: complete.
 */
import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { Responsive, ResponsiveObject } from '../../internal/vocabulary/responsive';
import * as styles from './DescriptionList.css';
import type { DescriptionListLayout } from './DescriptionList.css';

export { descriptionListLayouts, type DescriptionListLayout } from './DescriptionList.css';

/** One row: a label and its value. */
export interface DescriptionListItem {
  /** What the value is: "Amount", "Fee", "Due". */
  label: ReactNode;
  /** The value: text, a `Money`, a `DateTime`, a `Badge`. */
  value: ReactNode;
  /** React's key, when the label is not a string unique in the list. */
  id?: string;
}

/** The rows and how they lay out: the props DescriptionList reads itself. */
export interface DescriptionListOwnProps {
  /** The rows, in reading order. */
  items: readonly DescriptionListItem[];
  /** A last row set apart as the sum of the others: a stronger rule above it, larger, in bold. */
  total?: DescriptionListItem;
  /**
   * `stacked` or `inline`, or one per screen size.
   * @default { mobile: 'stacked', tablet: 'inline' }
   */
  layout?: Responsive<DescriptionListLayout>;
  /**
   * A rule between rows: on for a summary, off for two or three facts in a card.
   * @default true
   */
  dividers?: boolean;
  /** For the `<dl>`, as are `style`, `ref` and any `data-*` or `aria-*` prop. */
  className?: string;
}

/** The list's own props with its `<dl>`'s: `ref`, `className`, `style`, `data-*`, `aria-*`. */
export type DescriptionListProps = DescriptionListOwnProps &
  Omit<ComponentPropsWithRef<'dl'>, keyof DescriptionListOwnProps | 'children'>;

/** What a DescriptionList is when a prop is left out. */
export const descriptionListDefaults = {
  layout: { mobile: 'stacked', tablet: 'inline' },
  dividers: true,
} as const satisfies Partial<DescriptionListOwnProps>;

function layoutClasses(layout: Responsive<DescriptionListLayout>) {
  // A phone's layout left out is the default's: the sizes above take it unless they say otherwise.
  const sizes: ResponsiveObject<DescriptionListLayout> =
    typeof layout === 'string' ? { mobile: layout } : { mobile: 'stacked', ...layout };
  return (['mobile', 'tablet', 'desktop'] as const).map((size) => {
    const chosen = sizes[size];
    return chosen && styles.layout[size][chosen];
  });
}

/** Label and value rows, with an optional total. A Server Component. */
export function DescriptionList({
  items,
  total,
  layout = descriptionListDefaults.layout,
  dividers = descriptionListDefaults.dividers,
  className,
  ...props
}: DescriptionListProps) {
  const row = clsx(styles.row, dividers && styles.divided);
  return (
    <dl {...props} className={clsx(styles.list, layoutClasses(layout), className)}>
      {items.map((item, index) => (
        <div key={item.id ?? (typeof item.label === 'string' ? item.label : index)} className={row}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>{item.value}</dd>
        </div>
      ))}
      {total && (
        <div className={clsx(styles.row, styles.total)}>
          <dt className={clsx(styles.label, styles.totalLabel)}>{total.label}</dt>
          <dd className={styles.value}>{total.value}</dd>
        </div>
      )}
    </dl>
  );
}
