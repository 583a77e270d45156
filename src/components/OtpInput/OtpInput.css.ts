import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';
import { textField } from '../../internal/styles/shared.css';

export const group = style({
  display: 'grid',
  gap: vars.space[2],
  border: 'none',
  margin: 0,
  padding: 0,
});

export const label = style({ fontWeight: vars.font.weight.semibold });

export const boxes = style({ display: 'flex', gap: vars.space[2] });

export const box = style([
  textField,
  {
    width: vars.space[12],
    height: vars.space[12],
    padding: 0,
    textAlign: 'center',
    // At least 16px: phones zoom into smaller inputs.
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.semibold,
  },
]);

export const error = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.status.error.text,
});
