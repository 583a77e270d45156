import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../../tokens/focus.css';
import { mediaQueries } from '../../../tokens/primitives';
import { vars } from '../../../tokens/theme.css';
import { nativeChoice, overlaidChoice } from '../Field/Field.css';

/**
 * How the radios are drawn: `list`, one under the other, each with its words and hint beside it;
 * `chips`, a few short options side by side, as pills.
 */
export const radioGroupVariants = ['list', 'chips'] as const;
/** One of `radioGroupVariants`: `list` or `chips`. */
export type RadioGroupVariant = (typeof radioGroupVariants)[number];

export const options = recipe({
  variants: {
    variant: {
      list: { display: 'grid', gap: vars.space[3] },
      chips: { display: 'flex', flexWrap: 'wrap', gap: vars.space[2] },
    } satisfies Record<RadioGroupVariant, object>,
  },
});

export const option = style({ position: 'relative', display: 'inline-flex' });

/**
 * A list option's radio: still the native input (its keyboard, form and accessibility behaviour),
 * but drawn from the tokens rather than by the browser. The browser's own radio took the dark
 * theme's control colours, a grey disc with a faint rim that looked disabled; this one has the
 * same 2px `border.strong` ring on the page colour as an unchosen chip or an off switch (at least
 * 3:1 against the page in both themes, WCAG 1.4.11), and the chosen one a brand dot inside a
 * brand ring. Under forced colours the browser draws it again, in the system's colours.
 */
export const listRadio = style([
  nativeChoice,
  {
    appearance: 'none',
    borderRadius: vars.radius.full,
    border: `${vars.borderWidth.thick} solid ${vars.color.border.strong}`,
    background: vars.color.surface.page,
    selectors: {
      '&:checked': {
        borderColor: vars.color.surface.brand,
        background: vars.color.surface.brand,
        // The ring of page colour between the rim and the dot.
        boxShadow: `inset 0 0 0 ${vars.space[1]} ${vars.color.surface.page}`,
      },
      '&:disabled': {
        background: vars.color.action.disabled.background,
        borderColor: vars.color.action.disabled.border,
      },
      // Still told apart from the others: a dot in the disabled grey.
      '&:checked:disabled': {
        background: vars.color.action.disabled.text,
        borderColor: vars.color.action.disabled.text,
        boxShadow: `inset 0 0 0 ${vars.space[1]} ${vars.color.action.disabled.background}`,
      },
    },
    '@media': {
      [mediaQueries.forcedColors]: { appearance: 'auto' },
    },
  },
]);

/** The native radio stays in place (and in the accessibility tree), drawn over by the chip. */
export const radio = overlaidChoice;

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
    [`${radio}[aria-invalid="true"] + &`]: { borderColor: vars.color.tone.critical.text },
    [`${radio}:disabled + &`]: {
      background: vars.color.action.disabled.background,
      borderColor: vars.color.action.disabled.border,
      color: vars.color.action.disabled.text,
    },
    // Still told apart from the others: filled, in the disabled grey.
    [`${radio}:checked:disabled + &`]: {
      background: vars.color.action.disabled.text,
      borderColor: vars.color.action.disabled.text,
      color: vars.color.text.inverse,
    },
    [`${radio}:focus-visible + &`]: focusRing,
  },
  '@media': {
    // Forced colours replace the chosen chip's fill with the page colour, so that it looked like
    // every other chip: it keeps the system's selection colours there.
    [mediaQueries.forcedColors]: {
      selectors: {
        [`${radio}:checked + &`]: {
          forcedColorAdjust: 'none',
          background: 'Highlight',
          borderColor: 'Highlight',
          color: 'HighlightText',
        },
        [`${radio}:disabled + &`]: { borderColor: 'GrayText', color: 'GrayText' },
        [`${radio}:checked:disabled + &`]: {
          background: 'GrayText',
          borderColor: 'GrayText',
          color: 'Canvas',
        },
        // Kept from forced colours, the ring would stay in the theme's colours.
        [`${radio}:checked:focus-visible + &`]: { outlineColor: 'CanvasText', boxShadow: 'none' },
      },
    },
  },
});
