import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

export const section = style({
  display: 'grid',
  gap: vars.space[6],
  maxWidth: vars.size.article,
  marginInline: 'auto',
  paddingBlock: vars.space[12],
  paddingInline: vars.space[4],
});

export const answer = style({ margin: 0, color: vars.color.text.muted });
