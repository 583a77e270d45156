import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing } from '../../../tokens/focus.css';
import { mediaQueries } from '../../../tokens/primitives';
import { vars } from '../../../tokens/theme.css';

/**
 * `default`: white, outlined and lifted (the plan cards). `subtle`: grey, flat (the link cards,
 * the feature pages' steps and benefits). `brand`: pale green, flat, to single one card out.
 */
export const cardTones = ['default', 'subtle', 'brand'] as const;
export type CardTone = (typeof cardTones)[number];

/** Space between the card's parts: 8, 12 or 16px, from the space scale. */
export const cardGaps = ['sm', 'md', 'lg'] as const;
export type CardGap = (typeof cardGaps)[number];

export const cardHeadingSizes = ['md', 'lg', 'xl'] as const;
export type CardHeadingSize = (typeof cardHeadingSizes)[number];

/**
 * The card's one link, stretched over the whole card by its pseudo-element: the card is one
 * target, and its name (the heading) is read once.
 */
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  // The card draws the focus ring around itself instead.
  outline: 'none',
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 } },
});

export const card = recipe({
  base: {
    display: 'grid',
    alignContent: 'start',
    minWidth: 0,
    margin: 0,
    padding: vars.space[6],
    borderRadius: vars.radius.lg,
    color: vars.color.text.default,
  },
  variants: {
    tone: {
      default: {
        background: vars.color.surface.page,
        border: `${vars.borderWidth.hairline} solid ${vars.color.border.default}`,
        boxShadow: vars.shadow.sm,
      },
      subtle: { background: vars.color.surface.subtle },
      brand: { background: vars.color.surface.brandSubtle },
    } satisfies Record<CardTone, object>,
    gap: {
      sm: { gap: vars.space[2] },
      md: { gap: vars.space[3] },
      lg: { gap: vars.space[4] },
    } satisfies Record<CardGap, object>,
    linked: {
      true: {
        position: 'relative',
        selectors: {
          [`&:has(${link}:focus-visible)`]: focusRing,
        },
      },
      false: {},
    },
  },
  compoundVariants: [
    // Flat cards have no edge of their own, and forced colours drop their fill: there they get a
    // border in the text colour, inside their size.
    ...(['subtle', 'brand'] as const).map((tone) => ({
      variants: { tone },
      style: {
        '@media': {
          [mediaQueries.forcedColors]: {
            border: `${vars.borderWidth.hairline} solid CanvasText`,
            padding: `calc(${vars.space[6]} - ${vars.borderWidth.hairline})`,
          },
        },
      },
    })),
    {
      variants: { tone: 'default', linked: true },
      style: { selectors: { '&:hover': { background: vars.color.surface.brandSubtle } } },
    },
    {
      variants: { tone: 'subtle', linked: true },
      style: { selectors: { '&:hover': { background: vars.color.surface.brandSubtle } } },
    },
    {
      variants: { tone: 'brand', linked: true },
      style: { selectors: { '&:hover': { boxShadow: vars.shadow.md } } },
    },
  ],
  defaultVariants: { tone: 'default', gap: 'sm', linked: false },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
});

export const heading = recipe({
  base: { margin: 0, fontWeight: vars.font.weight.bold },
  variants: {
    size: {
      md: { fontSize: vars.font.size.md },
      lg: { fontSize: vars.font.size.lg },
      xl: { fontSize: vars.font.size.xl },
    } satisfies Record<CardHeadingSize, object>,
  },
  defaultVariants: { size: 'lg' },
});

/**
 * Cards side by side, as many as fit at `size.card` or wider; one per row on a phone. `auto-fill`
 * keeps a short last row at the cards' width, `auto-fit` (stretch) lets a few cards share a
 * whole row.
 */
export const grid = recipe({
  base: {
    display: 'grid',
    gap: vars.space[4],
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  variants: {
    stretch: {
      false: {
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.size.card}), 1fr))`,
      },
      true: {
        gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.size.card}), 1fr))`,
      },
    },
  },
  defaultVariants: { stretch: false },
});
