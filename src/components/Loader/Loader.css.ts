import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

export const loader = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
  padding: vars.space[4],
  textAlign: 'center',
});

/** The 320 × 320 animation box; it shrinks with the screen but never distorts. */
export const animationBox = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.loaderBox,
  maxWidth: '100%',
  aspectRatio: '1',
  borderRadius: vars.radius.full,
  background: vars.color.surface.brandSubtle,
});

export const ring = style({
  width: '45%',
  height: '45%',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  color: vars.color.text.muted,
});
