/**
 * Style pieces several components share, so each is written once. Values still come only from
 * the theme contract.
 */
import { style } from '@vanilla-extract/css';
import { focusRing } from '../../tokens/focus.css';
import { vars } from '../../tokens/theme.css';

/** The heading of a page section or screen. */
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

/** A round, borderless button holding one icon (close, dismiss). */
export const roundIconButton = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.font.size.lg,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

/** The look of a text field: phone number, one-time-code boxes. */
export const textField = style({
  fontFamily: 'inherit',
  color: vars.color.text.default,
  background: vars.color.surface.page,
  border: `${vars.borderWidth.thick} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': { ...focusRing, borderColor: vars.color.border.focus },
    '&[aria-invalid="true"]': { borderColor: vars.color.status.error.text },
  },
});
