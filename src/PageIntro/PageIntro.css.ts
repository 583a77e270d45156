import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../tokens/primitives';
import { vars } from '../../tokens/theme.css';

export const intro = style({ background: vars.color.surface.brandSubtle });

export const inner = style({
  display: 'grid',
  gap: vars.space[4],
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  paddingBlock: vars.space[10],
  paddingInline: vars.space[4],
  '@media': { [mediaQueries.lg]: { paddingBlock: vars.space[16] } },
});

export const eyebrow = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
  color: vars.color.text.brand,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: vars.font.letterSpacing.tight,
  '@media': { [mediaQueries.lg]: { fontSize: vars.font.size['5xl'] } },
});

export const lead = style({
  margin: 0,
  maxWidth: vars.size.article,
  fontSize: vars.font.size.lg,
  color: vars.color.text.muted,
});

export const body = style({
  display: 'grid',
  gap: vars.space[10],
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  paddingBlock: vars.space[10],
  paddingInline: vars.space[4],
});
