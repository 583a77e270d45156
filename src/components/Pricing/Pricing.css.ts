import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../tokens/focus.css';
import { vars } from '../../../tokens/theme.css';

export { sectionTitle, tagPill, visuallyHidden } from '../../internal/styles/shared.css';

export const cards = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.size.card}), 1fr))`,
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'grid',
  gridTemplateRows: 'auto auto auto 1fr auto',
  gap: vars.space[3],
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border.default}`,
  background: vars.color.surface.page,
  boxShadow: vars.shadow.sm,
});

export const cardHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
});

export const planName = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

export const price = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const per = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.regular,
  color: vars.color.text.muted,
});

export const included = style({ flex: 'none', color: vars.color.status.success.text });
export const excluded = style({ flex: 'none', color: vars.color.text.muted });

export const excludedText = style({ color: vars.color.text.muted });

export const tableScroller = style({
  overflowX: 'auto',
  // The containing block of the table's visually hidden text (absolutely positioned): without
  // it that text escapes the scroller and makes the whole page scroll sideways at 320 px.
  position: 'relative',
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border.default}`,
  selectors: { '&:focus-visible': focusRing },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});

export const caption = style({
  padding: vars.space[4],
  textAlign: 'left',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const headerCell = style({
  padding: vars.space[3],
  textAlign: 'center',
  verticalAlign: 'bottom',
  background: vars.color.surface.subtle,
  selectors: { '&:first-child': { textAlign: 'left' } },
});

export const rowHeader = style({
  padding: vars.space[3],
  textAlign: 'left',
  fontWeight: vars.font.weight.semibold,
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border.default}`,
});

export const cell = style({
  padding: vars.space[3],
  textAlign: 'center',
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border.default}`,
});

export const columnPrice = style({
  display: 'block',
  fontWeight: vars.font.weight.regular,
  color: vars.color.text.muted,
});

export const detail = style({
  display: 'grid',
  gap: vars.space[6],
  maxWidth: vars.size.article,
});

export const detailSection = style({ display: 'grid', gap: vars.space[4] });
