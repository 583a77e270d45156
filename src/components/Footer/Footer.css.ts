import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../../tokens/primitives';
import { focusRing } from '../../../tokens/focus.css';
import { vars } from '../../../tokens/theme.css';

/** `default` is the light grey footer; `new` is dark (the inverse surface), with light text. */
export const footerVariants = ['default', 'new'] as const;
/** One of `footerVariants`: the footer's background and text colours. */
export type FooterVariant = (typeof footerVariants)[number];

export const footer = recipe({
  base: { paddingBlock: vars.space[12], paddingInline: vars.space[4] },
  variants: {
    variant: {
      default: { background: vars.color.surface.subtle, color: vars.color.text.default },
      new: { background: vars.color.surface.inverse, color: vars.color.text.inverse },
    } satisfies Record<FooterVariant, object>,
  },
});

export const inner = style({
  display: 'grid',
  gap: vars.space[8],
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
});

export const top = style({
  display: 'grid',
  gap: vars.space[6],
  '@media': { [mediaQueries.lg]: { gridTemplateColumns: '1fr 3fr' } },
});

export const brand = style({ display: 'grid', gap: vars.space[4], alignContent: 'start' });

export const logo = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: 'inherit',
  textDecoration: 'none',
  justifySelf: 'start',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing },
});

export const sections = style({
  display: 'grid',
  gap: vars.space[6],
  gridTemplateColumns: 'repeat(2, 1fr)',
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
});

/** A section's heading above its links. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
});

export const link = style({
  display: 'inline-block',
  paddingBlock: vars.space[1],
  borderRadius: vars.radius.sm,
  color: 'inherit',
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3] });

export const badge = style({
  display: 'inline-flex',
  flexDirection: 'column',
  justifyContent: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border.strong}`,
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const badgeSmall = style({ fontSize: vars.font.size.xs });
export const badgeLarge = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const contact = style({
  display: 'grid',
  gap: vars.space[2],
  fontStyle: 'normal',
  fontSize: vars.font.size.sm,
});

export const fineprint = style({
  display: 'grid',
  gap: vars.space[2],
  paddingBlockStart: vars.space[6],
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border.default}`,
  fontSize: vars.font.size.xs,
});

export const fineprintText = style({ margin: 0 });
