import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';
import { textField } from '../../internal/styles/shared.css';

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
