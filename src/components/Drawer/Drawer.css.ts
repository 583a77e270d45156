import { recipe } from '@vanilla-extract/recipes';
import { breakpoints, mediaQueries } from '../../../tokens/primitives';
import { vars } from '../../../tokens/theme.css';

/**
 * The edge it hangs from, in the reading direction: `end` is the right in English. `bottom` is
 * the phone's bottom sheet: it rises from the bottom edge, as tall as its content.
 */
export const drawerSides = ['start', 'end', 'bottom'] as const;
/** One of `drawerSides`: the edge a drawer slides from. */
export type DrawerSide = (typeof drawerSides)[number];

/**
 * `phone`: as wide as the widest phone layout, and the whole window on a phone. `full`: the whole
 * window at every width, for a menu that replaces the page.
 */
export const drawerSizes = ['phone', 'full'] as const;
/** One of `drawerSizes`: `phone` beside the page, `full` over the whole window. */
export type DrawerSize = (typeof drawerSizes)[number];

// The widest phone layout (the `sm` range starts above it): a drawer that wide reads as a phone
// screen beside the page.
const phoneWidth = `min(100%, ${breakpoints.mobileMax}px)`;

/** In forced colours the scrim is gone: a line on the inner edge keeps the sheet apart. */
const innerEdge = `${vars.borderWidth.hairline} solid CanvasText`;

export const drawer = recipe({
  variants: {
    side: {
      start: { marginInlineStart: 0, marginInlineEnd: 'auto' },
      end: { marginInlineStart: 'auto', marginInlineEnd: 0 },
      // Phone-wide on a larger screen, it stays centred under the reader's eye.
      bottom: { marginInline: 'auto' },
    } satisfies Record<DrawerSide, object>,
    size: {
      phone: { width: phoneWidth },
      full: { width: '100%' },
    } satisfies Record<DrawerSize, object>,
  },
  compoundVariants: [
    {
      variants: { side: 'start', size: 'phone' },
      style: { '@media': { [mediaQueries.forcedColors]: { borderInlineEnd: innerEdge } } },
    },
    {
      variants: { side: 'end', size: 'phone' },
      style: { '@media': { [mediaQueries.forcedColors]: { borderInlineStart: innerEdge } } },
    },
  ],
});
