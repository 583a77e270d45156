import { keyframes } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../../tokens/primitives';
import { vars } from '../../../tokens/theme.css';

/**
 * How big the ring is: `inline` takes the surrounding text's size and colour; `sm`, `md` and `lg`
 * are the icon sizes.
 */
export const spinnerSizes = ['inline', 'sm', 'md', 'lg'] as const;
/** One of `spinnerSizes`: how big the ring is. */
export type SpinnerSize = (typeof spinnerSizes)[number];

export const spin = keyframes({ to: { transform: 'rotate(1turn)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: vars.color.spinner.track,
    borderTopColor: vars.color.spinner.indicator,
    animationName: spin,
    animationDuration: vars.motion.duration.spin,
    animationTimingFunction: vars.motion.easing.linear,
    animationIterationCount: 'infinite',
    '@media': {
      // A slower turn still says "working" without the fast motion some people find hard.
      [mediaQueries.reducedMotion]: { animationDuration: `calc(${vars.motion.duration.spin} * 3)` },
    },
  },
  variants: {
    size: {
      inline: {
        width: vars.size.inline,
        height: vars.size.inline,
        borderWidth: vars.borderWidth.thick,
        borderColor: 'currentColor',
        borderTopColor: 'transparent',
      },
      sm: {
        width: vars.size.iconSm,
        height: vars.size.iconSm,
        borderWidth: vars.borderWidth.thick,
      },
      md: {
        width: vars.size.iconMd,
        height: vars.size.iconMd,
        borderWidth: vars.borderWidth.focus,
      },
      lg: {
        width: vars.size.iconLg,
        height: vars.size.iconLg,
        borderWidth: vars.borderWidth.heavy,
      },
    } satisfies Record<SpinnerSize, object>,
  },
  defaultVariants: { size: 'md' },
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;
