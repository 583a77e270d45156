'use client';
/**
 * The part of a sortable Table that runs in the browser: it holds the sort (unless the app does)
 * and reorders rows whose cells were drawn already, wherever the table rendered. Not exported
 * from the package: `Table` renders it when a column is sortable.
 */
import { useLocale } from '../../helpers/locale/context';
import { useControllableValue } from '../../internal/hooks/useControllableValue';
import type { TableSortDescriptor } from './Table';
import { TableView, type TableViewProps, type ViewRow } from './TableView';

export interface SortableTableProps extends Omit<TableViewProps, 'sort'> {
  sortDescriptor: TableSortDescriptor | null | undefined;
  defaultSortDescriptor: TableSortDescriptor | undefined;
  onSortChange: ((descriptor: TableSortDescriptor) => void) | undefined;
}

/**
 * Rows in the order of one column's sort values: numbers as numbers, strings by the reader's
 * locale with their digits read as numbers ("Apt 9" before "Apt 10"). Rows with no value go last
 * whichever the direction; equal rows keep their given order.
 */
export function sortRows(
  rows: readonly ViewRow[],
  column: number,
  direction: TableSortDescriptor['direction'],
  locale: string,
): readonly ViewRow[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a.sortValues[column] ?? null;
    const y = b.sortValues[column] ?? null;
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    if (typeof x === 'number' && typeof y === 'number') return sign * (x - y);
    return sign * collator.compare(String(x), String(y));
  });
}

export function SortableTable({
  sortDescriptor,
  defaultSortDescriptor,
  onSortChange,
  rows,
  columns,
  loading,
  ...view
}: SortableTableProps) {
  const locale = useLocale();
  // Controlled, the app has sorted the rows it gives; uncontrolled, the table sorts them.
  const controlled = sortDescriptor !== undefined;
  const [sort, setSort] = useControllableValue<TableSortDescriptor | null>(
    sortDescriptor,
    defaultSortDescriptor ?? null,
    (next) => {
      if (next) onSortChange?.(next);
    },
  );
  const index = columns.findIndex((column) => column.id === sort?.column);
  const shown =
    controlled || loading || !sort || index < 0
      ? rows
      : sortRows(rows, index, sort.direction, locale);
  return (
    <TableView
      {...view}
      columns={columns}
      rows={shown}
      loading={loading}
      sort={{
        column: sort?.column,
        direction: sort?.direction ?? 'ascending',
        onSort: (column) => {
          setSort({
            column,
            direction:
              sort?.column === column && sort.direction === 'ascending'
                ? 'descending'
                : 'ascending',
          });
        },
      }}
    />
  );
}
