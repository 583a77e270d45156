import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { mediaQueries } from '../../../tokens/primitives';
import type { CollapseBreakpoint } from '../Columns/Columns.css';
import { responsiveConditions, spaceVariants } from '../Stack/space';

/** Logical, so `start` is the right-hand edge on a right-to-left page. */
export const inlineAligns = ['start', 'center', 'end'] as const;
/** One of `inlineAligns`: where the items sit along the row. */
export type InlineAlign = (typeof inlineAligns)[number];

/** Where shorter items sit in a line: `start` (the top), `center` or `end` (the bottom). */
export const inlineAlignsY = ['start', 'center', 'end'] as const;
/** One of `inlineAlignsY`: where shorter items sit in a line. */
export type InlineAlignY = (typeof inlineAlignsY)[number];

const space = createVar();
const align = createVar();
const alignY = createVar();

/** Stacked below `breakpoint`, where `align` places each item across the column. */
const stackedBelow = (breakpoint: CollapseBreakpoint) =>
  ({
    flexDirection: 'column',
    alignItems: align,
    '@media': { [mediaQueries[breakpoint]]: { flexDirection: 'row', alignItems: alignY } },
  }) as const;

export const base = style({
  display: 'flex',
  flexDirection: 'row',
  flexWrap: 'wrap',
  gap: space,
  justifyContent: align,
  alignItems: alignY,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const inline = recipe({
  variants: {
    collapseBelow: {
      sm: stackedBelow('sm'),
      md: stackedBelow('md'),
      lg: stackedBelow('lg'),
    } satisfies Record<CollapseBreakpoint, object>,
  },
});

/**
 * `space`, `align` and `alignY`, one class per value and screen size, so a responsive value is
 * static CSS. Each sets a custom property, which a collapsed row reads across its column too.
 */
export const inlineSprinkles = createSprinkles(
  defineProperties({
    conditions: responsiveConditions,
    defaultCondition: 'mobile',
    properties: {
      space: spaceVariants(space),
      align: {
        start: { vars: { [align]: 'flex-start' } },
        center: { vars: { [align]: 'center' } },
        end: { vars: { [align]: 'flex-end' } },
      } satisfies Record<InlineAlign, object>,
      alignY: {
        start: { vars: { [alignY]: 'flex-start' } },
        center: { vars: { [alignY]: 'center' } },
        end: { vars: { [alignY]: 'flex-end' } },
      } satisfies Record<InlineAlignY, object>,
    },
  }),
);
