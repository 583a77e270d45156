/**
 * Style pieces the site's money tools (the tax calculator and the budget planner) share, so each
 * is written once. Values come only from the theme contract, through the package's tokens entry.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '@beem/design-system/tokens';

/** A tool's input panel. */
export const toolForm = style({
  display: 'grid',
  gap: vars.space[5],
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  background: vars.color.surface.subtle,
});

/** A tool's results panel: outlined, beside or under its form. */
export const toolResults = style({
  display: 'grid',
  gap: vars.space[5],
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border.default}`,
});
