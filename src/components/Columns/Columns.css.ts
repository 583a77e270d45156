import { createVar, fallbackVar, globalStyle } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { mediaQueries } from '../../../tokens/primitives';
import { responsiveConditions, spaceVariants } from '../Stack/space';

/**
 * The breakpoints a layout may stack below, named as the sprinkles' ranges: below `sm` is a phone
 * (up to 480px), below `md` up to 600px, below `lg` everything narrower than the desktop layout.
 */
export const collapseBreakpoints = ['sm', 'md', 'lg'] as const;
/** One of `collapseBreakpoints`: `sm`, `md` or `lg`. */
export type CollapseBreakpoint = (typeof collapseBreakpoints)[number];

/** Where shorter columns sit in a row: `start` (the top), `center` or `end` (the bottom). */
export const columnsAlignsY = ['start', 'center', 'end'] as const;
/** One of `columnsAlignsY`: `start`, `center` or `end`. */
export type ColumnsAlignY = (typeof columnsAlignsY)[number];

/**
 * How wide a column is, side by side: `fill` takes an equal share of what the other columns leave,
 * `content` is as wide as its content, and a fraction is that part of the row.
 */
export const columnWidths = ['fill', 'content', '1/2', '1/3', '2/3', '1/4', '3/4'] as const;
/** One of `columnWidths`: `fill`, `content`, or a fraction of the row. */
export type ColumnWidth = (typeof columnWidths)[number];

const space = createVar();
const alignY = createVar();
const direction = createVar();
const grow = createVar();
const shrink = createVar();
const basis = createVar();

/** Side by side from `breakpoint` up; stacked, each as wide as the row, below it. */
const sideBySideFrom = (breakpoint: CollapseBreakpoint) => ({
  '@media': {
    [mediaQueries[breakpoint]]: { flexDirection: direction, alignItems: alignY },
  },
});

export const columns = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: space,
    vars: { [direction]: 'row' },
  },
  variants: {
    collapseBelow: {
      sm: sideBySideFrom('sm'),
      md: sideBySideFrom('md'),
      lg: sideBySideFrom('lg'),
    } satisfies Record<CollapseBreakpoint, object>,
    // Only the drawing is reversed: stacked, and for keyboard and screen-reader users, the
    // columns keep the source order.
    reverse: { true: { vars: { [direction]: 'row-reverse' } }, false: {} },
  },
});

/**
 * `space` and `alignY`, one class per value and screen size, so a responsive value is static CSS.
 * The space is a custom property because a fractional column's width subtracts it.
 */
export const columnsSprinkles = createSprinkles(
  defineProperties({
    conditions: responsiveConditions,
    defaultCondition: 'mobile',
    properties: {
      space: spaceVariants(space),
      alignY: {
        start: { vars: { [alignY]: 'flex-start' } },
        center: { vars: { [alignY]: 'center' } },
        end: { vars: { [alignY]: 'flex-end' } },
      } satisfies Record<ColumnsAlignY, object>,
    },
  }),
);

/**
 * Side by side, each column takes the width its `Column` asks for. A fraction is of the row
 * plus one gap, less one gap, so that fractions that add up to one fill the row exactly and the
 * edges of `1/2`, `1/3` and `1/4` columns line up from one row to the next.
 */
for (const breakpoint of collapseBreakpoints) {
  globalStyle(`${columns.classNames.variants.collapseBelow[breakpoint]} > *`, {
    '@media': {
      [mediaQueries[breakpoint]]: {
        flexGrow: fallbackVar(grow, '1'),
        flexShrink: fallbackVar(shrink, '1'),
        flexBasis: fallbackVar(basis, '0'),
      },
    },
  });
}

const fraction = (numerator: number, denominator: number) => ({
  vars: {
    [grow]: '0',
    [shrink]: '0',
    [basis]: `calc((100% + ${space}) * ${numerator} / ${denominator} - ${space})`,
  },
});

export const column = recipe({
  // Long words and wide content shrink with the column instead of pushing the row wider.
  base: { minWidth: 0 },
  variants: {
    width: {
      fill: { vars: { [grow]: '1', [shrink]: '1', [basis]: '0' } },
      content: { vars: { [grow]: '0', [shrink]: '0', [basis]: 'auto' } },
      '1/2': fraction(1, 2),
      '1/3': fraction(1, 3),
      '2/3': fraction(2, 3),
      '1/4': fraction(1, 4),
      '3/4': fraction(3, 4),
    } satisfies Record<ColumnWidth, object>,
  },
});
