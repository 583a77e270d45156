import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Skeleton, SkeletonGroup, skeletonShapes } from './Skeleton';

const lineCount = (html: string) => (html.match(/<span class="[^"]*"><\/span>/g) ?? []).length;

describe('Skeleton', () => {
  it('hides every shape from screen readers', () => {
    for (const shape of skeletonShapes) {
      expect(renderToStaticMarkup(<Skeleton shape={shape} />)).toMatch(/^<span aria-hidden="true"/);
    }
  });

  it('draws at least one whole line of text', () => {
    expect(lineCount(renderToStaticMarkup(<Skeleton lines={3} />))).toBe(3);
    expect(lineCount(renderToStaticMarkup(<Skeleton lines={2.7} />))).toBe(2);
    expect(lineCount(renderToStaticMarkup(<Skeleton lines={0} />))).toBe(1);
    expect(lineCount(renderToStaticMarkup(<Skeleton lines={-4} />))).toBe(1);
  });
});

describe('SkeletonGroup', () => {
  it('is one status that says what is loading', () => {
    const html = renderToStaticMarkup(
      <SkeletonGroup label="Loading your offers">
        <Skeleton lines={2} />
      </SkeletonGroup>,
    );
    expect(html).toMatch(
      /^<div role="status"[^>]*><span class="[^"]+">Loading your offers<\/span>/,
    );
  });

  it('says "Loading…" unless told more', () => {
    expect(renderToStaticMarkup(<SkeletonGroup>{null}</SkeletonGroup>)).toContain('>Loading…<');
  });
});
