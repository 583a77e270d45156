import { style } from '@vanilla-extract/css';
import { focusRing } from '../focus.css';
import { vars } from '../theme.css';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  maxWidth: '100%',
  // Above WCAG 2.2's 24px target; a full 44px would double the height of a table of 140 rows.
  minBlockSize: vars.space[8],
  margin: 0,
  paddingBlock: vars.space[1],
  paddingInline: vars.space[2],
  border: `${vars.borderWidth.hairline} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface.page,
  color: vars.color.text.default,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  textAlign: 'start',
  overflowWrap: 'anywhere',
  cursor: 'copy',
  selectors: {
    '&:hover': {
      background: vars.color.action.ghost.backgroundHover,
      borderColor: vars.color.border.strong,
    },
    '&:active': { background: vars.color.action.ghost.backgroundActive },
    '&:focus-visible': focusRing,
  },
});

export const statusArea = style({
  position: 'sticky',
  insetBlockEnd: vars.space[4],
  zIndex: vars.zIndex.raised,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
});

export const idle = style({ margin: 0 });

export const status = style({
  margin: 0,
  paddingBlock: vars.space[2],
  paddingInline: vars.space[4],
  borderRadius: vars.radius.full,
  // Its own edge: in the dark theme the inverse surface is only a step lighter than the page.
  border: `${vars.borderWidth.hairline} solid ${vars.color.border.strong}`,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  fontWeight: vars.font.weight.semibold,
  boxShadow: vars.shadow.md,
  overflowWrap: 'anywhere',
});

export const statusFailed = style([
  status,
  {
    borderRadius: vars.radius.md,
    background: vars.color.tone.critical.background,
    color: vars.color.tone.critical.text,
    border: `${vars.borderWidth.hairline} solid ${vars.color.tone.critical.border}`,
  },
]);
