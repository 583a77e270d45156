import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { resolveTextTone, Text, truncation } from './Text';
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

describe('the old tone names', () => {
  it('map to the shared tones they were renamed to', () => {
    expect(resolveTextTone('default')).toBe('neutral');
    expect(resolveTextTone('success')).toBe('positive');
    expect(resolveTextTone('error')).toBe('critical');
    expect(resolveTextTone('caution')).toBe('caution');
    expect(resolveTextTone('muted')).toBe('muted');
  });

  it('still draw the colour of the tone that replaced them', () => {
    // The deprecated signature is what is under test; the lint run fails if this use is not
    // flagged (an unused disable directive is a warning, and lint allows none).
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    const old = renderToStaticMarkup(Text({ tone: 'error', children: 'Declined' }));
    const current = renderToStaticMarkup(Text({ tone: 'critical', children: 'Declined' }));
    expect(old).toBe(current);
    expect(current).toContain(tone({ tone: 'critical' }));
  });
});
