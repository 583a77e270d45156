import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProgressBar, progressPercent } from './ProgressBar';

describe('progressPercent', () => {
  it('is the share of max done, as a percentage', () => {
    expect(progressPercent(2, 3)).toBeCloseTo(66.667, 3);
    expect(progressPercent(150, 250)).toBe(60);
  });

  it('stays between 0 and 100', () => {
    expect(progressPercent(-5, 100)).toBe(0);
    expect(progressPercent(120, 100)).toBe(100);
  });

  it('is 0 for a max that is not positive or a value that is not a number', () => {
    expect(progressPercent(1, 0)).toBe(0);
    expect(progressPercent(1, -1)).toBe(0);
    expect(progressPercent(Number.NaN, 10)).toBe(0);
  });
});

describe('ProgressBar', () => {
  const attribute = (html: string, name: string) =>
    new RegExp(`role="progressbar"[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1];

  it('gives the bar its value, range, words and the label as its name', () => {
    const html = renderToStaticMarkup(
      <ProgressBar label="Verifying your identity" value={2} max={3} valueText="Step 2 of 3" />,
    );
    const labelId = /<span id="([^"]+)"/.exec(html)?.[1];
    expect(attribute(html, 'aria-labelledby')).toBe(labelId);
    expect(attribute(html, 'aria-valuenow')).toBe('2');
    expect(attribute(html, 'aria-valuemin')).toBe('0');
    expect(attribute(html, 'aria-valuemax')).toBe('3');
    expect(attribute(html, 'aria-valuetext')).toBe('Step 2 of 3');
    expect(html).toContain('aria-hidden="true">Step 2 of 3</span>');
  });

  it('reports a value outside the range at its nearest end', () => {
    expect(
      attribute(renderToStaticMarkup(<ProgressBar label="Saved" value={140} />), 'aria-valuenow'),
    ).toBe('100');
  });

  it('shows the rounded percentage when no words are given, and reads the number', () => {
    const html = renderToStaticMarkup(<ProgressBar label="Uploading" value={1} max={3} />);
    expect(html).toContain('aria-hidden="true">33%</span>');
    expect(attribute(html, 'aria-valuetext')).toBeUndefined();
  });

  it('has no value while indeterminate, and shows none', () => {
    const html = renderToStaticMarkup(<ProgressBar label="Checking your bank" valueText="Soon" />);
    expect(attribute(html, 'aria-valuenow')).toBeUndefined();
    expect(attribute(html, 'aria-valuetext')).toBeUndefined();
    expect(html).not.toContain('aria-hidden="true">');
  });
});
