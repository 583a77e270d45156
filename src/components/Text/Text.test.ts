import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Text, truncation } from './Text';
import { clamped, lineCount, singleLine, tone } from './Text.css';

describe('truncation', () => {
  it('clips nothing without a positive line count', () => {
    for (const lines of [undefined, 0, -1, 0.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(truncation(lines)).toEqual({});
    }
  });

  it('ends a single line with an ellipsis', () => {
    expect(truncation(1)).toEqual({ className: singleLine });
  });

  it('clamps a paragraph to whole lines', () => {
    const varName = lineCount.replace(/^var\((.*)\)$/, '$1');
    expect(truncation(3)).toEqual({ className: clamped, style: { [varName]: '3' } });
    expect(truncation(2.7)).toEqual({ className: clamped, style: { [varName]: '2' } });
  });
});

describe('tone', () => {
  it("draws the tone's colour", () => {
    const html = renderToStaticMarkup(Text({ tone: 'critical', children: 'Declined' }));
    expect(html).toContain(tone({ tone: 'critical' }));
  });
});
