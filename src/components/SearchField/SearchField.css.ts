import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../../tokens/focus.css';
import { mediaQueries } from '../../../tokens/primitives';
import { vars } from '../../../tokens/theme.css';
import { roundIconButton, textField } from '../../internal/styles/shared.css';

/**
 * The box is drawn around the glyph, the input and the clear button, as TextField draws an
 * adorned one, and shows the input's focus, invalid and disabled states.
 */
export const box = style([
  textField,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[2],
    width: '100%',
    minHeight: vars.size.touchTarget,
    paddingInlineStart: vars.space[4],
    paddingInlineEnd: vars.space[1],
    fontSize: vars.font.size.md,
    selectors: {
      '&:focus-within': { ...focusRing, borderColor: vars.color.border.focus },
      '&[data-invalid]': { borderColor: vars.color.tone.critical.text },
      '&[data-disabled]': {
        color: vars.color.action.disabled.text,
        background: vars.color.action.disabled.background,
        borderColor: vars.color.action.disabled.border,
        cursor: 'not-allowed',
      },
    },
    '@media': {
      [mediaQueries.forcedColors]: {
        selectors: { '&[data-disabled]': { borderColor: 'GrayText', color: 'GrayText' } },
      },
    },
  },
]);

export const glyph = style({ flex: 'none', color: vars.color.text.muted });

globalStyle(`${box}[data-disabled] ${glyph}`, { color: 'inherit' });

export const input = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  margin: 0,
  padding: 0,
  border: 0,
  font: 'inherit',
  color: 'inherit',
  background: 'transparent',
  // The box around it shows the focus ring.
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.text.muted },
    '&:disabled': { cursor: 'not-allowed' },
    // The browser's own cross would sit beside ours, unlabelled.
    '&::-webkit-search-cancel-button': { appearance: 'none' },
    '&::-webkit-search-decoration': { appearance: 'none' },
  },
});

export const clear = style([
  roundIconButton,
  {
    color: vars.color.text.muted,
    selectors: {
      '&[data-hovered]': { background: vars.color.action.ghost.backgroundHover },
      '&[data-pressed]': { background: vars.color.action.ghost.backgroundActive },
    },
  },
]);

// Nothing to clear: the button goes, rather than sit there doing nothing.
globalStyle(`${box}[data-empty] ${clear}, ${box}[data-disabled] ${clear}`, { display: 'none' });
