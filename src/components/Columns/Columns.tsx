import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { withDefault, type ResponsiveSpace } from '../Stack/space';
import type { Responsive } from '../../internal/vocabulary/responsive';
import * as styles from './Columns.css';
import type { CollapseBreakpoint, ColumnWidth, ColumnsAlignY } from './Columns.css';

export {
  collapseBreakpoints,
  columnWidths,
  columnsAlignsY,
  type CollapseBreakpoint,
  type ColumnWidth,
  type ColumnsAlignY,
} from './Columns.css';

/** How the columns share the row and when they stack: the props Columns reads itself. */
export interface ColumnsOwnProps {
  /**
   * The gap between columns, and between them once they stack: a step of the space scale, or one
   * per screen size (`{ mobile: '4', desktop: '8' }`).
   * @default 6
   */
  space?: ResponsiveSpace;
  /**
   * Below this breakpoint the columns stack, first column on top.
   * @default sm
   */
  collapseBelow?: CollapseBreakpoint;
  /**
   * Where shorter columns sit in the row: `start` (the top), `center` or `end` (the bottom); one
   * value, or one per screen size.
   * @default start
   */
  alignY?: Responsive<ColumnsAlignY>;
  /**
   * Draws the columns right to left while side by side; stacked, they keep the source order.
   * @default false
   */
  reverse?: boolean;
  /** `Column` elements. */
  children: ReactNode;
  /** For the row's `<div>`, as are `style`, `ref` and any `data-*` or `aria-*` prop. */
  className?: string;
}

/** The row's own props with its `<div>`'s: `ref`, `className`, `style`, `data-*`, `aria-*`. */
export type ColumnsProps = ColumnsOwnProps &
  Omit<ComponentPropsWithRef<'div'>, keyof ColumnsOwnProps>;

/** What Columns are when a prop is left out. */
export const columnsDefaults = {
  space: '6',
  collapseBelow: 'sm',
  alignY: 'start',
  reverse: false,
} as const satisfies Partial<ColumnsOwnProps>;

/** Columns side by side, stacked on narrow screens. Each child is a `Column`. */
export function Columns({
  space,
  collapseBelow = columnsDefaults.collapseBelow,
  alignY,
  reverse = columnsDefaults.reverse,
  className,
  ...props
}: ColumnsProps) {
  return (
    <div
      {...props}
      className={clsx(
        styles.columns({ collapseBelow, reverse }),
        styles.columnsSprinkles({
          space: withDefault(space, columnsDefaults.space),
          alignY: withDefault(alignY, columnsDefaults.alignY),
        }),
        className,
      )}
    />
  );
}

/** A column's width and content: the props Column reads itself. */
export interface ColumnOwnProps {
  /**
   * How wide, side by side: a fraction of the row, as wide as its content, or (`fill`) an equal
   * share of what the other columns leave.
   * @default fill
   */
  width?: ColumnWidth;
  /** What the column holds: text, a card, or a `Stack` of several parts. */
  children?: ReactNode;
  /** For the column's `<div>`, as are `style`, `ref` and any `data-*` or `aria-*` prop. */
  className?: string;
}

/** A column's own props with its `<div>`'s: `ref`, `className`, `style`, `data-*`, `aria-*`. */
export type ColumnProps = ColumnOwnProps & Omit<ComponentPropsWithRef<'div'>, keyof ColumnOwnProps>;

/** What a Column is when a prop is left out. */
export const columnDefaults = { width: 'fill' } as const satisfies Partial<ColumnOwnProps>;

/** One column of `Columns`. */
export function Column({ width = columnDefaults.width, className, ...props }: ColumnProps) {
  return <div {...props} className={clsx(styles.column({ width }), className)} />;
}
