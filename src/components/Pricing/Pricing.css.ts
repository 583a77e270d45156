import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

export { tagPill } from '../../internal/styles/shared.css';

// The highlights take the spare height, so every card's button sits on the same line.
export const card = style({ gridTemplateRows: 'auto auto auto 1fr auto' });

export const price = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const per = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.regular,
  color: vars.color.text.muted,
});

export const included = style({ flex: 'none', color: vars.color.tone.positive.text });
export const excluded = style({ flex: 'none', color: vars.color.text.muted });

export const excludedText = style({ color: vars.color.text.muted });

export const columnPrice = style({
  display: 'block',
  fontWeight: vars.font.weight.regular,
  color: vars.color.text.muted,
});

export const detail = style({
  display: 'grid',
  gap: vars.space[6],
  maxWidth: vars.size.article,
});

export const detailSection = style({ display: 'grid', gap: vars.space[4] });
