import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../tokens/primitives';
import { vars } from '../../../tokens/theme.css';

/** The side of the trigger it prefers, in the reading direction; it flips when there is no room. */
export const popoverPlacements = ['bottom', 'top', 'start', 'end'] as const;
/** One of `popoverPlacements`: the side of its trigger the panel prefers. */
export type PopoverPlacement = (typeof popoverPlacements)[number];

export const popover = style({
  zIndex: vars.zIndex.overlay,
  // Wide enough for a short paragraph or a few choices, never wider than the page allows.
  width: vars.size.card,
  maxWidth: `calc(100% - 2 * ${vars.space[4]})`,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border.default}`,
  background: vars.color.surface.page,
  color: vars.color.text.default,
  boxShadow: vars.shadow.lg,
  // Forced colours drop the shadow: the border, in the system's text colour, keeps the edge.
  '@media': {
    [mediaQueries.forcedColors]: { borderColor: 'CanvasText' },
  },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[4],
  // The library focuses the panel itself on opening: no ring on a box the reader did not tab to.
  outline: 'none',
});

/** Points at the trigger from whichever side the panel ended up on. */
export const arrow = style({ display: 'block' });

// The arrow's fill is the panel's and its stroke the panel's border, so the two read as one shape.
globalStyle(`${arrow} path`, {
  fill: vars.color.surface.page,
  stroke: vars.color.border.default,
  strokeWidth: vars.borderWidth.hairline,
  '@media': { [mediaQueries.forcedColors]: { fill: 'Canvas', stroke: 'CanvasText' } },
});
globalStyle(`${arrow}[data-placement="bottom"] svg`, { rotate: '180deg' });
globalStyle(`${arrow}[data-placement="left"] svg`, { rotate: '-90deg' });
globalStyle(`${arrow}[data-placement="right"] svg`, { rotate: '90deg' });
