import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../../tokens/focus.css';
import { mediaQueries } from '../../../tokens/primitives';
import { vars } from '../../../tokens/theme.css';
import { textField } from '../../internal/styles/shared.css';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';

/**
 * How a field lays out its parts: `stacked` puts the label, control, hint and error one under the
 * other; `inline` puts the control first, with its label, hint and error beside it.
 */
export const fieldLayouts = ['stacked', 'inline'] as const;
/** One of `fieldLayouts`: `stacked` or `inline`. */
export type FieldLayout = (typeof fieldLayouts)[number];

/**
 * `stacked`: label, control, hint, error, one under the other (text fields, selects).
 * `inline`: the control first, its label, hint and error in a column beside it (checkbox, switch).
 */
export const field = recipe({
  variants: {
    layout: {
      stacked: { display: 'grid', gap: vars.space[2] },
      inline: { display: 'flex', alignItems: 'flex-start', gap: vars.space[3] },
    } satisfies Record<FieldLayout, object>,
  },
  defaultVariants: { layout: 'stacked' },
});

/**
 * The label, hint and error of an inline field, beside its control. A label hidden from the eye
 * (a switch in a settings row, named by the row's title) leaves the column empty but still a
 * flex item, and the field's gap after the control would push the control 12px short of the end
 * of its row: the column takes the gap back then, so the control ends where the row does.
 */
export const inlineText = style({
  display: 'grid',
  gap: vars.space[1],
  minWidth: 0,
  selectors: {
    [`&:has(> label:only-child > ${visuallyHidden}:only-child)`]: {
      marginInlineStart: `calc(${vars.space[3]} * -1)`,
    },
  },
});

export const label = style({ fontWeight: vars.font.weight.semibold });

export const inlineLabel = style([label, { cursor: 'pointer' }]);

/** "(optional)": part of the label, so it is also read as part of the control's name. */
export const optional = style({ fontWeight: vars.font.weight.regular });

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted });

/**
 * A control's own description (a character count) is rendered beside the control but drawn
 * after the hint, in the order it is read (`describedBy` comes after the hint). The error shares
 * its place in the order and comes later in the page, so it stays last.
 */
export const afterHint = style({ order: 1 });

export const error = style({
  order: 1,
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.tone.critical.text,
});

/**
 * A fieldset is a grid like a stacked field. Its legend is the browser's rendered legend (outside
 * the grid), so the gap under it is its own margin.
 */
export const group = style({
  display: 'grid',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style([label, { padding: 0, marginBottom: vars.space[2] }]);

/**
 * The box every text-entry control draws: text fields, text areas, selects, the phone field.
 * At least 16px text, because phones zoom into any smaller field on focus.
 */
export const textInput = style([
  textField,
  {
    width: '100%',
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space[4],
    fontSize: vars.font.size.md,
    selectors: { '&::placeholder': { color: vars.color.text.muted } },
  },
]);

/**
 * The native box of a checkbox or radio: 24px, the smallest target WCAG 2.2 allows (2.5.8), and
 * the label beside it widens the target. The browser draws it, in the brand colour when chosen,
 * and in system colours under forced colours.
 */
export const nativeChoice = style({
  flex: 'none',
  width: vars.space[6],
  height: vars.space[6],
  margin: 0,
  accentColor: vars.color.surface.brand,
  cursor: 'pointer',
  selectors: {
    // The browser's box cannot change its border colour, so an invalid one gets a ring of its own.
    '&[aria-invalid="true"]': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.tone.critical.text}`,
      outlineOffset: vars.borderWidth.hairline,
    },
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed' },
  },
  '@media': {
    // Forced colours draw every ring in the text colour: dashed, the invalid one is not taken
    // for the focus ring.
    [mediaQueries.forcedColors]: {
      selectors: { '&[aria-invalid="true"]:not(:focus-visible)': { outlineStyle: 'dashed' } },
    },
  },
});

/**
 * A native radio or checkbox kept for its keyboard, form and accessibility behaviour, laid
 * invisibly over a drawn control (a chip, a switch's track) so that the whole drawing is its hit
 * area. The drawing is the next sibling and styles itself from this input's state.
 */
export const overlaidChoice = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

/**
 * The boxes above, for an app's own control inside a `Field` (a member ID input, a native
 * checkbox): with them it draws, focuses and shows its error like Beem's own controls, where a
 * hand-copied style would drift from them.
 */
export const fieldControlClassNames = { text: textInput, choice: nativeChoice } as const;
