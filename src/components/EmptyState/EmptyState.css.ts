import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../../tokens/primitives';
import { vars } from '../../../tokens/theme.css';

/** `page`: the whole of a page's or a tab's content. `compact`: inside a card, a list or a table. */
export const emptyStateSizes = ['page', 'compact'] as const;
/** One of `emptyStateSizes`: `page` or `compact`. */
export type EmptyStateSize = (typeof emptyStateSizes)[number];

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    marginInline: 'auto',
    maxWidth: vars.size.prose,
  },
  variants: {
    size: {
      page: { gap: vars.space[4], paddingBlock: vars.space[12], paddingInline: vars.space[4] },
      compact: { gap: vars.space[2], paddingBlock: vars.space[6], paddingInline: vars.space[4] },
    },
  },
});

/** The icon in a tinted circle; the circle scales with the icon, which scales with the text. */
export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface.brandSubtle,
    color: vars.color.text.brand,
    // The tint is dropped in forced colours; a ring keeps the circle's shape.
    '@media': {
      [mediaQueries.forcedColors]: {
        borderStyle: 'solid',
        borderWidth: vars.borderWidth.hairline,
        borderColor: 'CanvasText',
      },
    },
  },
  variants: {
    size: {
      page: { padding: vars.space[4], fontSize: vars.font.size.xl },
      compact: { padding: vars.space[3], fontSize: vars.font.size.md },
    },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const description = style({
  margin: 0,
  color: vars.color.text.muted,
  lineHeight: vars.font.lineHeight.normal,
  // Long words in a search term ("No results for …") wrap rather than widen the page.
  overflowWrap: 'anywhere',
});

export const title = style({ overflowWrap: 'anywhere' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space[3],
  marginTop: vars.space[2],
});
