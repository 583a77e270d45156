import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../../tokens/primitives';
import { vars } from '../../../tokens/theme.css';
import { roundIconButton } from '../../internal/styles/shared.css';

export const carousel = style({ display: 'grid', gap: vars.space[4] });

export const viewport = style({ overflow: 'hidden' });

export const container = style({
  display: 'flex',
  touchAction: 'pan-y pinch-zoom',
  marginInline: `calc(${vars.space[2]} * -1)`,
});

/** One slide per view on phones, two up to 600px, three beyond. */
export const slide = style({
  flex: '0 0 100%',
  minWidth: 0,
  paddingInline: vars.space[2],
  '@media': {
    [mediaQueries.sm]: { flexBasis: '50%' },
    [mediaQueries.md]: { flexBasis: '33.3333%' },
  },
});

export const card = recipe({
  base: {
    display: 'grid',
    alignContent: 'start',
    gap: vars.space[3],
    height: '100%',
    margin: 0,
    padding: vars.space[6],
    borderRadius: vars.radius.lg,
    overflowWrap: 'anywhere',
  },
  variants: {
    design: {
      classic: {
        background: vars.color.surface.page,
        color: vars.color.text.default,
        border: `${vars.borderWidth.hairline} solid ${vars.color.border.default}`,
      },
      new: {
        background: vars.color.surface.brand,
        color: vars.color.text.inverse,
        // Forced colours drop the brand fill: a border keeps the card's edge.
        '@media': {
          [mediaQueries.forcedColors]: { border: `${vars.borderWidth.hairline} solid CanvasText` },
        },
      },
    },
  },
});

/** Small but not faint: the card's own text colour, so it reads wherever the quote does. */
export const illustrative = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

export const avatar = style({
  borderRadius: vars.radius.full,
  width: vars.space[16],
  height: vars.space[16],
});

export const quote = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
});

export const body = style({ margin: 0, lineHeight: vars.font.lineHeight.normal });

export const person = style({ margin: 0, fontSize: vars.font.size.sm });

export const personName = style({ display: 'block', fontWeight: vars.font.weight.semibold });

/**
 * The controls row exists wherever there is more than one view's worth of slides, before embla
 * has counted the pages (and in the prerendered HTML): its height is kept from the first paint,
 * so the dots and arrows arriving after hydration shift nothing below it. Where every slide fits
 * (as many slides as the breakpoint shows, or fewer), the row is not there at all.
 */
export const controls = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space[3],
    minHeight: vars.size.controlSm,
  },
  variants: {
    slides: {
      two: { '@media': { [mediaQueries.sm]: { display: 'none' } } },
      three: { '@media': { [mediaQueries.md]: { display: 'none' } } },
      more: {},
    },
  },
});

export const arrows = style({ display: 'flex', gap: vars.space[2] });

export const dots = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[1] });

// The dot's target is the round icon button's, a touch target's size; only what it draws differs.
export const dot = style([
  roundIconButton,
  {
    '::after': {
      content: '""',
      width: vars.space[2],
      height: vars.space[2],
      borderRadius: vars.radius.full,
      background: vars.color.border.strong,
    },
    // Forced colours replace backgrounds with the page colour, which erased every dot: the dots
    // keep system colours of their own there.
    '@media': {
      [mediaQueries.forcedColors]: {
        selectors: { '&::after': { forcedColorAdjust: 'none', background: 'CanvasText' } },
      },
    },
  },
]);

export const dotCurrent = style({
  selectors: {
    '&::after': { background: vars.color.action.primary.background, width: vars.space[4] },
  },
  '@media': {
    [mediaQueries.forcedColors]: { selectors: { '&::after': { background: 'Highlight' } } },
  },
});
