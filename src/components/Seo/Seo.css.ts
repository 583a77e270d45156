import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

export const preview = style({ display: 'grid', gap: vars.space[6], maxWidth: vars.size.prose });

export const panel = style({
  display: 'grid',
  gap: vars.space[1],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border.default}`,
  overflowWrap: 'anywhere',
});

export const caption = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.muted,
  textTransform: 'uppercase',
  letterSpacing: vars.font.letterSpacing.wide,
});

export const url = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.link,
});

export const description = style({ margin: 0, fontSize: vars.font.size.sm });

export const image = style({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '1300 / 750',
  borderRadius: vars.radius.sm,
  background: vars.color.surface.brandSubtle,
  color: vars.color.text.brand,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});
