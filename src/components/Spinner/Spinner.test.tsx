import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('the root element', () => {
  it('takes a class, a style, data and ARIA attributes beside its own', () => {
    const html = renderToStaticMarkup(
      <Spinner label="Loading offers" className="extra" style={{ order: 1 }} data-testid="wait" />,
    );
    expect(html).toMatch(/^<span [^>]*class="[^"]+ extra"/);
    for (const attribute of ['style="order:1"', 'data-testid="wait"', 'role="img"']) {
      expect(html).toMatch(new RegExp(`^<span [^>]*${attribute}`));
    }
    expect(html).toContain('aria-label="Loading offers"');
  });

  it('stays hidden from assistive technology without a label', () => {
    expect(renderToStaticMarkup(<Spinner data-testid="wait" />)).toMatch(
      /^<span aria-hidden="true" data-testid="wait"/,
    );
  });
});
