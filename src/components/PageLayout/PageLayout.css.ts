import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../tokens/focus.css';
import { vars } from '../../../tokens/theme.css';
import { fullViewportHeight } from '../../../tokens/viewport.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: fullViewportHeight,
});

export const skipLink = style({
  position: 'fixed',
  top: vars.space[2],
  left: vars.space[2],
  zIndex: vars.zIndex.skipLink,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'underline',
  // Off screen until focused; not `display: none`, which would take it out of the tab order.
  transform: `translateY(calc(-100% - ${vars.space[4]}))`,
  selectors: {
    '&:focus': { ...focusRing, transform: 'none' },
  },
});

export const main = style({
  flex: 1,
  // The skip link's target stops below the sticky header.
  scrollMarginTop: vars.size.headerHeight,
  selectors: { '&:focus': { outline: 'none' } },
});

export const dimmed = style({ opacity: vars.opacity.dimmed });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  height: fullViewportHeight,
  zIndex: vars.zIndex.overlay,
  display: 'grid',
  placeItems: 'center',
  background: vars.color.surface.veil,
});

export const overlayCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  padding: `${vars.space[4]} ${vars.space[6]}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.page,
  boxShadow: vars.shadow.lg,
  fontWeight: vars.font.weight.semibold,
});
