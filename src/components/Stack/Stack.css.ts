import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { dividerLines } from '../Divider/Divider.css';
import { spaceVariants } from './space';

export const stackAligns = ['stretch', 'left', 'center', 'right'] as const;
export type StackAlign = (typeof stackAligns)[number];

export const stackSpace = createVar();

export const stack = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: stackSpace,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  variants: {
    space: spaceVariants(stackSpace),
    align: {
      stretch: { alignItems: 'stretch' },
      left: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      right: { alignItems: 'flex-end' },
    } satisfies Record<StackAlign, object>,
  },
});

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
