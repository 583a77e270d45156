import { createVar, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { focusRing } from '../../../tokens/focus.css';
import { mediaQueries } from '../../../tokens/primitives';
import { vars } from '../../../tokens/theme.css';
import { tones, type Tone } from '../../internal/vocabulary/tone';
import { responsiveConditions } from '../Stack/space';

/**
 * The shared tone list. `neutral` and `brand` are surfaces (white or grey; pale green); `info`,
 * `positive`, `caution` and `critical` draw the card's surface with a status-coloured keyline
 * down its start edge.
 */
export const cardTones = tones;
/** One of `cardTones`: `neutral`, a status, or `brand`. */
export type CardTone = Tone;

/**
 * The card's fill for the neutral and status tones: `raised` is white, outlined and lifted (the
 * plan cards), `subtle` grey and flat (the link cards, the feature pages' steps and benefits).
 * `brand` has a fill of its own, pale green, and takes no surface.
 */
export const cardSurfaces = ['raised', 'subtle'] as const;
/** One of `cardSurfaces`: `raised` or `subtle`. */
export type CardSurface = (typeof cardSurfaces)[number];

/** How big a card's heading looks, apart from its level: the font sizes `md`, `lg` and `xl`. */
export const cardHeadingSizes = ['md', 'lg', 'xl'] as const;
/** One of `cardHeadingSizes`: `md`, `lg` or `xl`. */
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

const statusKeylines = {
  info: vars.color.tone.info.border,
  positive: vars.color.tone.positive.border,
  caution: vars.color.tone.caution.border,
  critical: vars.color.tone.critical.border,
} as const;

const flat = { border: 'none', boxShadow: 'none' } as const;

/** How wide the start edge is drawn: a hairline, or a status tone's keyline. */
const startEdge = createVar();

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
    surface: {
      raised: {
        background: vars.color.surface.page,
        border: `${vars.borderWidth.hairline} solid ${vars.color.border.default}`,
        boxShadow: vars.shadow.sm,
      },
      subtle: { background: vars.color.surface.subtle },
    } satisfies Record<CardSurface, object>,
    tone: {
      neutral: { vars: { [startEdge]: vars.borderWidth.hairline } },
      brand: {
        ...flat,
        background: vars.color.surface.brandSubtle,
        vars: { [startEdge]: vars.borderWidth.hairline },
      },
      // The keyline replaces the start edge's border and takes its width out of the padding, so
      // a status card's content lines up with its neighbours'.
      ...Object.fromEntries(
        Object.entries(statusKeylines).map(([tone, colour]) => [
          tone,
          {
            vars: { [startEdge]: vars.borderWidth.heavy },
            borderInlineStart: `${vars.borderWidth.heavy} solid ${colour}`,
            paddingInlineStart: `calc(${vars.space[6]} - ${vars.borderWidth.heavy})`,
          },
        ]),
      ),
    } as Record<Tone, object>,
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
    // border in the text colour, inside their size; a status card's keyline keeps its width.
    ...[{ surface: 'subtle' as const }, { tone: 'brand' as const }].map((variants) => ({
      variants,
      style: {
        '@media': {
          [mediaQueries.forcedColors]: {
            border: `${vars.borderWidth.hairline} solid CanvasText`,
            borderInlineStartWidth: startEdge,
            padding: `calc(${vars.space[6]} - ${vars.borderWidth.hairline})`,
            paddingInlineStart: `calc(${vars.space[6]} - ${startEdge})`,
          },
        },
      },
    })),
    {
      variants: { surface: 'raised', linked: true },
      style: { selectors: { '&:hover': { background: vars.color.surface.brandSubtle } } },
    },
    {
      variants: { surface: 'subtle', linked: true },
      style: { selectors: { '&:hover': { background: vars.color.surface.brandSubtle } } },
    },
    {
      variants: { tone: 'brand', linked: true },
      style: { selectors: { '&:hover': { boxShadow: vars.shadow.md } } },
    },
  ],
  defaultVariants: { tone: 'neutral', surface: 'raised', linked: false },
});

/** The space between the card's parts, one class per step and screen size. */
export const cardSprinkles = createSprinkles(
  defineProperties({
    conditions: responsiveConditions,
    defaultCondition: 'mobile',
    properties: { gap: vars.space },
  }),
);

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
