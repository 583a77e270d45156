import { style } from '@vanilla-extract/css';
import { focusRing } from '../../tokens/focus.css';
import { vars } from '../../tokens/theme.css';

export const field = style({ display: 'grid', gap: vars.space[2] });

export const label = style({ fontWeight: vars.font.weight.semibold });

export const input = style({
  width: '100%',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space[4],
  // 16px: phones zoom into any smaller input on focus.
  fontSize: vars.font.size.md,
  fontFamily: 'inherit',
  color: vars.color.text.default,
  background: vars.color.surface.page,
  border: `${vars.borderWidth.thick} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': { ...focusRing, borderColor: vars.color.border.focus },
    '&[aria-invalid="true"]': { borderColor: vars.color.status.error.text },
    '&::placeholder': { color: vars.color.text.muted },
  },
});

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const error = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.status.error.text,
});
