import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

/**
 * Read by screen readers, not drawn: a one-pixel box, clipped to nothing, taken out of the flow.
 * Not `display: none` or `visibility: hidden`, which hide the words from screen readers too.
 * `white-space: nowrap` keeps the words on one line: wrapped inside one pixel, some screen
 * readers run them together without their spaces. The components that hide a part of themselves use this
 * class; everything else renders `VisuallyHidden`.
 */
export const visuallyHidden = style({
  position: 'absolute',
  width: vars.borderWidth.hairline,
  height: vars.borderWidth.hairline,
  margin: `calc(-1 * ${vars.borderWidth.hairline})`,
  padding: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
