/**
 * The markup of a Table, from columns and rows already resolved to content: shared by the table a
 * Server Component renders and the sortable one that renders in the browser, so the two cannot
 * drift apart. Not exported from the package.
 */
import { clsx } from 'clsx';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from '../Icon/glyphs';
import { Glyph } from '../Icon/Glyph';
import * as styles from './Table.css';
import type { TableAlignment, TableResponsive, TableSortDirection } from './Table.css';
import { TableActionsHeader } from './TableText';

/** A column, its cells' content worked out already. */
export interface ViewColumn {
  id: string;
  header: ReactNode;
  rowHeader: boolean;
  numeric: boolean;
  align: TableAlignment;
  sortable: boolean;
}

/** A row as drawn: a cell's content per column, its actions, and what each column sorts it by. */
export interface ViewRow {
  key: string;
  cells: readonly ReactNode[];
  /** Numbers (dates as their time) and strings, one per column; null sorts last. */
  sortValues: readonly (number | string | null)[];
  actions?: ReactNode;
}

export interface TableViewProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'role'> {
  caption: ReactNode;
  hideCaption: boolean;
  columns: readonly ViewColumn[];
  rows: readonly ViewRow[];
  zebra: boolean;
  responsive: TableResponsive;
  /** Placeholder rows in the body, and the table marked busy. */
  loading: boolean;
  empty?: ReactNode;
  /** A trailing column of each row's actions. */
  actions: boolean;
  /** The sort, and what pressing a sortable header does: only where the table is interactive. */
  sort?: {
    column: string | undefined;
    direction: TableSortDirection;
    onSort: (column: string) => void;
  };
}

export function TableView({
  caption,
  hideCaption,
  columns,
  rows,
  zebra,
  responsive,
  loading,
  empty,
  actions,
  sort,
  className,
  ...frame
}: TableViewProps) {
  const id = useId();
  const captionId = `${id}caption`;
  const headerId = (index: number) => `${id}column${index}`;
  const rowHeaderId = (index: number) => `${id}row${index}`;
  const actionsId = `${id}actions`;
  const stack = responsive === 'stack';
  const rowHeaderColumn = columns.findIndex((column) => column.rowHeader);
  const sortable = Boolean(sort) && columns.some((column) => column.sortable);

  /**
   * Stacking changes the table's display, and some browsers then stop exposing it as a table.
   * Stacked, every part says its role, and each cell names its headers, so the cells keep their
   * column (and row) headers whatever the layout.
   */
  const role = <R extends string>(name: R) => (stack ? name : undefined);
  const alignment = (column: ViewColumn) =>
    styles.align({ align: column.align, numeric: column.numeric });
  const withRowHeader = (rowIndex: number, ...ids: string[]) =>
    [...ids, ...(rowHeaderColumn >= 0 ? [rowHeaderId(rowIndex)] : [])].join(' ');

  const header = (column: ViewColumn, index: number) => {
    const sorted = sort?.column === column.id;
    const button = sort && column.sortable;
    return (
      <th
        key={column.id}
        id={headerId(index)}
        scope="col"
        role={role('columnheader')}
        // One header at a time says how the rows are sorted, as ARIA asks; the others leave the
        // attribute out, which means the same as "none".
        aria-sort={sorted ? sort.direction : undefined}
        className={clsx(styles.columnHeader, alignment(column), button && styles.sortableHeader)}
      >
        {button ? (
          <button
            type="button"
            className={styles.sortButton}
            onClick={() => {
              sort.onSort(column.id);
            }}
          >
            {column.header}
            <Glyph
              glyph={sorted ? (sort.direction === 'ascending' ? ArrowUp : ArrowDown) : ArrowUpDown}
              className={styles.sortGlyph({ sorted })}
            />
          </button>
        ) : (
          column.header
        )}
      </th>
    );
  };

  const body = (row: ViewRow, rowIndex: number) => (
    <tr key={row.key} role={role('row')}>
      {columns.map((column, index) => {
        const content = row.cells[index];
        // A placeholder names no row: an empty row header would be read as a row with no name.
        if (column.rowHeader && !loading) {
          return (
            <th
              key={column.id}
              id={rowHeaderId(rowIndex)}
              scope="row"
              role={role('rowheader')}
              headers={stack ? headerId(index) : undefined}
              className={clsx(styles.rowHeader, alignment(column))}
            >
              {content}
            </th>
          );
        }
        return (
          <td
            key={column.id}
            role={role('cell')}
            headers={stack ? withRowHeader(rowIndex, headerId(index)) : undefined}
            className={clsx(styles.cell, alignment(column), loading && styles.loadingCell)}
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
      {actions && (
        <td
          role={role('cell')}
          headers={stack ? withRowHeader(rowIndex, actionsId) : undefined}
          className={clsx(styles.actionsCell, loading && styles.loadingCell)}
        >
          {row.actions}
        </td>
      )}
    </tr>
  );

  const table = (
    <table
      role={role('table')}
      aria-labelledby={stack ? captionId : undefined}
      aria-busy={loading || undefined}
      className={clsx(styles.table, zebra && styles.zebra, stack && styles.stacked)}
    >
      <caption id={captionId} className={hideCaption ? styles.hiddenCaption : styles.caption}>
        {caption}
      </caption>
      <thead role={role('rowgroup')} className={sortable ? styles.sortableHead : undefined}>
        <tr role={role('row')}>
          {columns.map(header)}
          {actions && (
            <th
              id={actionsId}
              scope="col"
              role={role('columnheader')}
              className={styles.actionsHeader}
            >
              <TableActionsHeader />
            </th>
          )}
        </tr>
      </thead>
      <tbody role={role('rowgroup')}>
        {rows.length === 0 && !loading && empty !== undefined ? (
          <tr role={role('row')}>
            <td
              role={role('cell')}
              colSpan={columns.length + (actions ? 1 : 0)}
              className={styles.emptyCell}
            >
              <div className={styles.emptyContent}>{empty}</div>
            </td>
          </tr>
        ) : (
          rows.map(body)
        )}
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
