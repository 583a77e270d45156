import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../tokens/focus.css';
import { vars } from '../../../tokens/theme.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space[4],
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thick} solid ${vars.color.action.secondary.border}`,
  color: vars.color.action.secondary.text,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.action.secondary.backgroundHover },
    '&:focus-visible': focusRing,
  },
});
