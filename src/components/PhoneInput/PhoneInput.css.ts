import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';
import { textField } from '../../internal/styles/shared.css';

export const field = style({ display: 'grid', gap: vars.space[2] });

export const label = style({ fontWeight: vars.font.weight.semibold });

export const input = style([
  textField,
  {
    width: '100%',
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space[4],
    // 16px: phones zoom into any smaller input on focus.
    fontSize: vars.font.size.md,
    selectors: { '&::placeholder': { color: vars.color.text.muted } },
  },
]);

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const error = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.status.error.text,
});
