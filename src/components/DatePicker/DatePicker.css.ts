import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../../tokens/focus.css';
import { mediaQueries } from '../../../tokens/primitives';
import { vars } from '../../../tokens/theme.css';
import { roundIconButton, textField } from '../../internal/styles/shared.css';

export const picker = style({ display: 'grid' });

/** TextField's box, around the segments and the calendar button. */
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
    fontVariantNumeric: 'tabular-nums',
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
      [mediaQueries.forcedColors]: {
        selectors: { '&[data-disabled]': { borderColor: 'GrayText', color: 'GrayText' } },
      },
    },
  },
]);

export const segments = style({ display: 'flex', alignItems: 'center', flex: 'none' });

/** The dash between a range's two dates. */
export const rangeDash = style({ flex: 'none', color: vars.color.text.muted });

export const segment = style({
  paddingInline: vars.borderWidth.hairline,
  borderRadius: vars.radius.sm,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-placeholder]': { color: vars.color.text.muted },
    '&[data-type="literal"]': { color: vars.color.text.muted },
    '&[data-focused]': {
      background: vars.color.surface.brand,
      color: vars.color.text.inverse,
    },
  },
  '@media': {
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

export const trigger = style([
  roundIconButton,
  {
    marginInlineStart: 'auto',
    color: vars.color.text.muted,
    selectors: {
      '&[data-hovered]': { background: vars.color.action.ghost.backgroundHover },
      '&[data-pressed]': { background: vars.color.action.ghost.backgroundActive },
      '&[data-disabled]': { cursor: 'not-allowed', color: 'inherit' },
    },
  },
]);

export const popover = style({
  zIndex: vars.zIndex.overlay,
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

export const dialog = style({ padding: vars.space[3], outline: 'none' });

export const calendar = style({ display: 'grid', gap: vars.space[2] });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const nav = style([
  roundIconButton,
  {
    width: vars.size.touchTarget,
    height: vars.size.touchTarget,
    selectors: {
      '&[data-hovered]': { background: vars.color.action.ghost.backgroundHover },
      '&[data-disabled]': { color: vars.color.action.disabled.text, cursor: 'not-allowed' },
      '&[data-focus-visible]': focusRing,
    },
  },
]);

export const grid = style({ borderCollapse: 'collapse', borderSpacing: 0 });

export const weekday = style({
  paddingBlockEnd: vars.space[1],
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  color: vars.color.text.muted,
});

/** Large enough to tap: WCAG 2.2's 24px at least, 40px here. */
export const day = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.space[10],
  height: vars.space[10],
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.action.ghost.backgroundHover },
    '&[data-today]': { textDecoration: 'underline', textUnderlineOffset: vars.borderWidth.thick },
    '&[data-selected]': {
      background: vars.color.action.primary.background,
      color: vars.color.action.primary.text,
      fontWeight: vars.font.weight.semibold,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.action.disabled.text, cursor: 'not-allowed' },
    '&[data-unavailable]': {
      color: vars.color.action.disabled.text,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
  },
  '@media': {
    [mediaQueries.forcedColors]: {
      selectors: {
        '&[data-selected]': {
          background: 'Highlight',
          color: 'HighlightText',
          forcedColorAdjust: 'none',
        },
        '&[data-disabled], &[data-unavailable]': { color: 'GrayText' },
      },
    },
  },
});

/**
 * In a range, the days between its ends are a band, and the ends are the round, strong days:
 * the first and last are told apart from the rest by shape, not by colour alone.
 */
export const rangeDay = style({
  selectors: {
    '&[data-selected]': {
      borderRadius: 0,
      background: vars.color.surface.brandSubtle,
      color: vars.color.text.default,
      fontWeight: vars.font.weight.regular,
    },
    '&[data-selection-start]': {
      borderStartStartRadius: vars.radius.full,
      borderEndStartRadius: vars.radius.full,
    },
    '&[data-selection-end]': {
      borderStartEndRadius: vars.radius.full,
      borderEndEndRadius: vars.radius.full,
    },
    '&[data-selection-start], &[data-selection-end]': {
      background: vars.color.action.primary.background,
      color: vars.color.action.primary.text,
      fontWeight: vars.font.weight.semibold,
    },
  },
  '@media': {
    [mediaQueries.forcedColors]: {
      selectors: {
        // The band in the system's highlight; its ends outlined in the text colour as well.
        '&[data-selected]': {
          background: 'Highlight',
          color: 'HighlightText',
          forcedColorAdjust: 'none',
        },
        '&[data-selection-start], &[data-selection-end]': {
          outline: `${vars.borderWidth.thick} solid CanvasText`,
          outlineOffset: `calc(-1 * ${vars.borderWidth.thick})`,
        },
      },
    },
  },
});

globalStyle(`${grid} td`, { padding: 0 });
