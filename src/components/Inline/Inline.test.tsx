import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { mediaQueries } from '../../../tokens/primitives';
import {
  classNamesIn,
  compiledRules,
  declared,
  type CssRule,
} from '../../internal/testing/compiledCss';
import { Inline, type InlineProps } from './Inline';

let rules: CssRule[];
beforeAll(async () => {
  rules = await compiledRules('src/components/Inline/Inline.css.ts');
});

/**
 * What the row's `property` comes to, per media query: the row reads it from a custom property,
 * which each value of `align` and `alignY` sets, so a collapsed row can read it across its column.
 */
function drawn(props: InlineProps, property: 'justify-content' | 'align-items') {
  const classNames = classNamesIn(renderToStaticMarkup(<Inline {...props} />));
  const reads = Object.values(declared(rules, classNames, property));
  const variable = /^var\((--[^)]+)\)$/.exec(reads[0] ?? '')?.[1];
  if (reads.length !== 1 || !variable) throw new Error(`${property} reads ${reads.join(', ')}`);
  return declared(rules, classNames, variable);
}

describe('align and alignY', () => {
  // flex-start and flex-end along a row follow the writing direction: start is the right end in
  // Arabic.
  it.each([
    ['start', 'flex-start'],
    ['center', 'center'],
    ['end', 'flex-end'],
  ] as const)('draws align=%s as justify-content: %s', (align, value) => {
    expect(drawn({ align }, 'justify-content')).toEqual({ '': value });
  });

  it.each([
    ['start', 'flex-start'],
    ['center', 'center'],
    ['end', 'flex-end'],
  ] as const)('draws alignY=%s as align-items: %s', (alignY, value) => {
    expect(drawn({ alignY }, 'align-items')).toEqual({ '': value });
  });

  it('starts both ways by default', () => {
    expect(drawn({}, 'justify-content')).toEqual({ '': 'flex-start' });
    expect(drawn({}, 'align-items')).toEqual({ '': 'flex-start' });
  });

  it('takes one per screen size', () => {
    expect(drawn({ align: { mobile: 'start', desktop: 'center' } }, 'justify-content')).toEqual({
      '': 'flex-start',
      [mediaQueries.lg]: 'center',
    });
    expect(drawn({ alignY: { mobile: 'end', tablet: 'start' } }, 'align-items')).toEqual({
      '': 'flex-end',
      [mediaQueries.md]: 'flex-start',
    });
  });
});
