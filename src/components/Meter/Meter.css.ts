import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../../../tokens/primitives';
import { vars } from '../../../tokens/theme.css';
import type { StatusTone } from '../../internal/vocabulary/tone';

/** The tones a meter's fill takes: a status the app reads from the value, or none. */
export const meterTones = [
  'neutral',
  'positive',
  'caution',
  'critical',
] as const satisfies readonly StatusTone[];
/** One of `meterTones`: the colour of the meter's fill. */
export type MeterTone = (typeof meterTones)[number];

/** How much of the track is filled, as a percentage, set on the element by the component. */
export const fill = createVar('meter-fill');

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
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  display: 'block',
  position: 'relative',
  overflow: 'hidden',
  height: vars.space[2],
  borderRadius: vars.radius.full,
  background: vars.color.surface.sunken,
  '@media': {
    // Forced colours drop both fills: the track gets an edge and the bar the system's highlight,
    // so how full it is still shows.
    [mediaQueries.forcedColors]: { border: `${vars.borderWidth.hairline} solid CanvasText` },
  },
});

// The status text colours, not their pale grounds: a fill must stand 3:1 against the track in
// both themes, and the text colours are held to 4.5:1 against the page.
const toneFill = {
  neutral: vars.color.action.primary.background,
  positive: vars.color.tone.positive.text,
  caution: vars.color.tone.caution.text,
  critical: vars.color.tone.critical.text,
} satisfies Record<MeterTone, string>;

export const indicator = styleVariants(toneFill, (background) => ({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  width: fill,
  borderRadius: vars.radius.full,
  background,
  '@media': {
    [mediaQueries.forcedColors]: { forcedColorAdjust: 'none', background: 'Highlight' },
  },
}));
