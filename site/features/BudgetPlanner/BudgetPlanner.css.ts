import { style } from '@vanilla-extract/css';
import { focusRing, mediaQueries, vars } from '@beem/design-system/tokens';
import { toolForm, toolResults } from '../tools.css';

export { sectionTitle, visuallyHidden } from '../tools.css';

/** A line's text field, drawn as the library's phone field is. */
export const input = style({
  width: '100%',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space[4],
  fontFamily: 'inherit',
  // 16px: phones zoom into any smaller input on focus.
  fontSize: vars.font.size.md,
  color: vars.color.text.default,
  background: vars.color.surface.page,
  border: `${vars.borderWidth.thick} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': { ...focusRing, borderColor: vars.color.border.focus },
    '&[aria-invalid="true"]': { borderColor: vars.color.status.error.text },
    '&::placeholder': { color: vars.color.text.muted },
  },
});

/** A line's amount error, under its field. */
export const error = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.status.error.text,
});

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

export const line = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space[2],
  alignItems: 'start',
  '@media': { [mediaQueries.md]: { gridTemplateColumns: '2fr 1fr 1fr auto' } },
});

export const select = style({ appearance: 'auto' });

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
