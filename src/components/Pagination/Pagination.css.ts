import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';
import { pillLink } from '../../internal/styles/shared.css';

export const nav = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  gap: vars.space[4],
  marginTop: vars.space[8],
});

export const link = style([
  pillLink,
  {
    gap: vars.space[2],
    justifySelf: 'start',
    selectors: { '&[rel="next"]': { justifySelf: 'end' } },
  },
]);

export const status = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  textAlign: 'center',
});

export const spacer = style({});
