import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sortRows } from './SortableTable';
import { Table, type TableColumn, type TableProps } from './Table';
import type { ViewRow } from './TableView';

interface Row {
  name: string;
  amount: number;
}

const columns: readonly TableColumn<Row>[] = [
  { id: 'name', header: 'Name', rowHeader: true, cell: (row) => row.name },
  { id: 'amount', header: 'Amount', numeric: true, cell: (row) => row.amount.toFixed(2) },
];
const rows: readonly Row[] = [
  { name: 'Rent', amount: 900 },
  { name: 'Food', amount: 310.5 },
];

const render = (props: Partial<TableProps<Row>> = {}) =>
  renderToStaticMarkup(
    <Table caption="Budget" columns={columns} rows={rows} rowKey={(row) => row.name} {...props} />,
  );

const attributes = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}( [^>]*)?>`, 'g'))].map((match) => match[1] ?? '');

describe('Table', () => {
  it('scrolls by default in a focusable region named by the caption', () => {
    const html = render();
    const captionId = /<caption id="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(captionId).not.toBe('');
    // The caption names the region unless the app names it otherwise, so its name comes first.
    expect(html).toMatch(
      new RegExp(`^<div aria-labelledby="${captionId}" class="[^"]+" role="region" tabindex="0">`),
    );
  });

  it('marks column headers, row headers and cells with the native table semantics alone', () => {
    const html = render();
    expect(attributes(html, 'th').filter((a) => a.includes('scope="col"'))).toHaveLength(2);
    expect(attributes(html, 'th').filter((a) => a.includes('scope="row"'))).toHaveLength(2);
    expect(html).not.toMatch(/role="(table|row|cell|columnheader|rowheader|rowgroup)"/);
    expect(html).not.toContain('headers=');
  });

  it('stacked, states every role and ties each cell to its column and row headers', () => {
    const html = render({ responsive: 'stack' });
    expect(html).not.toContain('role="region"');
    expect(html).not.toContain('tabindex');
    expect(html).toMatch(/<table role="table" aria-labelledby="[^"]+"/);
    const columnIds = attributes(html, 'th')
      .filter((a) => a.includes('scope="col"'))
      .map((a) => /id="([^"]+)"/.exec(a)?.[1]);
    const rowIds = attributes(html, 'th')
      .filter((a) => a.includes('scope="row"'))
      .map((a) => /id="([^"]+)"/.exec(a)?.[1]);
    const cellHeaders = attributes(html, 'td').map((a) => /headers="([^"]+)"/.exec(a)?.[1]);
    expect(cellHeaders).toEqual([
      `${columnIds[1] ?? ''} ${rowIds[0] ?? ''}`,
      `${columnIds[1] ?? ''} ${rowIds[1] ?? ''}`,
    ]);
    expect(attributes(html, 'td').every((a) => a.includes('role="cell"'))).toBe(true);
    // The column's name drawn in each cell is hidden: the header is read already.
    expect(html).toMatch(/aria-hidden="true">Amount<\/span><span>900\.00<\/span>/);
  });

  it('leaves row headers out of the cells’ headers when no column names the rows', () => {
    const html = render({
      responsive: 'stack',
      columns: columns.map((column) => ({ ...column, rowHeader: false })),
    });
    expect(attributes(html, 'td').map((a) => /headers="([^" ]+)"/.test(a))).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });
});

describe('sorting', () => {
  const view = (values: readonly (number | string | null)[]): ViewRow[] =>
    values.map((value, index) => ({ key: String(index), cells: [], sortValues: [value] }));
  const order = (rows: readonly ViewRow[]) => rows.map((row) => row.sortValues[0]);

  it('sorts numbers as numbers, not as their text', () => {
    expect(order(sortRows(view([1240, -900, 100, -4.5]), 0, 'ascending', 'en-US'))).toEqual([
      -900, -4.5, 100, 1240,
    ]);
    expect(order(sortRows(view([1240, -900, 100]), 0, 'descending', 'en-US'))).toEqual([
      1240, 100, -900,
    ]);
  });

  it('sorts strings by the locale, digits as numbers, and puts rows with no value last', () => {
    expect(
      order(sortRows(view(['Apt 10', null, 'apt 9', 'Bookstore']), 0, 'ascending', 'en-US')),
    ).toEqual(['apt 9', 'Apt 10', 'Bookstore', null]);
    expect(order(sortRows(view([null, 'A', 'B']), 0, 'descending', 'en-US'))).toEqual([
      'B',
      'A',
      null,
    ]);
  });

  interface Payment {
    name: string;
    date: Date;
    amount: number;
  }
  const payments: readonly Payment[] = [
    { name: 'Rent', date: new Date(2026, 2, 9), amount: -900 },
    { name: 'Campus Dining', date: new Date(2026, 2, 14), amount: 1240 },
    { name: 'Beem cash advance', date: new Date(2026, 1, 28), amount: 100 },
  ];
  const paymentColumns: readonly TableColumn<Payment>[] = [
    { id: 'name', header: 'Name', rowHeader: true, field: 'name', sortable: true },
    {
      id: 'date',
      header: 'Date',
      sortable: true,
      // Formatted as text that would sort wrongly ("Feb" after "Mar" descending, by letter).
      cell: (row) => row.date.toDateString(),
      sortValue: (row) => row.date,
    },
    { id: 'amount', header: 'Amount', numeric: true, sortable: true, field: 'amount' },
  ];
  const renderPayments = (props: Partial<TableProps<Payment>> = {}) =>
    renderToStaticMarkup(
      <Table
        caption="Payments"
        columns={paymentColumns}
        rows={payments}
        rowKey="name"
        {...props}
      />,
    );
  const rowHeaders = (html: string) =>
    [...html.matchAll(/<th [^>]*scope="row"[^>]*>([^<]*)</g)].map((match) => match[1]);

  it('renders each sortable header as a button, aria-sort on the sorted one only', () => {
    const html = renderPayments({
      defaultSortDescriptor: { column: 'date', direction: 'ascending' },
    });
    expect(html.match(/<th [^>]*scope="col"[^>]*><button type="button"/g)).toHaveLength(3);
    expect(html.match(/aria-sort="[a-z]+"/g)).toEqual(['aria-sort="ascending"']);
    expect(rowHeaders(html)).toEqual(['Beem cash advance', 'Rent', 'Campus Dining']);
  });

  it('sorts by the field when a column has no sortValue', () => {
    const html = renderPayments({
      defaultSortDescriptor: { column: 'amount', direction: 'descending' },
    });
    expect(rowHeaders(html)).toEqual(['Campus Dining', 'Beem cash advance', 'Rent']);
  });

  it('controlled, draws the rows in the order the app gives them', () => {
    const html = renderPayments({ sortDescriptor: { column: 'amount', direction: 'ascending' } });
    expect(html).toContain('aria-sort="ascending"');
    expect(rowHeaders(html)).toEqual(['Rent', 'Campus Dining', 'Beem cash advance']);
  });

  it('without sortable columns, has no buttons and no aria-sort', () => {
    const html = render();
    expect(html).not.toContain('<button');
    expect(html).not.toContain('aria-sort');
  });
});

describe('loading, empty and row actions', () => {
  it('loading, keeps the header, marks the table busy and says "Loading…" once', () => {
    const html = render({ loading: true });
    expect(html).toMatch(/<table aria-busy="true"/);
    expect(attributes(html, 'th').filter((a) => a.includes('scope="col"'))).toHaveLength(2);
    expect(html).not.toContain('Rent');
    expect(html.match(/role="status"/g)).toHaveLength(1);
    expect(html).toContain('Loading…');
    // Placeholder rows name no row.
    expect(html).not.toContain('scope="row"');
  });

  it('with no rows, draws the empty message in one cell across every column', () => {
    const html = render({ rows: [], empty: 'No spending yet', rowActions: () => 'Edit' });
    expect(html).toMatch(
      /<td colSpan="3" class="[^"]+"><div class="[^"]+">No spending yet<\/div>/i,
    );
  });

  it('with no rows and no message, draws an empty body', () => {
    expect(render({ rows: [] })).toContain('<tbody></tbody>');
  });

  it('adds a trailing column of actions, its header read as "Actions"', () => {
    const html = render({
      responsive: 'stack',
      rowActions: (row) => <button type="button">Edit {row.name}</button>,
    });
    expect(html).toMatch(
      /scope="col" role="columnheader" class="[^"]+"><span[^>]*>Actions<\/span>/,
    );
    expect(html).toContain('<button type="button">Edit Rent</button>');
    const actionHeaders = attributes(html, 'td')
      .map((a) => /headers="([^"]+)"/.exec(a)?.[1] ?? '')
      .filter((headers) => headers.includes('actions'));
    expect(actionHeaders).toHaveLength(2);
  });
});
