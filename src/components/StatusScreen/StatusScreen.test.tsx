import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StatusScreen } from './StatusScreen';

const screen = { title: 'Account on hold', action: null, children: 'Write to us.' };

describe('the root element', () => {
  it('is the section, with the class, style, data and ARIA attributes given', () => {
    const html = renderToStaticMarkup(
      <StatusScreen
        {...screen}
        tone="neutral"
        className="extra"
        style={{ order: 1 }}
        data-testid="hold"
        aria-describedby="note"
      />,
    );
    expect(html).toMatch(/^<section [^>]*class="[^"]+ extra"/);
    for (const attribute of ['style="order:1"', 'data-testid="hold"', 'aria-describedby="note"']) {
      expect(html).toMatch(new RegExp(`^<section [^>]*${attribute}`));
    }
    expect(html).toMatch(/^<section [^>]*aria-labelledby="[^"]+"/);
  });
});
