import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../tokens/focus.css';
import { vars } from '../../../tokens/theme.css';

export { field, label, input, hint, error } from '../PhoneInput/PhoneInput.css';

export const group = style({
  display: 'grid',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({ padding: 0, fontWeight: vars.font.weight.semibold });

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const option = style({ position: 'relative', display: 'inline-flex' });

/** The native radio stays in place (and in the accessibility tree), drawn over by the chip. */
export const radio = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space[4],
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thick} solid ${vars.color.border.strong}`,
  background: vars.color.surface.page,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  selectors: {
    [`${radio}:checked + &`]: {
      background: vars.color.surface.brand,
      borderColor: vars.color.surface.brand,
      color: vars.color.text.inverse,
    },
    [`${radio}:focus-visible + &`]: focusRing,
  },
});
