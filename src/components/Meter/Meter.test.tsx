import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Meter } from './Meter';

/** An attribute of the element with the meter role, from its server markup. */
const attribute = (html: string, name: string) => {
  const tag = /<[^>]*role="meter"[^>]*>/.exec(html)?.[0] ?? '';
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
};

describe('the range', () => {
  it('runs from min to max: a credit score between 300 and 850', () => {
    const html = renderToStaticMarkup(
      <Meter label="Credit score" value={575} min={300} max={850} />,
    );
    expect(attribute(html, 'aria-valuemin')).toBe('300');
    expect(attribute(html, 'aria-valuemax')).toBe('850');
    expect(attribute(html, 'aria-valuenow')).toBe('575');
    // 575 is half-way from 300 to 850: the percentage is of the range, not of the value.
    expect(attribute(html, 'aria-valuetext')).toBe('50%');
  });

  it('is 0 to 100 when left out', () => {
    const html = renderToStaticMarkup(<Meter label="Food budget used" value={62} />);
    expect(attribute(html, 'aria-valuemin')).toBe('0');
    expect(attribute(html, 'aria-valuemax')).toBe('100');
    expect(attribute(html, 'aria-valuetext')).toBe('62%');
  });

  it('holds a value past max at the end of the range', () => {
    const html = renderToStaticMarkup(<Meter label="Rides" value={130} max={120} />);
    expect(attribute(html, 'aria-valuenow')).toBe('120');
    expect(attribute(html, 'aria-valuetext')).toBe('100%');
  });
});
