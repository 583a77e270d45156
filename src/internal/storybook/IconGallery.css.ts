import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../tokens/focus.css';
import { vars } from '../../../tokens/theme.css';

export const gallery = style({ display: 'grid', gap: vars.space[6] });

export const search = style({ maxWidth: vars.size.prose });

export const count = style({ margin: 0, color: vars.color.text.muted });

export const group = style({ display: 'grid', gap: vars.space[3] });

export const groupTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.size.card}), 1fr))`,
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tile = style({
  display: 'grid',
  justifyItems: 'start',
  alignContent: 'start',
  gap: vars.space[1],
  inlineSize: '100%',
  blockSize: '100%',
  minBlockSize: vars.size.touchTarget,
  margin: 0,
  padding: vars.space[3],
  border: `${vars.borderWidth.hairline} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.page,
  color: vars.color.text.default,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'copy',
  selectors: {
    '&:hover': {
      background: vars.color.surface.subtle,
      borderColor: vars.color.border.strong,
    },
    '&:active': { background: vars.color.surface.sunken },
    '&:focus-visible': focusRing,
  },
});

export const glyph = style({ color: vars.color.text.brand, marginBlockEnd: vars.space[1] });

export const name = style({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const code = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  overflowWrap: 'anywhere',
});
