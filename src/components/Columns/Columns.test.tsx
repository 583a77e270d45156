import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { mediaQueries } from '../../../tokens/primitives';
import {
  classNamesIn,
  compiledRules,
  declared,
  type CssRule,
} from '../../internal/testing/compiledCss';
import { Column, Columns, type ColumnsProps } from './Columns';

let rules: CssRule[];
beforeAll(async () => {
  rules = await compiledRules('src/components/Columns/Columns.css.ts');
});

/**
 * What the row's `align-items` comes to, per media query: side by side (from the collapse
 * breakpoint up) it reads a custom property, which each value of `alignY` sets.
 */
function alignItems(props: Omit<ColumnsProps, 'children'>) {
  const classNames = classNamesIn(
    renderToStaticMarkup(
      <Columns {...props}>
        <Column />
      </Columns>,
    ),
  );
  const reads = Object.values(declared(rules, classNames, 'align-items'));
  const variable = /^var\((--[^)]+)\)$/.exec(reads[0] ?? '')?.[1];
  if (reads.length !== 1 || !variable) throw new Error(`align-items reads ${reads.join(', ')}`);
  return declared(rules, classNames, variable);
}

describe('alignY', () => {
  it.each([
    ['start', 'flex-start'],
    ['center', 'center'],
    ['end', 'flex-end'],
  ] as const)('draws %s as align-items: %s', (alignY, value) => {
    expect(alignItems({ alignY })).toEqual({ '': value });
  });

  it('puts shorter columns at the top by default', () => {
    expect(alignItems({})).toEqual({ '': 'flex-start' });
  });

  it('takes one per screen size', () => {
    expect(alignItems({ alignY: { mobile: 'start', desktop: 'end' } })).toEqual({
      '': 'flex-start',
      [mediaQueries.lg]: 'flex-end',
    });
  });
});
