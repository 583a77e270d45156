import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';
// Imported so that Button's rules come first in the style sheet: the circle below overrides its
// pill padding at the same specificity.
import { button } from '../Button/Button.css';
import type { ButtonSize } from '../Button/Button.css';

/** Button's variants less `link`: an icon alone cannot sit in running text as a link does. */
export const iconButtonVariants = ['primary', 'secondary', 'ghost'] as const;
/** One of `iconButtonVariants`: the button's visual weight. */
export type IconButtonVariant = (typeof iconButtonVariants)[number];

// The circle is as wide as Button's pill is high at the same size.
const side = {
  xs: vars.size.controlSm,
  sm: vars.size.controlSm,
  md: vars.size.touchTarget,
  lg: vars.size.controlLg,
  xl: vars.size.controlLg,
} as const satisfies Record<ButtonSize, string>;

export const circle = styleVariants(side, (width) => [
  { selectors: { [`${button.classNames.base}&`]: { width, paddingInline: 0 } } },
]);

/** The glyph is drawn a step larger than the label text it replaces, so it reads at a glance. */
export const glyph = style({ display: 'block' });
