import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../tokens/theme.css';

export const form = style({
  display: 'grid',
  gap: vars.space[4],
  maxWidth: vars.size.toast,
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  background: vars.color.surface.page,
  boxShadow: vars.shadow.md,
});

export const status = recipe({
  base: {
    margin: 0,
    padding: vars.space[3],
    borderRadius: vars.radius.md,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    // Empty but never hidden: a live region that leaves the accessibility tree announces nothing.
    selectors: { '&:empty': { padding: 0 } },
  },
  variants: {
    tone: {
      success: {
        background: vars.color.tone.positive.background,
        color: vars.color.tone.positive.text,
      },
      error: {
        background: vars.color.tone.critical.background,
        color: vars.color.tone.critical.text,
      },
      none: {},
    },
  },
});
