import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Table, type TableColumn, type TableProps } from './Table';

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
