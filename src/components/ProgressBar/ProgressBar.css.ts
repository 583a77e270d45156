import { createVar, keyframes, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../tokens/primitives';
import { vars } from '../../../tokens/theme.css';

/** How much of the track is filled, as a percentage, set on the element by the component. */
export const fill = createVar('progress-fill');

export const root = style({ display: 'grid', gap: vars.space[2] });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  columnGap: vars.space[4],
  fontSize: vars.font.size.sm,
});

export const label = style({ fontWeight: vars.font.weight.semibold });

export const value = style({
  color: vars.color.text.muted,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  position: 'relative',
  overflow: 'hidden',
  height: vars.space[2],
  borderRadius: vars.radius.full,
  background: vars.color.spinner.track,
  '@media': {
    // The fill colours are dropped in forced colours: the track gets an edge and the bar the
    // system's highlight, so how far it has gone still shows.
    [mediaQueries.forcedColors]: {
      border: `${vars.borderWidth.hairline} solid CanvasText`,
    },
  },
});

const indicatorBase = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  borderRadius: vars.radius.full,
  background: vars.color.spinner.indicator,
  '@media': {
    [mediaQueries.forcedColors]: { forcedColorAdjust: 'none', background: 'Highlight' },
  },
});

export const indicator = style([
  indicatorBase,
  {
    width: fill,
    transitionProperty: 'width',
    transitionDuration: vars.motion.duration.base,
    transitionTimingFunction: vars.motion.easing.standard,
    '@media': {
      [mediaQueries.reducedMotion]: { transitionDuration: vars.motion.duration.instant },
    },
  },
]);

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

/**
 * No value yet: a short bar sweeps across the track. With reduced motion it stands still,
 * filling the track at half strength, so it does not read as a bar stuck at some point.
 */
export const indeterminate = style([
  indicatorBase,
  {
    width: '40%',
    animationName: slide,
    animationDuration: `calc(${vars.motion.duration.spin} * 2)`,
    animationTimingFunction: vars.motion.easing.standard,
    animationIterationCount: 'infinite',
    '@media': {
      [mediaQueries.reducedMotion]: {
        width: '100%',
        animationName: 'none',
        opacity: vars.opacity.disabled,
      },
    },
  },
]);
