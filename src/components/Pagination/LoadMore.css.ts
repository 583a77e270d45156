import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

export const root = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space[3],
  marginTop: vars.space[6],
});

export const status = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  textAlign: 'center',
  // Focused by script when the last items arrive and the button goes: no ring on plain text.
  outline: 'none',
});
