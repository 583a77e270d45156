import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../tokens/primitives';
import { focusRing } from '../../../tokens/focus.css';
import { vars } from '../../../tokens/theme.css';

/*
 * The row's layout, shared with GridList's rows so that a static list, a list of links and an
 * interactive grid of the same items look the same: a leading visual, the title over its
 * description, a trailing value, a chevron.
 */

/** On `ListRows`: a hairline between rows, none above the first or below the last. */
export const divided = style({});

export const item = style({
  listStyle: 'none',
  selectors: {
    [`${divided} > & + &`]: {
      borderBlockStart: `${vars.borderWidth.hairline} solid ${vars.color.border.default}`,
    },
  },
});

/** The row itself: the layout, and, when it is a link or a button, the one target of the row. */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space[3],
  paddingInline: vars.space[4],
  margin: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text.default,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  outline: 'none',
});

/** A row that is a link or a button: it tints on hover and press and shows the focus ring. */
export const interactive = style({
  cursor: 'pointer',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&:hover, &[data-hovered]': { background: vars.color.action.ghost.backgroundHover },
    '&:active, &[data-pressed]': { background: vars.color.action.ghost.backgroundActive },
    '&:focus-visible, &[data-focus-visible]': focusRing,
    '&:disabled, &[aria-disabled="true"], &[data-disabled]': {
      opacity: vars.opacity.disabled,
      cursor: 'not-allowed',
      background: 'transparent',
    },
  },
  '@media': {
    // Forced colours drop the hover tint; the focus ring stays through its transparent outline.
    [mediaQueries.forcedColors]: {
      selectors: {
        '&:hover, &[data-hovered]': { outline: `${vars.borderWidth.hairline} solid Highlight` },
      },
    },
  },
});

export const leading = style({
  display: 'flex',
  flex: 'none',
  alignItems: 'center',
  justifyContent: 'center',
});

// `min-width: 0` lets the text column shrink below its content, which is what lets the title
// and the description truncate rather than push the trailing value out of the row.
export const text = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minWidth: 0,
});

const oneLine = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

export const title = style({
  ...oneLine,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

export const description = style({
  ...oneLine,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.muted,
});

export const trailing = style({
  display: 'flex',
  flex: 'none',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.font.size.md,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const chevron = style({ flex: 'none', color: vars.color.text.muted });

/** The list of rows. */
export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A tinted circle for an icon in the leading slot. */
export const iconTile = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space[10],
  height: vars.space[10],
  borderRadius: vars.radius.full,
  background: vars.color.surface.brandSubtle,
  color: vars.color.text.brand,
  fontSize: vars.font.size.lg,
  '@media': {
    [mediaQueries.forcedColors]: { border: `${vars.borderWidth.hairline} solid CanvasText` },
  },
});
