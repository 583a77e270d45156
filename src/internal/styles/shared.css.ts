/**
 * Style pieces several components share, so each is written once. Values still come only from
 * the theme contract.
 */
import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../tokens/focus.css';
import { vars } from '../../../tokens/theme.css';

/** A round, borderless button holding one icon (close, dismiss). */
export const roundIconButton = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.font.size.lg,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

/** The look of a text field: phone number, one-time-code boxes. */
export const textField = style({
  fontFamily: 'inherit',
  color: vars.color.text.default,
  background: vars.color.surface.page,
  border: `${vars.borderWidth.thick} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': { ...focusRing, borderColor: vars.color.border.focus },
    '&[aria-invalid="true"]': { borderColor: vars.color.tone.critical.text },
    // A disabled field must not look editable (the states stories showed it did).
    '&:disabled': {
      color: vars.color.action.disabled.text,
      background: vars.color.action.disabled.background,
      borderColor: vars.color.action.disabled.border,
      cursor: 'not-allowed',
    },
  },
});

/**
 * The rounded square a product's icon sits in (menus, product cards). The icon inside is drawn
 * at 1.25 × this font size; the tile is the menu item's 40 px row height.
 */
export const iconTile = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: vars.space[10],
  height: vars.space[10],
  borderRadius: vars.radius.md,
  background: vars.color.surface.brandSubtle,
  color: vars.color.text.brand,
  fontSize: vars.font.size.md,
});

/** A small pill label such as "New". */
export const tagPill = style({
  display: 'inline-block',
  paddingInline: vars.space[2],
  borderRadius: vars.radius.full,
  background: vars.color.tag.background,
  color: vars.color.tag.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.normal,
});

/** The small upper-case label above a page's heading ("Instant cash advance", "Blog"). */
export const eyebrow = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
  color: vars.color.text.brand,
});

/**
 * A rounded link the size of a touch target, outlined: the blog's category chips and its
 * previous/next links. A link, not a Button: each one goes to another page.
 */
export const pillLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space[4],
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border.strong}`,
  color: vars.color.text.default,
  textDecoration: 'none',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  selectors: {
    '&:hover': { background: vars.color.action.ghost.backgroundHover },
    '&:focus-visible': focusRing,
  },
});
