/**
 * The offer floats over the foot of the screen in the top layer (a popover), so opening it after
 * the page has loaded moves nothing on the page: no layout shift.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '@beem/design-system/tokens';

export const offer = style({
  // The user agent centres a popover in the viewport; this one sits at the bottom instead.
  position: 'fixed',
  inset: 'auto 0 0 0',
  margin: `0 auto ${vars.space[4]}`,
  width: `min(${vars.size.prose}, calc(100% - 2 * ${vars.space[4]}))`,
  padding: vars.space[4],
  border: `${vars.borderWidth.hairline} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.page,
  color: vars.color.text.default,
  boxShadow: vars.shadow.lg,
});
