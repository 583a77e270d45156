import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@beem/design-system/tokens';
import { toolForm, toolResults } from '../tools.css';

export const section = style({ display: 'grid', gap: vars.space[6] });

export const note = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm });

export const layout = style({
  display: 'grid',
  gap: vars.space[8],
  alignItems: 'start',
  '@media': { [mediaQueries.lg]: { gridTemplateColumns: '3fr 2fr' } },
});

export const form = toolForm;

export const lines = style({
  display: 'grid',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/**
 * A line's fields side by side: two to a row on phones, one row from tablets up. On phones the
 * name and the amount share their row in halves, and the kind takes two thirds of the next, the
 * Remove button the rest, so the kind's longest choice in either language ("Necesidades") is
 * never cut. From tablets up the amount's
 * column wide enough for its label on one line, so a line's boxes start level, and the kind's
 * never narrower than its longest choice. Each box keeps a small visible label; the line's legend
 * (its name, already in its Name box) is only read out. A fieldset of its own rather than the
 * library's field group, whose legend is always drawn: no frame, and no room kept for a legend.
 */
export const line = style({
  display: 'grid',
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
  columnGap: vars.space[2],
  rowGap: vars.space[3],
  alignItems: 'start',
  '@media': {
    [mediaQueries.md]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1.5fr) minmax(max-content, 1fr) auto',
    },
  },
});

// The line's children are its own, in a fixed order: the (read-only) legend, then name, amount,
// kind and Remove; their spans of the phone's six columns.
const phoneSpans = {
  [`${line} > :nth-child(2), ${line} > :nth-child(3)`]: 'span 3',
  [`${line} > :nth-child(4)`]: 'span 4',
  [`${line} > :nth-child(5)`]: 'span 2',
};
for (const [selector, span] of Object.entries(phoneSpans))
  globalStyle(selector, {
    gridColumn: span,
    '@media': { [mediaQueries.md]: { gridColumn: 'auto' } },
  });

globalStyle(`${line} label`, {
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
});

/** As tall as the boxes beside it, level with them under their labels, and as easy to tap. */
export const remove = style({
  minHeight: vars.size.touchTarget,
  marginTop: `calc(${vars.font.lineHeight.snug} * ${vars.font.size.sm} + ${vars.space[2]})`,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3] });

export const results = toolResults;

export const leftOver = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

export const verdict = style({ margin: 0 });

export const chart = style({
  display: 'grid',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chartRow = style({ display: 'grid', gap: vars.space[1] });

export const chartLabel = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space[2],
  fontSize: vars.font.size.sm,
});

export const track = style({
  display: 'block',
  width: '100%',
  height: vars.space[3],
  borderRadius: vars.radius.full,
  background: vars.color.surface.sunken,
  overflow: 'hidden',
});

export const fill = style({ fill: vars.color.surface.brand });

export const over = style({ fill: vars.color.tone.critical.text });

export const marker = style({ fill: vars.color.text.default });
