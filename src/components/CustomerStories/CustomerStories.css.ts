import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

export const section = style({
  display: 'grid',
  gap: vars.space[6],
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  paddingBlock: vars.space[12],
  paddingInline: vars.space[4],
});

export { sectionTitle as title } from '../../internal/styles/shared.css';

export const lead = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.text.muted });

/** Under the lead, in the body's own colour: a disclosure must not be the faintest text there. */
export const note = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.default,
});
