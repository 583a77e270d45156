import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../../tokens/primitives';
import { vars } from '../../../tokens/theme.css';

/**
 * How big a heading looks, apart from its level. `display` is a page's title: the largest size
 * that fits a phone, and the display size from the desktop breakpoint.
 */
export const headingSizes = ['display', 'xxl', 'xl', 'lg', 'md', 'sm'] as const;
/** One of `headingSizes`: how big a heading looks. */
export type HeadingSize = (typeof headingSizes)[number];

export const heading = recipe({
  base: {
    margin: 0,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  },
  variants: {
    size: {
      display: {
        fontSize: vars.font.size.xxl,
        letterSpacing: vars.font.letterSpacing.tight,
        '@media': { [mediaQueries.lg]: { fontSize: vars.font.size['5xl'] } },
      },
      xxl: { fontSize: vars.font.size.xxl, letterSpacing: vars.font.letterSpacing.tight },
      xl: { fontSize: vars.font.size.xl },
      lg: { fontSize: vars.font.size.lg },
      md: { fontSize: vars.font.size.md },
      sm: { fontSize: vars.font.size.sm },
    } satisfies Record<HeadingSize, object>,
  },
});
