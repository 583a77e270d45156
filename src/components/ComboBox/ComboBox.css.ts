import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../../tokens/focus.css';
import { mediaQueries } from '../../../tokens/primitives';
import { vars } from '../../../tokens/theme.css';
import { roundIconButton, textField } from '../../internal/styles/shared.css';

export const combo = style({ display: 'grid' });

/** TextField's box, drawn around the input and the button that opens the list. */
export const box = style([
  textField,
  {
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    minHeight: vars.size.touchTarget,
    paddingInlineEnd: vars.space[1],
    fontSize: vars.font.size.md,
    selectors: {
      '&:focus-within': { ...focusRing, borderColor: vars.color.border.focus },
      [`${combo}[data-invalid] &`]: { borderColor: vars.color.tone.critical.text },
      [`${combo}[data-disabled] &`]: {
        color: vars.color.action.disabled.text,
        background: vars.color.action.disabled.background,
        borderColor: vars.color.action.disabled.border,
        cursor: 'not-allowed',
      },
    },
    '@media': {
      [mediaQueries.forcedColors]: {
        selectors: {
          [`${combo}[data-disabled] &`]: { borderColor: 'GrayText', color: 'GrayText' },
        },
      },
    },
  },
]);

export const input = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  margin: 0,
  paddingBlock: 0,
  paddingInline: vars.space[4],
  border: 0,
  font: 'inherit',
  color: 'inherit',
  background: 'transparent',
  // The box around it shows the focus ring.
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.text.muted },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const trigger = style([
  roundIconButton,
  {
    color: vars.color.text.muted,
    selectors: {
      '&[data-hovered]': { background: vars.color.action.ghost.backgroundHover },
      '&[data-disabled]': { cursor: 'not-allowed', color: 'inherit' },
    },
  },
]);

/** As wide as the field, over the page, on the raised surface. */
export const popover = style({
  zIndex: vars.zIndex.overlay,
  width: 'var(--trigger-width)',
  // About seven options, or less on a short screen (React Aria sets the variable).
  maxHeight: `min(calc(${vars.size.touchTarget} * 7.5), var(--visual-viewport-height))`,
  overflowY: 'auto',
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border.default}`,
  background: vars.color.surface.page,
  color: vars.color.text.default,
  boxShadow: vars.shadow.md,
  '@media': {
    // Forced colours drop the shadow: the border must stand out from the page.
    [mediaQueries.forcedColors]: { borderColor: 'CanvasText' },
  },
});

export const listBox = style({
  display: 'grid',
  padding: vars.space[1],
  outline: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space[3],
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surface.brandSubtle },
    '&[data-selected]': { fontWeight: vars.font.weight.semibold },
  },
  '@media': {
    // The browser drops the tint: the option the arrows are on takes the system's highlight.
    [mediaQueries.forcedColors]: {
      selectors: {
        '&[data-focused]': {
          background: 'Highlight',
          color: 'HighlightText',
          forcedColorAdjust: 'none',
        },
      },
    },
  },
});

export const optionText = style({ display: 'grid', flex: 1, minWidth: 0 });

export const description = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });

globalStyle(`${option}[data-focused] ${description}`, {
  '@media': { [mediaQueries.forcedColors]: { color: 'HighlightText' } },
});

/** A tick beside the chosen option: its state is not told by weight (or colour) alone. */
export const check = style({ flex: 'none', visibility: 'hidden' });

globalStyle(`${option}[data-selected] ${check}`, { visibility: 'visible' });

export const empty = style({
  margin: 0,
  paddingBlock: vars.space[3],
  paddingInline: vars.space[3],
  color: vars.color.text.muted,
  overflowWrap: 'anywhere',
});

export const fault = style({ color: vars.color.tone.critical.text });

/** The fault under the field, where it stays once the list has closed. */
export const faultLine = style({
  margin: 0,
  marginBlockStart: vars.space[2],
  fontSize: vars.font.size.sm,
  color: vars.color.tone.critical.text,
});
