import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../tokens/primitives';
import { vars } from '../../../tokens/theme.css';

/** The side of the trigger it shows on; it flips when there is no room there. */
export const tooltipPlacements = ['top', 'bottom', 'start', 'end'] as const;
/** One of `tooltipPlacements`: the side of its trigger the tooltip prefers. */
export type TooltipPlacement = (typeof tooltipPlacements)[number];

const gap = vars.space[2];

export const tooltip = style({
  zIndex: vars.zIndex.overlay,
  maxWidth: vars.size.card,
  paddingBlock: vars.space[1],
  paddingInline: vars.space[2],
  borderRadius: vars.radius.sm,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  boxShadow: vars.shadow.md,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  // The position is computed against the trigger's edge: the gap is kept here, in the styles,
  // on whichever side it ended up.
  selectors: {
    '&[data-placement="top"]': { translate: `0 calc(-1 * ${gap})` },
    '&[data-placement="bottom"]': { translate: `0 ${gap}` },
    '&[data-placement="left"]': { translate: `calc(-1 * ${gap}) 0` },
    '&[data-placement="right"]': { translate: `${gap} 0` },
  },
  // Forced colours drop the fill and the shadow: a border keeps the bubble apart from the page.
  '@media': {
    [mediaQueries.forcedColors]: { border: `${vars.borderWidth.hairline} solid CanvasText` },
  },
});
