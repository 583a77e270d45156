import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const section = style({
  display: 'grid',
  gap: vars.space[4],
  marginBlockEnd: vars.space[8],
});

export const swatchGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space[3],
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const swatch = style({
  height: vars.space[16],
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border.default}`,
});

export const swatchName = style({ margin: 0, fontWeight: vars.font.weight.semibold });

export const meta = style({
  display: 'block',
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  color: vars.color.text.muted,
});

export const familyTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  textTransform: 'capitalize',
});

export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: vars.font.size.sm,
});

export const caption = style({
  textAlign: 'left',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  paddingBlockEnd: vars.space[2],
});

export const cell = style({
  textAlign: 'left',
  verticalAlign: 'middle',
  padding: vars.space[2],
  borderBottom: `${vars.borderWidth.hairline} solid ${vars.color.border.default}`,
});

export const sample = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: vars.space[12],
  minHeight: vars.space[10],
  paddingInline: vars.space[2],
  borderRadius: vars.radius.sm,
  fontWeight: vars.font.weight.bold,
});

export const uiSample = style([
  sample,
  { borderWidth: vars.borderWidth.focus, borderStyle: 'solid' },
]);

export const badge = style({
  display: 'inline-block',
  paddingInline: vars.space[2],
  borderRadius: vars.radius.full,
  fontWeight: vars.font.weight.semibold,
  background: vars.color.tone.positive.background,
  color: vars.color.tone.positive.text,
});

export const badgeFail = style([
  badge,
  { background: vars.color.tone.critical.background, color: vars.color.tone.critical.text },
]);

export const bar = style({
  height: vars.space[4],
  background: vars.color.action.primary.background,
  borderRadius: vars.radius.sm,
});

export const tile = style({
  width: vars.space[20],
  height: vars.space[16],
  background: vars.color.surface.page,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border.strong}`,
});

export const shadowTile = style({
  width: vars.space[20],
  height: vars.space[16],
  background: vars.color.surface.page,
  borderRadius: vars.radius.md,
});

// Wraps rather than cutting off: at 5xl the sample is wider than a docs page's column, and a
// sample that ends in an ellipsis does not show the size it samples.
export const typeSample = style({
  margin: 0,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
  maxWidth: '40rem',
});

export const captionNote = style({
  display: 'block',
  marginBlockStart: vars.space[1],
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  color: vars.color.text.muted,
});

export const pairName = style({ display: 'block', fontWeight: vars.font.weight.semibold });

export const contrastCell = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
});

export const valueCell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[1],
});

// A swatch inside its copy button: the colour is what the button copies, so the whole of it is
// the target.
export const chip = style({
  flexShrink: 0,
  inlineSize: vars.space[5],
  blockSize: vars.space[5],
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border.strong}`,
});

export const nowrap = style({ display: 'block', whiteSpace: 'nowrap' });

export const lineHeightRow = style({ display: 'block', whiteSpace: 'nowrap' });

export const metaInline = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const metaNowrap = style([meta, { whiteSpace: 'nowrap' }]);

// Fixed columns, so the tables of one gallery line their columns up under each other.
export const tokenTable = style([table, { tableLayout: 'fixed' }]);
