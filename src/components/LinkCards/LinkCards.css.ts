import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../tokens/focus.css';
import { vars } from '../../../tokens/theme.css';

import { iconTile } from '../../internal/styles/shared.css';

export { tagPill } from '../../internal/styles/shared.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.size.card}), 1fr))`,
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space[2],
  alignContent: 'start',
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  background: vars.color.surface.subtle,
  selectors: {
    '&:hover': { background: vars.color.surface.brandSubtle },
    '&:focus-within': focusRing,
  },
});

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const link = style({
  color: vars.color.text.default,
  textDecoration: 'none',
  outline: 'none',
  // One link per card, stretched over it: the whole card is clickable, its name read once.
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 } },
});

/** On the card's grey, and on its green when hovered, the tile stays a white square. */
export const icon = style([iconTile, { background: vars.color.surface.page }]);
