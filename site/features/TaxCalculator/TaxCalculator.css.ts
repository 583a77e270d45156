import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@beem/design-system/tokens';
import { toolForm, toolResults } from '../tools.css';

export const section = style({ display: 'grid', gap: vars.space[6] });

export const note = style({
  margin: 0,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.tone.info.background,
  color: vars.color.tone.info.text,
  fontSize: vars.font.size.sm,
});

export const layout = style({
  display: 'grid',
  gap: vars.space[8],
  alignItems: 'start',
  '@media': { [mediaQueries.lg]: { gridTemplateColumns: '2fr 3fr' } },
});

export const form = toolForm;

export const results = style([toolResults, { background: vars.color.surface.page }]);

export const prompt = style({ margin: 0, color: vars.color.text.muted });

export const figures = style({
  display: 'grid',
  gap: vars.space[4],
  margin: 0,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: '1fr 1fr' } },
});

export const figure = style({ display: 'grid', gap: vars.space[1] });

export const figureName = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const figureValue = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const figureHelp = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  color: vars.color.text.muted,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});

export const caption = style({
  paddingBottom: vars.space[2],
  textAlign: 'left',
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.md,
});

export const cell = style({
  padding: `${vars.space[2]} ${vars.space[2]}`,
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border.default}`,
  textAlign: 'left',
  verticalAlign: 'middle',
});

export const numeric = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

/** The bar's length: this bracket's share of taxable income. */
export const share = createVar();

export const barTrack = style({
  display: 'block',
  minWidth: vars.space[16],
  height: vars.space[2],
  borderRadius: vars.radius.full,
  background: vars.color.surface.sunken,
  overflow: 'hidden',
});

export const bar = style({
  display: 'block',
  width: share,
  height: '100%',
  background: vars.color.surface.brand,
});

/**
 * A set of related fields (one earner's pay, the children): its legend is a small heading over
 * the fields, bolder than their labels, and the fields keep the form's spacing.
 */
export const group = style({ gap: vars.space[5] });

globalStyle(`${group} > legend`, {
  marginBottom: vars.space[3],
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.md,
});

/** The refund or amount owed: the line the other lines add up to. */
export const total = style({
  fontWeight: vars.font.weight.bold,
  borderTopWidth: vars.borderWidth.thick,
  borderTopColor: vars.color.border.strong,
});

export const leftOut = style({
  display: 'grid',
  gap: vars.space[3],
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  background: vars.color.surface.subtle,
});

export const leftOutList = style({
  display: 'grid',
  gap: vars.space[2],
  margin: 0,
  paddingLeft: vars.space[6],
  fontSize: vars.font.size.sm,
});
