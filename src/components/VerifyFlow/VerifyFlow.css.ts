import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

export const flow = style({
  display: 'grid',
  gap: vars.space[5],
  maxWidth: vars.size.toast,
  marginInline: 'auto',
  paddingBlock: vars.space[10],
  paddingInline: vars.space[4],
});

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[5] });
