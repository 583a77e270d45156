import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@beem/design-system/tokens';
import { toolForm, toolResults, visuallyHiddenRules } from '../tools.css';

export { sectionTitle, visuallyHidden } from '../tools.css';

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
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const linesTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

/**
 * A line's fields side by side: two to a row on phones, one row from tablets up. The lines read
 * as a table: the first line's labels head the columns, and the later lines' labels, like every
 * line's legend (its name, already in its Name box), are only read out, so each line stays one
 * row of boxes.
 */
export const line = style({
  gridTemplateColumns: '1fr 1fr',
  columnGap: vars.space[2],
  rowGap: vars.space[3],
  alignItems: 'start',
  '@media': { [mediaQueries.md]: { gridTemplateColumns: '2fr 1fr 1fr auto' } },
});

/**
 * A column heading's height. From tablets up, room for two lines ("Amount per month" wraps in a
 * narrow column), so the boxes under one- and two-line headings start level.
 */
const headingHeight = (lines: number) =>
  `calc(${lines} * ${vars.font.lineHeight.snug} * ${vars.font.size.sm})`;

globalStyle(`${line} > legend`, visuallyHiddenRules);
globalStyle(`${lines} > li + li ${line} label`, visuallyHiddenRules);
globalStyle(`${lines} > li:first-child ${line} label`, {
  display: 'flex',
  alignItems: 'flex-end',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  '@media': { [mediaQueries.md]: { minHeight: headingHeight(2) } },
});

/** As tall as the boxes beside it, so it lines up with them and is as easy to tap. */
export const remove = style({ minHeight: vars.size.touchTarget });

globalStyle(`${lines} > li:first-child ${remove}`, {
  marginTop: `calc(${headingHeight(1)} + ${vars.space[2]})`,
  '@media': { [mediaQueries.md]: { marginTop: `calc(${headingHeight(2)} + ${vars.space[2]})` } },
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

export const over = style({ fill: vars.color.status.error.text });

export const marker = style({ fill: vars.color.text.default });
