import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../tokens/focus.css';
import { vars } from '../../../tokens/theme.css';

export { sectionTitle, tagPill, visuallyHidden } from '../../internal/styles/shared.css';

// The highlights take the spare height, so every card's button sits on the same line.
export const card = style({ gridTemplateRows: 'auto auto auto 1fr auto' });

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
