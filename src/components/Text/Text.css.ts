import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../tokens/theme.css';
import { tones, type Tone } from '../../internal/vocabulary/tone';

/** The body type scale; the larger sizes belong to `Heading`. */
export const textSizes = [
  'xs',
  'sm',
  'md',
  'lg',
  'xl',
] as const satisfies readonly (keyof typeof vars.font.size)[];
/** One of `textSizes`: a step of the body type scale. */
export type TextSize = (typeof textSizes)[number];

/** The three weights the font files ship. */
export const textWeights = [
  'regular',
  'semibold',
  'bold',
] as const satisfies readonly (keyof typeof vars.font.weight)[];
/** One of `textWeights`: how heavy the text is. */
export type TextWeight = (typeof textWeights)[number];

/**
 * What the colour says: the shared tone list (`neutral` for ordinary text, a status, or `brand`),
 * plus two emphasis values of Text's own that are not statuses: `muted` for secondary details and
 * `inverse` for text on a dark surface.
 */
/** The shared list, and Text's own emphasis beside it: `muted` and `inverse` are not statuses. */
export type TextTone = Tone | 'muted' | 'inverse';
/** Every text tone, as a list: for a control that offers them all, or a test that visits each. */
export const textTones = [...tones, 'muted', 'inverse'] as const satisfies readonly TextTone[];

export const toneColours = {
  neutral: vars.color.text.default,
  info: vars.color.tone.info.text,
  positive: vars.color.tone.positive.text,
  caution: vars.color.tone.caution.text,
  critical: vars.color.tone.critical.text,
  brand: vars.color.text.brand,
  muted: vars.color.text.muted,
  inverse: vars.color.text.inverse,
} as const satisfies Record<TextTone, string>;

export const tone = recipe({
  variants: {
    tone: {
      neutral: { color: toneColours.neutral },
      info: { color: toneColours.info },
      positive: { color: toneColours.positive },
      caution: { color: toneColours.caution },
      critical: { color: toneColours.critical },
      brand: { color: toneColours.brand },
      muted: { color: toneColours.muted },
      inverse: { color: toneColours.inverse },
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
