import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../tokens/focus.css';
import { vars } from '../../../tokens/theme.css';

export const nav = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  gap: vars.space[4],
  marginTop: vars.space[8],
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  justifySelf: 'start',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space[4],
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border.strong}`,
  color: vars.color.text.default,
  textDecoration: 'none',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  selectors: {
    '&[rel="next"]': { justifySelf: 'end' },
    '&:hover': { background: vars.color.action.ghost.backgroundHover },
    '&:focus-visible': focusRing,
  },
});

export const status = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  textAlign: 'center',
});

export const spacer = style({});
