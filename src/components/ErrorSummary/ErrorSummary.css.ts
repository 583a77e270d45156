import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../tokens/primitives';
import { focusRing } from '../../../tokens/focus.css';
import { vars } from '../../../tokens/theme.css';

/**
 * A critical Alert's look: the error tint with a hairline border and a heavy bar down its start
 * edge, so it reads as the page's problem before any word of it is read without shouting. A heavy
 * border all round (GOV.UK's) made a four-field sign-up read as a government form. The border
 * keeps it apart from the page in forced colours.
 */
export const summary = style({
  display: 'grid',
  gap: vars.space[3],
  padding: vars.space[4],
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.hairline,
  borderInlineStartWidth: vars.borderWidth.heavy,
  borderColor: vars.color.tone.critical.border,
  borderRadius: vars.radius.md,
  background: vars.color.tone.critical.background,
  color: vars.color.text.default,
  // It takes focus when it appears, from a script (so `:focus-visible` may not match after a
  // click on the submit button): the ring shows on any focus, as GOV.UK's does.
  selectors: { '&:focus': focusRing },
  '@media': {
    [mediaQueries.forcedColors]: { borderColor: 'CanvasText' },
  },
});

export const body = style({ display: 'grid', gap: vars.space[3] });

export const title = style({ margin: 0 });

export const list = style({
  display: 'grid',
  gap: vars.space[2],
  margin: 0,
  paddingInlineStart: 0,
  listStyle: 'none',
});

export const link = style({
  color: vars.color.tone.critical.text,
  fontWeight: vars.font.weight.semibold,
  textDecorationLine: 'underline',
  textDecorationThickness: vars.borderWidth.hairline,
  textUnderlineOffset: vars.space[1],
  borderRadius: vars.radius.sm,
  overflowWrap: 'anywhere',
  boxDecorationBreak: 'clone',
  WebkitBoxDecorationBreak: 'clone',
  selectors: {
    '&:hover': { textDecorationThickness: vars.borderWidth.thick },
    '&:focus-visible': focusRing,
  },
  '@media': {
    [mediaQueries.forcedColors]: { color: 'LinkText' },
  },
});
