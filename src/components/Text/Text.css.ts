import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../tokens/theme.css';

/** The body type scale; the larger sizes belong to `Heading`. */
export const textSizes = [
  'xs',
  'sm',
  'md',
  'lg',
  'xl',
] as const satisfies readonly (keyof typeof vars.font.size)[];
export type TextSize = (typeof textSizes)[number];

/** The three weights the font files ship. */
export const textWeights = [
  'regular',
  'semibold',
  'bold',
] as const satisfies readonly (keyof typeof vars.font.weight)[];
export type TextWeight = (typeof textWeights)[number];

/** What the colour says: ordinary, secondary, brand, on a dark surface, or a status. */
export const textTones = [
  'default',
  'muted',
  'brand',
  'inverse',
  'success',
  'info',
  'error',
] as const;
export type TextTone = (typeof textTones)[number];

export const toneColours = {
  default: vars.color.text.default,
  muted: vars.color.text.muted,
  brand: vars.color.text.brand,
  inverse: vars.color.text.inverse,
  success: vars.color.status.success.text,
  info: vars.color.status.info.text,
  error: vars.color.status.error.text,
} as const satisfies Record<TextTone, string>;

export const tone = recipe({
  variants: {
    tone: {
      default: { color: toneColours.default },
      muted: { color: toneColours.muted },
      brand: { color: toneColours.brand },
      inverse: { color: toneColours.inverse },
      success: { color: toneColours.success },
      info: { color: toneColours.info },
      error: { color: toneColours.error },
    } satisfies Record<TextTone, object>,
  },
});

export const text = recipe({
  // Spacing between blocks belongs to the layout around them (Stack, Inline), not to the text.
  base: { margin: 0, lineHeight: vars.font.lineHeight.normal },
  variants: {
    size: {
      xs: { fontSize: vars.font.size.xs },
      sm: { fontSize: vars.font.size.sm },
      md: { fontSize: vars.font.size.md },
      lg: { fontSize: vars.font.size.lg },
      xl: { fontSize: vars.font.size.xl },
    } satisfies Record<TextSize, object>,
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      semibold: { fontWeight: vars.font.weight.semibold },
      bold: { fontWeight: vars.font.weight.bold },
    } satisfies Record<TextWeight, object>,
  },
});

/**
 * Truncation clips the text only where it is drawn: every word stays in the document, so screen
 * readers, find-in-page, copy and translation still get all of it.
 */
export const singleLine = style({
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const lineCount = createVar();

// The prefixed line clamp is the one every current browser supports, and only on a -webkit-box.
export const clamped = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: lineCount,
  overflow: 'hidden',
});
