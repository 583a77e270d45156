import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

export const section = style({
  display: 'grid',
  gap: vars.space[6],
  paddingBlock: vars.space[12],
});
