import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../../tokens/primitives';
import { vars } from '../../../tokens/theme.css';
import { fullViewportHeight } from '../../../tokens/viewport.css';

/**
 * `centered`: a card in the middle of the window. `sheet`: full height, for `Drawer`. `bottom`:
 * the phone's bottom sheet, for `Drawer side="bottom"`.
 */
export const dialogLayouts = ['centered', 'sheet', 'bottom'] as const;
export type DialogLayout = (typeof dialogLayouts)[number];

const rise = keyframes({ from: { translate: '0 100%' } });

export const dialog = recipe({
  base: {
    padding: 0,
    border: 'none',
    background: vars.color.surface.page,
    color: vars.color.text.default,
    selectors: { '&::backdrop': { background: vars.color.surface.scrim } },
  },
  variants: {
    layout: {
      centered: {
        width: '100%',
        maxWidth: `min(${vars.size.prose}, calc(100% - 2 * ${vars.space[4]}))`,
        maxHeight: `calc(100% - 2 * ${vars.space[4]})`,
        borderRadius: vars.radius.lg,
        boxShadow: vars.shadow.lg,
        // Forced colours drop the shadow and the scrim: a border keeps the card's edge.
        '@media': {
          [mediaQueries.forcedColors]: {
            border: `${vars.borderWidth.hairline} solid CanvasText`,
          },
        },
      },
      // The drawer sets the width and the side; the sheet only takes the window's height.
      sheet: {
        maxWidth: '100%',
        height: fullViewportHeight,
        maxHeight: fullViewportHeight,
        marginBlock: 0,
      },
      // As tall as its content, up to most of the window, so the page above it still shows and
      // the sheet reads as laid over it; a longer sheet scrolls inside itself.
      bottom: {
        maxWidth: '100%',
        maxHeight: `calc(${fullViewportHeight} - ${vars.space[12]})`,
        marginBlockStart: 'auto',
        marginBlockEnd: 0,
        overflowY: 'auto' as const,
        overscrollBehavior: 'contain' as const,
        // A link tabbed to at either end of a long sheet comes into view with its focus ring whole,
        // not cut by the sheet's edge (WCAG 2.4.11, focus not obscured).
        scrollPaddingBlock: vars.space[4],
        borderStartStartRadius: vars.radius.lg,
        borderStartEndRadius: vars.radius.lg,
        boxShadow: vars.shadow.lg,
        '@media': {
          [mediaQueries.forcedColors]: {
            border: `${vars.borderWidth.hairline} solid CanvasText`,
            borderBlockEnd: 'none',
          },
          // It rises from the edge it belongs to, unless the reader asked for less motion.
          '(prefers-reduced-motion: no-preference)': {
            animation: `${rise} ${vars.motion.duration.base} ${vars.motion.easing.standard}`,
          },
        },
      },
    } satisfies Record<DialogLayout, object>,
  },
});

// While a dialog is open the page behind it does not scroll: the open modal says so itself, with
// or without scripts, and no scroll position has to be saved and restored.
globalStyle(`html:has(${dialog.classNames.base}:modal)`, { overflow: 'hidden' });

export const inner = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space[4] },
  variants: {
    layout: {
      centered: { padding: vars.space[6] },
      sheet: { minHeight: '100%', padding: vars.space[4] },
      // Clear of the home indicator on phones without a home button.
      bottom: {
        padding: vars.space[4],
        paddingBlockEnd: `max(${vars.space[4]}, env(safe-area-inset-bottom))`,
        // The grab handle: drawn, not a control, so it says nothing to assistive technology.
        '::before': {
          content: '""',
          alignSelf: 'center',
          inlineSize: vars.space[10],
          blockSize: vars.space[1],
          marginBlockEnd: `calc(-1 * ${vars.space[2]})`,
          borderRadius: vars.radius.full,
          background: vars.color.border.strong,
        },
        '@media': {
          [mediaQueries.forcedColors]: {
            selectors: { '&::before': { background: 'CanvasText' } },
          },
        },
      },
    } satisfies Record<DialogLayout, object>,
  },
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

/** Stays at the top's far end, with or without a title beside it. */
export const close = style({ marginInlineStart: 'auto' });

export const description = style({ margin: 0, color: vars.color.text.muted });

/** Grows to the bottom, so a last child with `margin-block-start: auto` sits there. */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space[4],
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[3],
  margin: 0,
});
