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

export { sectionTitle as title } from '../../internal/styles/shared.css';

export const lead = style({ margin: 0, color: vars.color.text.muted });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[5] });

export const message = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.muted,
});
