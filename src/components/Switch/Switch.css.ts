import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../tokens/focus.css';
import { mediaQueries } from '../../../tokens/primitives';
import { vars } from '../../../tokens/theme.css';
import { overlaidChoice } from '../Field/Field.css';

/** The switch's hit area: the native checkbox lies over the drawn track, invisible. */
export const root = style({
  position: 'relative',
  display: 'inline-flex',
  flex: 'none',
});

export const input = overlaidChoice;

/** 44 × 24: as tall as a line of its label, as wide as a touch target. */
export const track = style({
  display: 'flex',
  alignItems: 'center',
  width: vars.size.touchTarget,
  height: vars.space[6],
  padding: vars.borderWidth.thick,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thick} solid ${vars.color.border.strong}`,
  background: vars.color.surface.page,
  selectors: {
    [`${input}:checked + &`]: {
      background: vars.color.surface.brand,
      borderColor: vars.color.surface.brand,
    },
    [`${input}[aria-invalid="true"] + &`]: { borderColor: vars.color.tone.critical.text },
    [`${input}:disabled + &`]: {
      background: vars.color.action.disabled.background,
      borderColor: vars.color.action.disabled.border,
    },
    [`${input}:checked:disabled + &`]: {
      background: vars.color.action.disabled.text,
      borderColor: vars.color.action.disabled.text,
    },
    [`${input}:focus-visible + &`]: focusRing,
  },
  '@media': {
    // Forced colours replace fills with the page colour: the track keeps the system's selection
    // colour when on, so on and off differ by more than the thumb's place.
    [mediaQueries.forcedColors]: {
      selectors: {
        [`${input}:checked + &`]: {
          forcedColorAdjust: 'none',
          background: 'Highlight',
          borderColor: 'Highlight',
        },
        [`${input}:checked:disabled + &`]: { background: 'GrayText', borderColor: 'GrayText' },
        // Kept from forced colours, the ring would stay in the theme's colours.
        [`${input}:checked:focus-visible + &`]: { outlineColor: 'CanvasText', boxShadow: 'none' },
      },
    },
  },
});

/** On, the thumb slides to the end of the track: its inner width less its own. */
export const thumb = style({
  width: vars.space[4],
  height: vars.space[4],
  borderRadius: vars.radius.full,
  background: vars.color.border.strong,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    // Light on the green track in both themes: the dark page's ink made it near-black there.
    [`${input}:checked + ${track} &`]: {
      background: vars.color.control.thumbOn,
      transform: `translateX(calc(${vars.size.touchTarget} - 4 * ${vars.borderWidth.thick} - ${vars.space[4]}))`,
    },
    [`${input}:disabled + ${track} &`]: { background: vars.color.action.disabled.border },
    [`${input}:checked:disabled + ${track} &`]: { background: vars.color.surface.page },
  },
  '@media': {
    [mediaQueries.reducedMotion]: { transitionDuration: vars.motion.duration.instant },
    [mediaQueries.forcedColors]: {
      forcedColorAdjust: 'none',
      background: 'CanvasText',
      selectors: {
        [`${input}:checked + ${track} &`]: { background: 'HighlightText' },
        [`${input}:disabled + ${track} &`]: { background: 'GrayText' },
        [`${input}:checked:disabled + ${track} &`]: { background: 'Canvas' },
      },
    },
  },
});
