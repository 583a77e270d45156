import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../tokens/primitives';
import { focusRing } from '../../../tokens/focus.css';
import { vars } from '../../../tokens/theme.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  outline: 'none',
  selectors: {
    // The list itself takes focus only while it is empty, to say so.
    '&[data-focus-visible]': focusRing,
  },
});

/** A hairline between rows, as ListRows draws. */
export const item = style({
  position: 'relative',
  selectors: {
    // Drawn by a pseudo-element, straight across, as the row's own edge is rounded for its tint
    // and focus ring.
    [`${list} > &:not(:first-child)::before`]: {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      insetBlockStart: 0,
      borderBlockStart: `${vars.borderWidth.hairline} solid ${vars.color.border.default}`,
    },
    // The row is as interactive as a ListRow button, and selected rows keep a brand tint.
    '&[data-selected]': { background: vars.color.surface.brandSubtle },
    '&[data-selected][data-hovered]': { background: vars.color.action.secondary.backgroundActive },
  },
  '@media': {
    // Forced colours drop the tint: a selected row is outlined in the selection colour instead.
    [mediaQueries.forcedColors]: {
      selectors: {
        '&[data-selected]': {
          outline: `${vars.borderWidth.thick} solid Highlight`,
          outlineOffset: `calc(-1 * ${vars.borderWidth.thick})`,
        },
      },
    },
  },
});

/** The selection checkbox's field: no box of its own, so the drawn box sits in the row. */
export const checkboxField = style({ display: 'contents' });

/** The selection checkbox: a box drawn here over react-aria's visually hidden input. */
export const checkbox = style({
  display: 'inline-flex',
  flex: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  width: vars.space[6],
  height: vars.space[6],
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.thick} solid ${vars.color.border.strong}`,
  background: vars.color.surface.page,
  color: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': {
      borderColor: vars.color.surface.brand,
      background: vars.color.surface.brand,
      color: vars.color.action.primary.text,
    },
    '&[data-focus-visible]': focusRing,
  },
  '@media': {
    [mediaQueries.forcedColors]: {
      forcedColorAdjust: 'none',
      borderColor: 'CanvasText',
      background: 'Canvas',
      selectors: {
        '&[data-selected]': {
          borderColor: 'Highlight',
          background: 'Highlight',
          color: 'HighlightText',
        },
      },
    },
  },
});

export const empty = style({
  paddingBlock: vars.space[6],
  paddingInline: vars.space[4],
  color: vars.color.text.muted,
  textAlign: 'center',
});
