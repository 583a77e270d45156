import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../tokens/focus.css';
import { mediaQueries } from '../../../tokens/primitives';
import { vars } from '../../../tokens/theme.css';
import { textField } from '../../internal/styles/shared.css';

export const root = style({ display: 'grid' });

/**
 * The box is drawn around the input and its two steppers, like an adorned `TextField`: it shows
 * the input's focus, invalid and disabled states, read from React Aria's data attributes.
 */
export const box = style([
  textField,
  {
    display: 'flex',
    alignItems: 'stretch',
    width: '100%',
    minHeight: vars.size.touchTarget,
    fontSize: vars.font.size.md,
    overflow: 'hidden',
    selectors: {
      '&[data-focus-within]': { ...focusRing, borderColor: vars.color.border.focus },
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

export const input = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  paddingBlock: 0,
  // As far in as a `TextField`'s text, so the two line up in a form.
  paddingInline: vars.space[4],
  border: 0,
  font: 'inherit',
  // Figures line up from one value to the next as the steppers change them.
  fontVariantNumeric: 'tabular-nums',
  // From the start, as in every text field: the steppers are together at the end.
  textAlign: 'start',
  color: 'inherit',
  background: 'transparent',
  // The box around it shows the focus ring.
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.text.muted },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

/**
 * A square the box's height: a 44px target, over WCAG 2.2's 24px. The two sit side by side at
 * the end of the box, each behind a hairline rule, so they read as one − | + control apart from
 * the value and from each other.
 */
export const stepper = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: vars.size.touchTarget,
  padding: 0,
  border: 0,
  borderInlineStart: `${vars.borderWidth.hairline} solid ${vars.color.border.default}`,
  background: 'transparent',
  color: vars.color.text.brand,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface.subtle },
    '&[data-pressed]': { background: vars.color.surface.sunken },
    // At `min` or `max`: the button stays in place, greyed, so the row does not shift.
    '&[data-disabled]': {
      color: vars.color.action.disabled.text,
      background: 'transparent',
      cursor: 'not-allowed',
    },
  },
  '@media': {
    [mediaQueries.forcedColors]: {
      selectors: { '&[data-disabled]': { color: 'GrayText' } },
    },
  },
});
