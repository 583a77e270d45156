import { createVar, style } from '@vanilla-extract/css';
import { focusRing } from '../../../tokens/focus.css';
import { mediaQueries } from '../../../tokens/primitives';
import { vars } from '../../../tokens/theme.css';

/** The thumb's side: 32px, over WCAG 2.2's 24px target size (2.5.8). */
const thumbSize = createVar();

export const root = style({
  vars: { [thumbSize]: vars.size.controlSm },
  display: 'grid',
  gap: vars.space[2],
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space[4],
});

export const output = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    [`${root}[data-disabled] &`]: { color: vars.color.action.disabled.text },
  },
});

export const hint = style({ marginTop: `calc(-1 * ${vars.space[1]})` });

/**
 * The track is as tall as the thumb, so the whole band takes a press; the rail is drawn thin in
 * its middle. It is inset by half a thumb at each end, so the thumb's centre reaches `min` and
 * `max` without overhanging the field.
 */
export const track = style({
  position: 'relative',
  height: thumbSize,
  marginInline: `calc(${thumbSize} / 2)`,
  cursor: 'pointer',
  selectors: { [`${root}[data-disabled] &`]: { cursor: 'not-allowed' } },
});

/** The bar under the thumb, from end to end of the field. */
export const rail = style({
  position: 'absolute',
  insetInline: `calc(-1 * ${thumbSize} / 2)`,
  top: '50%',
  height: vars.space[2],
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.full,
  background: vars.color.surface.sunken,
  // Forced colours drop the rail's fill: its border keeps it in view there.
  border: `${vars.borderWidth.hairline} solid ${vars.color.border.strong}`,
  '@media': {
    [mediaQueries.forcedColors]: { borderColor: 'CanvasText' },
  },
});

/** Where React Aria sizes the fill: the track's width, the rail's height. */
export const band = style({
  position: 'absolute',
  insetInline: 0,
  top: '50%',
  height: vars.space[2],
  transform: 'translateY(-50%)',
});

export const fill = style({
  background: vars.color.surface.brand,
  selectors: {
    // The fill starts under the rail's rounded end, half a thumb before `min`.
    '&::before': {
      content: '""',
      position: 'absolute',
      insetBlock: 0,
      insetInlineEnd: '100%',
      width: `calc(${thumbSize} / 2)`,
      borderStartStartRadius: vars.radius.full,
      borderEndStartRadius: vars.radius.full,
      background: 'inherit',
    },
    [`${root}[data-disabled] &`]: { background: vars.color.action.disabled.text },
  },
  '@media': {
    // Kept from forced colours, the fill would be dropped with every other background.
    [mediaQueries.forcedColors]: {
      forcedColorAdjust: 'none',
      background: 'Highlight',
      selectors: { [`${root}[data-disabled] &`]: { background: 'GrayText' } },
    },
  },
});

/** React Aria places the thumb's centre with an inline `left` and `transform`: `top` is the rest. */
export const thumb = style({
  top: '50%',
  width: thumbSize,
  height: thumbSize,
  borderRadius: vars.radius.full,
  background: vars.color.surface.page,
  border: `${vars.borderWidth.focus} solid ${vars.color.surface.brand}`,
  boxShadow: vars.shadow.sm,
  selectors: {
    '&[data-dragging]': { borderWidth: vars.space[2] },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': {
      borderColor: vars.color.action.disabled.text,
      background: vars.color.action.disabled.background,
      boxShadow: 'none',
    },
  },
  '@media': {
    [mediaQueries.forcedColors]: {
      forcedColorAdjust: 'none',
      background: 'Canvas',
      borderColor: 'CanvasText',
      selectors: {
        '&[data-disabled]': { borderColor: 'GrayText', background: 'Canvas' },
        '&[data-focus-visible]': { outlineColor: 'Highlight', boxShadow: 'none' },
      },
    },
  },
});

export const range = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space[4],
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  fontVariantNumeric: 'tabular-nums',
});
