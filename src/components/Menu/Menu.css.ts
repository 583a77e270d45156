import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../tokens/primitives';
import { focusRing } from '../../../tokens/focus.css';
import { vars } from '../../../tokens/theme.css';
import type { Tone } from '../../internal/vocabulary/tone';

/** An item's tone: `critical` for one that cannot be undone (delete the card, close the account). */
export type MenuItemTone = Extract<Tone, 'neutral' | 'critical'>;
/**
 * Every menu item tone, as a list: for a control that offers them all, or a test that visits each.
 */
export const menuItemTones = ['neutral', 'critical'] as const satisfies readonly MenuItemTone[];

/** Where the menu opens against its trigger; it flips when there is no room. */
export const menuPlacements = ['bottom start', 'bottom end', 'top start', 'top end'] as const;
/**
 * One of `menuPlacements`: the side of its trigger the menu opens on, and the edge it lines up
 * with.
 */
export type MenuPlacement = (typeof menuPlacements)[number];

const critical = vars.color.tone.critical;

export const popover = style({
  zIndex: vars.zIndex.overlay,
  minWidth: `max(${vars.size.card}, var(--trigger-width))`,
  maxWidth: `min(${vars.size.toast}, 100%)`,
  overflow: 'auto',
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border.default}`,
  background: vars.color.surface.page,
  color: vars.color.text.default,
  boxShadow: vars.shadow.md,
  outline: 'none',
  // Forced colours drop the shadow: the border in the text colour keeps the menu apart.
  '@media': {
    [mediaQueries.forcedColors]: { borderColor: 'CanvasText' },
  },
});

export const menu = style({
  display: 'grid',
  padding: vars.space[1],
  outline: 'none',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.snug,
});

// react-aria-components states each item's state as a data attribute; the styles read those.
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"mark text end"',
  alignItems: 'center',
  columnGap: vars.space[3],
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  borderRadius: vars.radius.sm,
  color: vars.color.text.default,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-open]': { background: vars.color.action.ghost.backgroundHover },
    '&[data-pressed]': { background: vars.color.action.ghost.backgroundActive },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: vars.opacity.disabled, cursor: 'not-allowed' },
  },
  '@media': {
    // Forced colours replace the focus tint with the page colour: the item the arrows reach is
    // marked in the system's selection colours instead.
    [mediaQueries.forcedColors]: {
      selectors: {
        '&[data-focused], &[data-open]': {
          forcedColorAdjust: 'none',
          background: 'Highlight',
          color: 'HighlightText',
        },
        '&[data-disabled]': { color: 'GrayText', opacity: 1 },
      },
    },
  },
});

export const criticalItem = style({
  color: critical.text,
  selectors: {
    '&[data-focused]': { background: critical.background },
  },
});

/** The leading column: a selected item's tick, or the item's glyph. */
export const mark = style({
  gridArea: 'mark',
  display: 'inline-flex',
  minWidth: vars.size.inline,
  justifyContent: 'center',
});

export const text = style({ gridArea: 'text', display: 'grid', gap: vars.space[1] });
export const label = style({});
export const description = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  selectors: {
    [`${criticalItem} &`]: { color: 'inherit' },
  },
  '@media': {
    [mediaQueries.forcedColors]: {
      selectors: { [`${item}[data-focused] &`]: { color: 'inherit' } },
    },
  },
});

export const end = style({
  gridArea: 'end',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
});

export const shortcut = style({
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  '@media': {
    [mediaQueries.forcedColors]: {
      selectors: { [`${item}[data-focused] &`]: { color: 'inherit' } },
    },
  },
});

export const section = style({
  display: 'grid',
  selectors: {
    // Sections after the first are set apart by a line, as a separator would.
    '& + &': {
      marginBlockStart: vars.space[1],
      paddingBlockStart: vars.space[1],
      borderBlockStart: `${vars.borderWidth.hairline} solid ${vars.color.border.default}`,
    },
  },
});

export const header = style({
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.muted,
});

// A border rather than a fill: forced colours keep borders (in a system colour) and drop fills.
// The margin keeps the line clear of a focused item's ring.
export const separator = style({
  height: 0,
  marginBlock: vars.space[2],
  marginInline: 0,
  border: 'none',
  borderBlockStart: `${vars.borderWidth.hairline} solid ${vars.color.border.default}`,
});
