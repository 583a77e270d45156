import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StatusScreen } from './StatusScreen';

const screen = { title: 'Account on hold', action: null, children: 'Write to us.' };

describe('the old tone names', () => {
  it('draw the look of the tone that replaced them', () => {
    // The deprecated signature is what is under test; the lint run fails if these uses are not
    // flagged (an unused disable directive is a warning, and lint allows none).
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    const error = renderToStaticMarkup(<StatusScreen {...screen} tone="error" />);
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    const blocked = renderToStaticMarkup(<StatusScreen {...screen} tone="blocked" />);
    expect(error).toBe(renderToStaticMarkup(<StatusScreen {...screen} tone="critical" />));
    expect(blocked).toBe(renderToStaticMarkup(<StatusScreen {...screen} tone="neutral" />));
    expect(blocked).toContain('lucide-ban');
  });
});

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
