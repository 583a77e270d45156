import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';
import { badge } from './Badge.css';

describe('the old tone name', () => {
  it('new still draws the pill brand draws', () => {
    // The deprecated signature is what is under test; the lint run fails if this use is not
    // flagged (an unused disable directive is a warning, and lint allows none).
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    const old = renderToStaticMarkup(<Badge tone="new">New</Badge>);
    const current = renderToStaticMarkup(<Badge tone="brand">New</Badge>);
    expect(old).toBe(current);
    expect(current).toContain(badge({ tone: 'brand' }));
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
