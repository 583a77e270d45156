import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../tokens/primitives';
import { vars } from '../../../tokens/theme.css';

export const hero = style({
  background: vars.color.surface.brandSubtle,
});

export const heroInner = style({
  display: 'grid',
  gap: vars.space[8],
  paddingBlock: vars.space[10],
  '@media': {
    [mediaQueries.lg]: {
      gridTemplateColumns: '1fr 1fr',
      alignItems: 'center',
      gap: vars.space[16],
      paddingBlock: vars.space[16],
    },
  },
});

export const heroMain = style({ display: 'grid', gap: vars.space[8], alignContent: 'start' });

export const heroText = style({ display: 'grid', gap: vars.space[4], alignContent: 'start' });

export const claim = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.brand,
});

export const section = style({
  display: 'grid',
  gap: vars.space[6],
  paddingBlock: vars.space[12],
});

export { eyebrow } from '../../internal/styles/shared.css';

export const stepNumber = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.full,
  background: vars.color.surface.brand,
  color: vars.color.text.inverse,
  fontWeight: vars.font.weight.bold,
});

export const tool = style({ paddingBlock: vars.space[8] });
