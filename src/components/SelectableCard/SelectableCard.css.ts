import { style } from '@vanilla-extract/css';
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { focusRing } from '../../../tokens/focus.css';
import { mediaQueries } from '../../../tokens/primitives';
import { vars } from '../../../tokens/theme.css';
import { listRadio } from '../RadioGroup/RadioGroup.css';
import { responsiveConditions } from '../Stack/space';

/** How many cards a row of a `SelectableCardGroup` holds: one to four. */
export const selectableCardColumns = ['1', '2', '3', '4'] as const;
/** One of `selectableCardColumns`: cards per row. */
export type SelectableCardColumns = (typeof selectableCardColumns)[number];

export const cards = style({ display: 'grid', gap: vars.space[3] });

/** One class per column count and screen size, so a responsive `columns` is static CSS. */
export const cardSprinkles = createSprinkles(
  defineProperties({
    conditions: responsiveConditions,
    defaultCondition: 'mobile',
    properties: {
      columns: Object.fromEntries(
        selectableCardColumns.map((count) => [
          count,
          { gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` },
        ]),
      ) as Record<SelectableCardColumns, { gridTemplateColumns: string }>,
    },
  }),
);

/**
 * The card is the radio's label, so a press anywhere on it chooses. Its border is drawn by the
 * frame, a sibling after the radio that reads the radio's state (`:checked ~`), which every
 * browser supports where `:has()` on the card would leave older ones without a checked look.
 */
export const card = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  minHeight: vars.size.touchTarget,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.surface.page,
  color: vars.color.text.default,
  cursor: 'pointer',
  // The frame's tint sits under the words and over the card's own background.
  isolation: 'isolate',
  selectors: { '&:has(:disabled)': { cursor: 'not-allowed' } },
});

/**
 * The native radio, visible: its dot says "chosen" without colour, in every mode. Drawn as
 * RadioGroup's list radio is: the browser's own took the dark theme's control colours, a grey
 * disc that read as disabled beside a chosen card.
 */
export const radio = style([
  listRadio,
  {
    marginBlock: 0,
    selectors: {
      // The card shows the focus ring, around all it says; the chosen dot keeps its inner ring.
      '&:focus-visible': { outline: 'none', boxShadow: 'none' },
      '&:checked:focus-visible': {
        boxShadow: `inset 0 0 0 ${vars.space[1]} ${vars.color.surface.page}`,
      },
      // The drawn rim can take the error colour itself; the card's border says it too.
      '&[aria-invalid="true"]': { outline: 'none', borderColor: vars.color.tone.critical.text },
    },
  },
]);

export const text = style({
  display: 'grid',
  gap: vars.space[1],
  flex: 1,
  minWidth: 0,
  selectors: { [`${radio}:disabled ~ &`]: { color: vars.color.action.disabled.text } },
  '@media': {
    // The system's grey, as it draws a disabled radio beside the words.
    [mediaQueries.forcedColors]: {
      selectors: { [`${radio}:disabled ~ &`]: { color: 'GrayText' } },
    },
  },
});

export const title = style({
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const description = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  selectors: { [`${radio}:disabled ~ * &`]: { color: 'inherit' } },
  '@media': {
    [mediaQueries.forcedColors]: {
      selectors: { [`${radio}:disabled ~ * &`]: { color: 'GrayText' } },
    },
  },
});

export const trailing = style({
  flex: 'none',
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  selectors: { [`${radio}:disabled ~ &`]: { color: vars.color.action.disabled.text } },
  '@media': {
    [mediaQueries.forcedColors]: {
      selectors: { [`${radio}:disabled ~ &`]: { color: 'GrayText' } },
    },
  },
});

export const frame = style({
  position: 'absolute',
  inset: 0,
  borderRadius: 'inherit',
  zIndex: -1,
  border: `${vars.borderWidth.thick} solid ${vars.color.border.strong}`,
  pointerEvents: 'none',
  selectors: {
    [`${card}:hover &`]: { borderColor: vars.color.text.brand },
    // Chosen: a border twice as thick and a tinted card, beside the radio's own dot.
    [`${radio}:checked ~ &`]: {
      borderWidth: vars.borderWidth.focus,
      borderColor: vars.color.surface.brand,
      background: vars.color.surface.brandSubtle,
    },
    [`${radio}[aria-invalid="true"] ~ &`]: { borderColor: vars.color.tone.critical.text },
    [`${radio}:focus-visible ~ &`]: focusRing,
    [`${radio}:disabled ~ &`]: {
      borderColor: vars.color.action.disabled.border,
      background: vars.color.action.disabled.background,
    },
  },
  '@media': {
    // Forced colours paint every border in the text colour and drop the tint: the chosen card
    // keeps the system's selection colour, and its thicker border, there.
    [mediaQueries.forcedColors]: {
      selectors: {
        [`${radio}:checked ~ &`]: {
          forcedColorAdjust: 'none',
          borderColor: 'Highlight',
          background: 'Canvas',
        },
        [`${radio}:disabled ~ &`]: { borderColor: 'GrayText' },
        [`${radio}:focus-visible ~ &`]: { outlineColor: 'Highlight', boxShadow: 'none' },
      },
    },
  },
});
