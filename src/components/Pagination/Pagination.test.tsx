import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoadMore } from './LoadMore';
import { Pagination, pageItems } from './Pagination';

describe('pageItems', () => {
  it('lists every page up to seven', () => {
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps seven items however far along the reader is', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageItems(4, 8)).toEqual([1, 'gap', 3, 4, 5, 'gap', 8]);
  });
});

describe('Pagination', () => {
  it('with href, renders links and no buttons, as before', () => {
    const html = renderToStaticMarkup(
      <Pagination page={2} pageCount={3} href="/activity?page={page}" />,
    );
    expect(html).toContain('href="/activity?page=1"');
    expect(html).not.toContain('<button');
  });

  it('without href, renders buttons: the current page marked, previous inert on page 1', () => {
    const html = renderToStaticMarkup(<Pagination page={1} pageCount={3} />);
    expect(html).not.toContain('<a ');
    expect(html).toMatch(/<button type="button" class="[^"]+" aria-disabled="true">/);
    expect(html.match(/aria-disabled/g)).toHaveLength(1);
    expect(html).toMatch(/aria-current="page" aria-label="Page 1">1</);
    expect(html).toContain('aria-live="polite">Page 1 of 3');
  });
});

describe('LoadMore', () => {
  it('says how many show, with a button while there is more', () => {
    const html = renderToStaticMarkup(
      <LoadMore shown={20} total={57} onLoadMore={() => undefined} />,
    );
    expect(html).toContain('role="status" tabindex="-1">Showing 20 of 57');
    expect(html).toContain('Load more');
  });

  it('has no button once everything shows', () => {
    const html = renderToStaticMarkup(
      <LoadMore shown={57} total={57} onLoadMore={() => undefined} />,
    );
    expect(html).toContain('Showing 57 of 57');
    expect(html).not.toContain('<button');
  });
});
