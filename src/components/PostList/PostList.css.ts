import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../tokens/focus.css';
import { vars } from '../../../tokens/theme.css';
import { pillLink } from '../../internal/styles/shared.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.size.card}), 1fr))`,
  gap: vars.space[6],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  position: 'relative',
  display: 'grid',
  gridTemplateRows: 'auto auto 1fr auto',
  gap: vars.space[2],
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border.default}`,
  background: vars.color.surface.page,
  // The whole card is the link's target, so its focus ring goes round the card.
  selectors: { '&:focus-within': focusRing },
});

export const cover = style({ display: 'block', width: '100%', height: 'auto' });

export const category = style({
  margin: 0,
  paddingInline: vars.space[4],
  paddingTop: vars.space[2],
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
  color: vars.color.text.brand,
});

export const title = style({
  margin: 0,
  paddingInline: vars.space[4],
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
});

export const link = style({
  color: vars.color.text.default,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    // One link per card, stretched over it: the whole card is clickable, the name is read once.
    '&::after': { content: '""', position: 'absolute', inset: 0 },
  },
});

export const description = style({
  margin: 0,
  paddingInline: vars.space[4],
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
});

export const meta = style({
  margin: 0,
  padding: `${vars.space[2]} ${vars.space[4]} ${vars.space[4]}`,
  fontSize: vars.font.size.xs,
  color: vars.color.text.muted,
});

export const chip = style([
  pillLink,
  {
    selectors: {
      '&[aria-current="page"]': {
        background: vars.color.surface.brand,
        borderColor: vars.color.surface.brand,
        color: vars.color.text.inverse,
      },
    },
  },
]);
