import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../tokens/theme.css';

/** `regular` between items of one kind; `strong` where one part of a page ends and another begins. */
export const dividerWeights = ['regular', 'strong'] as const;
/** One of `dividerWeights`: `regular` or `strong`. */
export type DividerWeight = (typeof dividerWeights)[number];

/** The line itself, for layouts that draw a divider on an element of their own (list items). */
export const dividerLines = {
  regular: `${vars.borderWidth.hairline} solid ${vars.color.border.default}`,
  strong: `${vars.borderWidth.hairline} solid ${vars.color.border.strong}`,
} as const satisfies Record<DividerWeight, string>;

export const divider = recipe({
  base: {
    // Full width in a block, and in a Stack whose items do not stretch.
    width: '100%',
    height: 0,
    margin: 0,
    border: 'none',
    flexShrink: 0,
  },
  variants: {
    weight: {
      regular: { borderTop: dividerLines.regular },
      strong: { borderTop: dividerLines.strong },
    } satisfies Record<DividerWeight, object>,
  },
});
