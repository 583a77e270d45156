import { createVar, style } from '@vanilla-extract/css';
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { dividerLines } from '../Divider/Divider.css';
import { responsiveConditions, spaceVariants } from './space';

/** Logical, so `start` is the right-hand edge on a right-to-left page. */
export const stackAligns = ['stretch', 'start', 'center', 'end'] as const;
/** One of `stackAligns`: where narrower children sit across the stack. */
export type StackAlign = (typeof stackAligns)[number];

export const stackSpace = createVar();

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: stackSpace,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/**
 * `space` and `align`, one class per value and screen size, so a responsive value is static CSS.
 * The space is a custom property because a list's dividers pad each item by it too.
 */
export const stackSprinkles = createSprinkles(
  defineProperties({
    conditions: responsiveConditions,
    defaultCondition: 'mobile',
    properties: {
      space: spaceVariants(stackSpace),
      align: {
        stretch: { alignItems: 'stretch' },
        start: { alignItems: 'flex-start' },
        center: { alignItems: 'center' },
        end: { alignItems: 'flex-end' },
      } satisfies Record<StackAlign, object>,
    },
  }),
);

/**
 * A list item spans the stack, so its divider does too, and lines its content up the way the
 * stack's `align` says.
 */
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  alignSelf: 'stretch',
  alignItems: 'inherit',
});

/** In a list the divider is the item's top border: only list items may sit in a list. */
export const dividedItem = style({
  selectors: {
    '& + &': { borderTop: dividerLines.regular, paddingTop: stackSpace },
  },
});
