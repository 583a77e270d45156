import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';
import { badge } from './Badge.css';

describe('tone', () => {
  it('draws the sunshine pill for brand', () => {
    const html = renderToStaticMarkup(<Badge tone="brand">New</Badge>);
    expect(html).toContain(badge({ tone: 'brand' }));
  });
});

describe('the root element', () => {
  it('takes a class, a style, data and ARIA attributes beside its own', () => {
    const html = renderToStaticMarkup(
      <Badge className="extra" style={{ order: 1 }} data-testid="paid" aria-describedby="note">
        Paid
      </Badge>,
    );
    expect(html).toMatch(/^<span [^>]*class="[^"]+ extra"/);
    for (const attribute of ['style="order:1"', 'data-testid="paid"', 'aria-describedby="note"']) {
      expect(html).toMatch(new RegExp(`^<span [^>]*${attribute}`));
    }
  });
});
