import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../tokens/focus.css';
import { vars } from '../../../tokens/theme.css';

export const strip = style({ display: 'grid', gap: vars.space[3] });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const controls = style({ display: 'flex', gap: vars.space[2] });

export const track = style({
  display: 'flex',
  gap: vars.space[4],
  margin: 0,
  padding: vars.space[1],
  listStyle: 'none',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  // Room for a focused card's ring inside the scroll box.
  scrollPaddingInline: vars.space[1],
  selectors: {
    '&:focus-visible': { ...focusRing, borderRadius: vars.radius.md },
  },
});

export const item = style({ flex: 'none', scrollSnapAlign: 'start' });
