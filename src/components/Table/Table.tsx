import { clsx } from 'clsx';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import * as styles from './Table.css';
import type { TableAlignment, TableResponsive } from './Table.css';

export {
  tableAlignments,
  tableResponsiveModes,
  type TableAlignment,
  type TableResponsive,
} from './Table.css';

/**
 * What a column shows for each row: a function of the row (from a client component, or a server
 * one rendering its own table), or, as data that a Server Component can pass, the row's field to
 * show (`field: 'amount'`), whose value is written as it is: format figures into the rows first.
 */
export type TableCell<Row> =
  | { cell: (row: Row, rowIndex: number) => ReactNode; field?: undefined }
  | { field: keyof Row & string; cell?: undefined };

export type TableColumn<Row> = TableCell<Row> & {
  /** Unique among the columns; React's key. */
  id: string;
  /** The column's header: usually a word or two; any content (a plan's name and its price). */
  header: ReactNode;
  /** The column that names each row (usually the first): its cells are row headers. */
  rowHeader?: boolean;
  /** Figures: aligned to the end and drawn in tabular digits, so they line up by place. */
  numeric?: boolean;
  /** Horizontal alignment of the header and cells; `end` for numeric columns by default. */
  align?: TableAlignment;
};

export interface TableProps<Row> extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'role'> {
  /** What the table shows. Required: it names the table, and the scrolling region around it. */
  caption: ReactNode;
  /** Keeps the caption for screen readers only, when a heading just above says the same. */
  hideCaption?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** A stable key per row: a function of the row, or the name of a field that holds one. */
  rowKey: ((row: Row, rowIndex: number) => string) | (keyof Row & string);
  /** Tints every other row, to follow a row across many columns. */
  zebra?: boolean;
  /** Below the phone breakpoint: keep the columns and scroll sideways, or stack rows as cards. */
  responsive?: TableResponsive;
  /**
   * For the frame around the table (the scrolling region), its root, as are `style`, `ref` and
   * any `data-*` or `aria-*` prop.
   */
  className?: string;
}

/** What a Table is when a prop is left out; the docs' prop table reads it from here too. */
export const tableDefaults = {
  hideCaption: false,
  zebra: false,
  responsive: 'scroll',
} as const satisfies Partial<TableProps<unknown>>;

const cellOf = <Row,>(column: TableColumn<Row>, row: Row, rowIndex: number): ReactNode =>
  column.cell ? column.cell(row, rowIndex) : (row[column.field] as ReactNode);

const keyOf = <Row,>(rowKey: TableProps<Row>['rowKey'], row: Row, rowIndex: number): string =>
  typeof rowKey === 'function' ? rowKey(row, rowIndex) : String(row[rowKey]);

const alignmentOf = (column: TableColumn<never>): TableAlignment =>
  column.align ?? (column.numeric ? 'end' : 'start');

/**
 * A data table: a caption, column headers, optional row headers, numeric columns. On a phone it
 * scrolls sideways in its own focusable region, or stacks each row as a card of labelled values.
 */
export function Table<Row>({
  caption,
  hideCaption = tableDefaults.hideCaption,
  columns,
  rows,
  rowKey,
  zebra = tableDefaults.zebra,
  responsive = tableDefaults.responsive,
  className,
  ...frame
}: TableProps<Row>) {
  const id = useId();
  const captionId = `${id}caption`;
  const headerId = (index: number) => `${id}column${index}`;
  const rowHeaderId = (index: number) => `${id}row${index}`;
  const stack = responsive === 'stack';
  const rowHeaderColumn = columns.findIndex((column) => column.rowHeader);

  /**
   * Stacking changes the table's display, and some browsers then stop exposing it as a table.
   * Stacked, every part says its role, and each cell names its headers, so the cells keep their
   * column (and row) headers whatever the layout.
   */
  const role = <R extends string>(name: R) => (stack ? name : undefined);

  const table = (
    <table
      role={role('table')}
      aria-labelledby={stack ? captionId : undefined}
      className={clsx(styles.table, zebra && styles.zebra, stack && styles.stacked)}
    >
      <caption id={captionId} className={hideCaption ? styles.hiddenCaption : styles.caption}>
        {caption}
      </caption>
      <thead role={role('rowgroup')}>
        <tr role={role('row')}>
          {columns.map((column, index) => (
            <th
              key={column.id}
              id={headerId(index)}
              scope="col"
              role={role('columnheader')}
              className={clsx(
                styles.columnHeader,
                styles.align({ align: alignmentOf(column), numeric: Boolean(column.numeric) }),
              )}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role={role('rowgroup')}>
        {rows.map((row, rowIndex) => (
          <tr key={keyOf(rowKey, row, rowIndex)} role={role('row')}>
            {columns.map((column, index) => {
              const content = cellOf(column, row, rowIndex);
              const alignment = styles.align({
                align: alignmentOf(column),
                numeric: Boolean(column.numeric),
              });
              if (column.rowHeader) {
                return (
                  <th
                    key={column.id}
                    id={rowHeaderId(rowIndex)}
                    scope="row"
                    role={role('rowheader')}
                    headers={stack ? headerId(index) : undefined}
                    className={clsx(styles.rowHeader, alignment)}
                  >
                    {content}
                  </th>
                );
              }
              const headers = [
                headerId(index),
                ...(rowHeaderColumn >= 0 ? [rowHeaderId(rowIndex)] : []),
              ].join(' ');
              return (
                <td
                  key={column.id}
                  role={role('cell')}
                  headers={stack ? headers : undefined}
                  className={clsx(styles.cell, alignment)}
                >
                  {stack ? (
                    <>
                      {/* Read already as the cell's column header: drawn, not read twice. */}
                      <span className={styles.stackLabel} aria-hidden="true">
                        {column.header}
                      </span>
                      <span>{content}</span>
                    </>
                  ) : (
                    content
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );

  if (stack)
    return (
      <div {...frame} className={clsx(styles.frame({ responsive }), className)}>
        {table}
      </div>
    );
  return (
    <div
      aria-labelledby={captionId}
      {...frame}
      className={clsx(styles.frame({ responsive }), className)}
      role="region"
      // A scrolling region must be focusable, or keyboard users cannot scroll it; named by the
      // caption, it is a landmark they can find. Focusable at every width: whether it overflows
      // depends on the text size and zoom, which the markup cannot know.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      {table}
    </div>
  );
}
