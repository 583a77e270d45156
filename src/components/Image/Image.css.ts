import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

export const image = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  background: vars.color.surface.sunken,
});

/** Stands in for an image that failed to load, in exactly its box. */
export const placeholder = style({
  display: 'grid',
  placeItems: 'center',
  maxWidth: '100%',
  background: vars.color.surface.sunken,
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
  padding: vars.space[2],
  overflow: 'hidden',
});
