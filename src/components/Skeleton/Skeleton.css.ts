import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../../tokens/primitives';
import { vars } from '../../../tokens/theme.css';

/** The placeholder's shape: `text` lines, a `circle` (an icon or avatar), or a `rect` block. */
export const skeletonShapes = ['text', 'circle', 'rect'] as const;
/** One of `skeletonShapes`: the shape of the content on its way. */
export type SkeletonShape = (typeof skeletonShapes)[number];

/** Circles: an icon, the icon tile of menus and cards, an avatar. */
export const skeletonSizes = ['sm', 'md', 'lg'] as const;
/** One of `skeletonSizes`: how big a circle is. */
export type SkeletonSize = (typeof skeletonSizes)[number];

/** How wide a text line or a rectangle is, as a share of its container. */
export const skeletonWidths = ['full', '3/4', '1/2', '1/4'] as const;
/** One of `skeletonWidths`: a text line's or a rectangle's share of its container's width. */
export type SkeletonWidth = (typeof skeletonWidths)[number];

/** A rectangle's shape: an image, a card, a chart. */
export const skeletonRatios = ['1/1', '4/3', '16/9', '3/1'] as const;
/** One of `skeletonRatios`: a rectangle's aspect ratio, width over height. */
export type SkeletonRatio = (typeof skeletonRatios)[number];

const pulse = keyframes({ '50%': { opacity: vars.opacity.disabled } });

const surface = style({
  display: 'block',
  background: vars.color.border.default,
  animationName: pulse,
  animationDuration: `calc(${vars.motion.duration.spin} * 2)`,
  animationTimingFunction: vars.motion.easing.standard,
  animationIterationCount: 'infinite',
  '@media': {
    // Still, for readers who asked for less motion: the shapes alone say "loading".
    [mediaQueries.reducedMotion]: { animationName: 'none' },
    // Forced colours drop backgrounds: the shapes keep an outline in the text colour instead (a
    // border, inside their size).
    [mediaQueries.forcedColors]: { border: `${vars.borderWidth.hairline} solid CanvasText` },
  },
});

export const shape = recipe({
  base: [surface],
  variants: {
    shape: {
      // One line of the surrounding text: its font size high, with the rest of its line height
      // as space between lines.
      text: { height: vars.size.inline, borderRadius: vars.radius.sm },
      circle: { flex: 'none', borderRadius: vars.radius.full },
      rect: { borderRadius: vars.radius.md },
    } satisfies Record<SkeletonShape, object>,
    size: {
      sm: { width: vars.size.iconMd, height: vars.size.iconMd },
      md: { width: vars.space[10], height: vars.space[10] },
      lg: { width: vars.size.iconLg, height: vars.size.iconLg },
    } satisfies Record<SkeletonSize, object>,
    ratio: {
      '1/1': { aspectRatio: '1 / 1' },
      '4/3': { aspectRatio: '4 / 3' },
      '16/9': { aspectRatio: '16 / 9' },
      '3/1': { aspectRatio: '3 / 1' },
    } satisfies Record<SkeletonRatio, object>,
  },
});

export type SkeletonVariants = NonNullable<RecipeVariants<typeof shape>>;

/** On a rectangle, or on a block of text lines (whose last line is shorter than the rest). */
export const width = recipe({
  variants: {
    width: {
      full: { width: '100%' },
      '3/4': { width: '75%' },
      '1/2': { width: '50%' },
      '1/4': { width: '25%' },
    } satisfies Record<SkeletonWidth, object>,
  },
});

export const lines = style({
  display: 'grid',
  gap: `calc(${vars.font.lineHeight.normal} * ${vars.size.inline} - ${vars.size.inline})`,
  // Half the leading above the first line and below the last, as text has.
  paddingBlock: `calc((${vars.font.lineHeight.normal} * ${vars.size.inline} - ${vars.size.inline}) / 2)`,
});

/** The last line of a paragraph is shorter. */
export const lastLine = style({ width: '60%' });

export const group = style({ display: 'grid', gap: vars.space[3] });
