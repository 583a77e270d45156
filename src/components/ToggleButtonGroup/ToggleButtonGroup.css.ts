import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../tokens/primitives';
import { focusRing } from '../../../tokens/focus.css';
import { vars } from '../../../tokens/theme.css';

/** One choice (a filter), or any number of them (the kinds of activity to show). */
export const toggleSelectionModes = ['single', 'multiple'] as const;
/** One of `toggleSelectionModes`: `single` or `multiple`. */
export type ToggleSelectionMode = (typeof toggleSelectionModes)[number];

export const group = style({
  display: 'inline-flex',
  gap: vars.space[1],
  padding: vars.space[1],
  maxWidth: '100%',
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border.default}`,
  background: vars.color.surface.subtle,
  selectors: {
    '&[data-disabled]': { opacity: vars.opacity.disabled },
  },
  '@media': {
    [mediaQueries.forcedColors]: { borderColor: 'CanvasText' },
  },
});

export const fullWidth = style({ display: 'flex', width: '100%' });

// react-aria-components states each button's state as a data attribute; the styles read those.
export const button = style({
  display: 'inline-flex',
  flex: '1 1 auto',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  minHeight: vars.size.touchTarget,
  margin: 0,
  paddingInline: vars.space[4],
  border: `${vars.borderWidth.thick} solid transparent`,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text.default,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&[data-hovered]': { background: vars.color.action.ghost.backgroundHover },
    '&[data-pressed]': { background: vars.color.action.ghost.backgroundActive },
    '&[data-selected]': {
      background: vars.color.action.primary.background,
      color: vars.color.action.primary.text,
    },
    '&[data-selected][data-hovered]': { background: vars.color.action.primary.backgroundHover },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
  '@media': {
    // Forced colours replace the fill with the page colour, which erased the selection: the
    // selected button keeps the system's selection colours, and the others a border.
    [mediaQueries.forcedColors]: {
      borderColor: 'ButtonBorder',
      selectors: {
        '&[data-selected]': {
          forcedColorAdjust: 'none',
          background: 'Highlight',
          color: 'HighlightText',
          borderColor: 'Highlight',
        },
        '&[data-disabled]': { color: 'GrayText', borderColor: 'GrayText' },
      },
    },
  },
});

/**
 * Words wrap at spaces when the group is narrow ("Dinero recibido" on a phone); a word is broken
 * only when it cannot fit on a line of its own.
 */
export const label = style({ overflowWrap: 'break-word' });
