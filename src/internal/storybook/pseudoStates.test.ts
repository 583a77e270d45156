import { describe, expect, it } from 'vitest';
import { pseudoSelectorList, pseudoSelectors, splitSelectorList } from './pseudoStates';

describe('pseudoSelectors', () => {
  it('gives a state a class twin', () => {
    expect(pseudoSelectors('._a:hover')).toEqual(['._a:hover', '._a.pseudo-hover']);
  });

  it('tells :focus from :focus-visible and :focus-within', () => {
    expect(pseudoSelectors('._a:focus-visible, ._b:focus')).toEqual([
      '._a:focus-visible, ._b:focus',
      '._a.pseudo-focus-visible, ._b.pseudo-focus',
    ]);
    expect(pseudoSelectors('._a:focus-within ._b')).toEqual([
      '._a:focus-within ._b',
      '._a.pseudo-focus-within ._b',
    ]);
  });

  it('keeps a negated state off an element that has its class', () => {
    expect(pseudoSelectors('._a[aria-invalid=true]:not(:focus-visible)')).toEqual([
      '._a[aria-invalid=true]:not(:focus-visible, .pseudo-focus-visible)',
    ]);
    expect(pseudoSelectors('._a:hover:not(:disabled)')).toEqual([
      '._a:hover:not(:disabled)',
      '._a.pseudo-hover:not(:disabled)',
    ]);
  });

  it('leaves escaped colons, selectors without a state and twins alone', () => {
    expect(pseudoSelectors('.hover\\:underline')).toEqual(['.hover\\:underline']);
    expect(pseudoSelectors('._a[data-hovered]')).toEqual(['._a[data-hovered]']);
    expect(pseudoSelectors('._a.pseudo-hover')).toEqual(['._a.pseudo-hover']);
  });
});

describe('pseudoSelectorList', () => {
  it('twins each selector of a list', () => {
    expect(pseudoSelectorList('._a:hover, ._b:active')).toBe(
      '._a:hover, ._a.pseudo-hover, ._b:active, ._b.pseudo-active',
    );
  });

  it('drops a twin the browser would reject and keeps the rest', () => {
    const valid = (selector: string) => !selector.includes('::-webkit-slider-thumb.pseudo');
    expect(pseudoSelectorList('._a::-webkit-slider-thumb:hover, ._b:hover', valid)).toBe(
      '._a::-webkit-slider-thumb:hover, ._b:hover, ._b.pseudo-hover',
    );
  });

  it('says when a list has no state to twin', () => {
    expect(pseudoSelectorList('._a, ._b > ._c')).toBeUndefined();
    expect(pseudoSelectorList('._a:hover, ._a.pseudo-hover')).toBeUndefined();
  });

  it('splits only at top-level commas', () => {
    expect(splitSelectorList('._a:is(._b, ._c), ._d[title="x,y"]')).toEqual([
      '._a:is(._b, ._c)',
      '._d[title="x,y"]',
    ]);
  });
});
