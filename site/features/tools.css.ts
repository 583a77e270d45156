/**
 * Style pieces the site's money tools (the tax calculator and the budget planner) share, so each
 * is written once. Values come only from the theme contract, through the package's tokens entry.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '@beem/design-system/tokens';

/** The heading of a tool's section. */
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

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

/** The rules of `visuallyHidden`, for elements a stylesheet reaches by selector only. */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: vars.borderWidth.hairline,
  height: vars.borderWidth.hairline,
  margin: `calc(-1 * ${vars.borderWidth.hairline})`,
  padding: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Read by screen readers, not drawn: words a visual cue stands for. */
export const visuallyHidden = style(visuallyHiddenRules);
