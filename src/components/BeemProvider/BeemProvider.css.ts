import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

/**
 * A subtree drawn in a colour scheme of its own. The theme class sets the variables; the text's
 * colour and the ground are set here too, because the page's were resolved on `<html>` in the
 * page's scheme and are inherited as colours, not as variables.
 */
export const scope = style({
  color: vars.color.text.default,
  background: vars.color.surface.page,
});

/**
 * Where the subtree's overlays are drawn: an empty element at the end of `<body>`, in the
 * subtree's scheme. It has no box of its own, so a popover inside it is placed against the page
 * as before, and never clipped by the panel that opened it (a card's `overflow: hidden`, its
 * rounded corners) or painted under a later sibling's stacking context.
 */
export const overlayHost = style({
  color: vars.color.text.default,
  fontFamily: vars.font.family.body,
  lineHeight: vars.font.lineHeight.normal,
});
