import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../../tokens/focus.css';
import { mediaQueries } from '../../../tokens/primitives';
import { vars } from '../../../tokens/theme.css';
import { textField } from '../../internal/styles/shared.css';

export { textInput as input } from '../Field/Field.css';

/**
 * With a prefix or suffix, the box is drawn around the input and its adornments, and it shows the
 * input's focus, invalid and disabled states (the input inside draws none of its own).
 */
export const adorned = style([
  textField,
  {
    display: 'flex',
    alignItems: 'stretch',
    width: '100%',
    minHeight: vars.size.touchTarget,
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
      // The browser greys a disabled input's own border there, but not a box drawn around it.
      [mediaQueries.forcedColors]: {
        selectors: { '&[data-disabled]': { borderColor: 'GrayText', color: 'GrayText' } },
      },
    },
  },
]);

export const adornment = style({
  display: 'flex',
  alignItems: 'center',
  flex: 'none',
  color: vars.color.text.muted,
  whiteSpace: 'nowrap',
  userSelect: 'none',
});

export const prefix = style([adornment, { paddingInlineStart: vars.space[4] }]);

export const suffix = style([adornment, { paddingInlineEnd: vars.space[4] }]);

export const bareInput = recipe({
  base: {
    flex: 1,
    minWidth: 0,
    margin: 0,
    paddingBlock: 0,
    paddingInline: vars.space[4],
    border: 0,
    borderRadius: 'inherit',
    font: 'inherit',
    color: 'inherit',
    background: 'transparent',
    // The box around it shows the focus ring.
    outline: 'none',
    selectors: {
      '&::placeholder': { color: vars.color.text.muted },
      '&:disabled': { cursor: 'not-allowed' },
    },
  },
  variants: {
    prefixed: { true: { paddingInlineStart: vars.space[1] } },
    suffixed: { true: { paddingInlineEnd: vars.space[1] } },
  },
});
