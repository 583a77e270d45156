/**
 * Table: a native `<table>` with a caption, column and row headers, numeric columns, and, on a
 * phone, a sideways-scrolling region or rows stacked as cards. Columns may sort; the body may show
 * placeholder rows while loading, a message when there are no rows, and each row's actions.
 *
 * Why the platform and not react-aria-components' Table: the native table already gives every
 * screen reader its table navigation and reads each cell with its headers. RAC's Table is a grid
 * (`role="grid"`) with arrow-key focus on every cell and row selection, which a table to read and
 * sort does not need and which would put a keyboard model of its own in front of the buttons and
 * links in its cells. Sorting is the ARIA sortable-table pattern: a `<button>` in each sortable
 * `<th>`, and `aria-sort` on the header of the sorted column. Nothing in it needs a library.
 * - Bytes: 2.7 kB of JavaScript and 1.1 kB of CSS, minified and gzipped, over what `Button`
 *   brings (4.3 kB and 2.6 kB alone; react and react-dom external), with the sortable part, the
 *   skeleton rows and the three sort glyphs in.
 * - Keyboard: the scrolling region is a Tab stop (it scrolls with the arrow keys). A sortable
 *   header is a button: Tab to it, Enter or Space sorts by its column, ascending first, and again
 *   reverses. Focus stays on the button while the rows reorder. Cells take no focus; Tab reaches
 *   the links and controls in them, row actions included.
 * - Server rendering: a table that does not sort is a Server Component's (its only client part
 *   is the actions column's header word); its columns' `cell` functions run where it renders. A
 *   sortable table works out every cell there too, then hands the drawn cells and their sort
 *   values to a client part that reorders them: `cell` functions never cross to the browser.
 * - Without JavaScript: the table reads in full, in the order the rows were given (or the initial
 *   sort); the sort buttons do nothing until the script loads.
 */
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Skeleton, SkeletonGroup } from '../Skeleton/Skeleton';
import type { TableAlignment, TableResponsive, TableSortDirection } from './Table.css';
import { SortableTable } from './SortableTable';
import { TableView, type TableViewProps, type ViewColumn, type ViewRow } from './TableView';

export {
  tableAlignments,
  tableResponsiveModes,
  tableSortDirections,
  type TableAlignment,
  type TableResponsive,
  type TableSortDirection,
} from './Table.css';

/** What a sortable column sorts its rows by: numbers and dates as such, strings by the locale. */
export type TableSortValue = number | string | Date | null | undefined;

/** Which column the rows are sorted by, and which way. */
export interface TableSortDescriptor {
  /** A column's `id`. */
  column: string;
  /** `ascending` or `descending`; the header's sort arrow and `aria-sort` say which. */
  direction: TableSortDirection;
}

/**
 * What a column shows for each row: a function of the row (from a client component, or a server
 * one rendering its own table), or, as data that a Server Component can pass, the row's field to
 * show (`field: 'amount'`), whose value is written as it is: format figures into the rows first.
 */
export type TableCell<Row> =
  | { cell: (row: Row, rowIndex: number) => ReactNode; field?: undefined }
  | { field: keyof Row & string; cell?: undefined };

/** One column: its header, what each row shows in it, and how it aligns and sorts. */
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
  /** Its header becomes a button that sorts the rows by this column. */
  sortable?: boolean;
  /**
   * What a row sorts by in this column: a number, a date or a string, never the formatted text
   * ("$1,240.00" sorts as text). Without it, a `field` column sorts by the field's value and a
   * `cell` column by its content when that is a string or a number. Give it for every formatted
   * column: amounts, dates.
   */
  sortValue?: (row: Row) => TableSortValue;
};

/**
 * `className`, `style`, `ref` and any `data-*` or `aria-*` prop go to the frame around the table.
 */
export interface TableProps<Row> extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'role'> {
  /** What the table shows. Required: it names the table, and the scrolling region around it. */
  caption: ReactNode;
  /**
   * Keeps the caption for screen readers only, when a heading just above says the same.
   * @default false
   */
  hideCaption?: boolean;
  /** The columns, in order from the reading direction's start. */
  columns: readonly TableColumn<Row>[];
  /** The data, one item per row, shown in this order unless the table sorts them itself. */
  rows: readonly Row[];
  /** A stable key per row: a function of the row, or the name of a field that holds one. */
  rowKey: ((row: Row, rowIndex: number) => string) | (keyof Row & string);
  /**
   * Tints every other row, to follow a row across many columns.
   * @default false
   */
  zebra?: boolean;
  /**
   * Below the phone breakpoint: keep the columns and scroll sideways, or stack rows as cards.
   * @default scroll
   */
  responsive?: TableResponsive;
  /**
   * The sort, controlled: the app sorts the rows it gives (on the server, say, by a query in the
   * address) and the table draws them in that order. `null` for none.
   */
  sortDescriptor?: TableSortDescriptor | null;
  /** The sort to start from, uncontrolled: the table then sorts the rows by each `sortValue`. */
  defaultSortDescriptor?: TableSortDescriptor;
  /** Told of each new sort, controlled or not: the pressed column, ascending first, then reversed. */
  onSortChange?: (descriptor: TableSortDescriptor) => void;
  /**
   * Placeholder rows in place of the body, the header kept, and the table marked busy.
   * @default false
   */
  loading?: boolean;
  /** Shown in one cell across the table when there are no rows: what is missing, and what to do. */
  empty?: ReactNode;
  /**
   * A trailing column with each row's actions (a small button, a menu). Name each after its row
   * as well ("Dispute Campus Dining"), since a screen reader can reach it without the row.
   */
  rowActions?: (row: Row, rowIndex: number) => ReactNode;
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
  loading: false,
} as const satisfies Partial<TableProps<unknown>>;

const cellOf = <Row,>(column: TableColumn<Row>, row: Row, rowIndex: number): ReactNode =>
  column.cell ? column.cell(row, rowIndex) : (row[column.field] as ReactNode);

const keyOf = <Row,>(rowKey: TableProps<Row>['rowKey'], row: Row, rowIndex: number): string =>
  typeof rowKey === 'function' ? rowKey(row, rowIndex) : String(row[rowKey]);

const alignmentOf = (column: TableColumn<never>): TableAlignment =>
  column.align ?? (column.numeric ? 'end' : 'start');

const sortValueOf = <Row,>(column: TableColumn<Row>, row: Row, cell: ReactNode) => {
  const value: unknown = column.sortValue
    ? column.sortValue(row)
    : column.field
      ? row[column.field]
      : cell;
  if (value instanceof Date) return value.getTime();
  return typeof value === 'number' || typeof value === 'string' ? value : null;
};

/** Rows of placeholders while loading: as many as a short page, each cell a grey line. */
const loadingRows = 3;

/**
 * A data table: a caption, column headers, optional row headers, numeric columns, sortable
 * columns, loading and empty states, and row actions. On a phone it scrolls sideways in its own
 * focusable region, or stacks each row as a card of labelled values.
 */
export function Table<Row>({
  caption,
  hideCaption = tableDefaults.hideCaption,
  columns,
  rows,
  rowKey,
  zebra = tableDefaults.zebra,
  responsive = tableDefaults.responsive,
  sortDescriptor,
  defaultSortDescriptor,
  onSortChange,
  loading = tableDefaults.loading,
  empty,
  rowActions,
  ...frame
}: TableProps<Row>) {
  const viewColumns = columns.map((column): ViewColumn => ({
    id: column.id,
    header: column.header,
    rowHeader: Boolean(column.rowHeader),
    numeric: Boolean(column.numeric),
    align: alignmentOf(column),
    sortable: Boolean(column.sortable),
  }));
  const viewRows = loading
    ? Array.from({ length: loadingRows }, (_, rowIndex): ViewRow => ({
        key: `loading${rowIndex}`,
        // The first placeholder says "Loading…" once, for the whole table; the rest are hidden.
        cells: columns.map((column, index) =>
          rowIndex === 0 && index === 0 ? (
            <SkeletonGroup key={column.id}>
              <Skeleton width="3/4" />
            </SkeletonGroup>
          ) : (
            <Skeleton key={column.id} width={column.numeric ? '1/2' : '3/4'} />
          ),
        ),
        sortValues: [],
        actions: rowActions ? <Skeleton width="1/2" /> : undefined,
      }))
    : rows.map((row, rowIndex): ViewRow => {
        const cells = columns.map((column) => cellOf(column, row, rowIndex));
        return {
          key: keyOf(rowKey, row, rowIndex),
          cells,
          sortValues: columns.map((column, index) =>
            column.sortable ? sortValueOf(column, row, cells[index]) : null,
          ),
          actions: rowActions?.(row, rowIndex),
        };
      });
  const view = {
    ...frame,
    caption,
    hideCaption,
    columns: viewColumns,
    rows: viewRows,
    zebra,
    responsive,
    loading,
    empty,
    actions: Boolean(rowActions),
  } satisfies TableViewProps;
  if (viewColumns.some((column) => column.sortable))
    return (
      <SortableTable
        {...view}
        sortDescriptor={sortDescriptor}
        defaultSortDescriptor={defaultSortDescriptor}
        onSortChange={onSortChange}
      />
    );
  return <TableView {...view} />;
}
