import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { mediaQueries } from '../../../tokens/primitives';
import {
  classNamesIn,
  compiledRules,
  declared,
  type CssRule,
} from '../../internal/testing/compiledCss';
import { Stack, type StackProps } from './Stack';

let rules: CssRule[];
beforeAll(async () => {
  rules = await compiledRules('src/components/Stack/Stack.css.ts');
});

const alignItems = (props: StackProps) =>
  declared(rules, classNamesIn(renderToStaticMarkup(<Stack {...props} />)), 'align-items');

describe('align', () => {
  // flex-start and flex-end follow the writing direction: start is the right edge in Arabic.
  it.each([
    ['start', 'flex-start'],
    ['center', 'center'],
    ['end', 'flex-end'],
    ['stretch', 'stretch'],
  ] as const)('draws %s as align-items: %s', (align, value) => {
    expect(alignItems({ align })).toEqual({ '': value });
  });

  it('stretches by default', () => {
    expect(alignItems({})).toEqual({ '': 'stretch' });
  });

  it('takes one per screen size', () => {
    expect(alignItems({ align: { mobile: 'stretch', tablet: 'start', desktop: 'end' } })).toEqual({
      '': 'stretch',
      [mediaQueries.md]: 'flex-start',
      [mediaQueries.lg]: 'flex-end',
    });
  });
});
