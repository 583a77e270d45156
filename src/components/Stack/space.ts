import { mediaQueries, type SpaceKey } from '../../../tokens/primitives';
import { vars } from '../../../tokens/theme.css';
import type { Responsive, ResponsiveObject } from '../../internal/vocabulary/responsive';

/** The space scale's steps (multiples of 4px), for every layout primitive's `space`. */
export const layoutSpaces = [
  '0',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '8',
  '10',
  '12',
  '16',
  '20',
] as const satisfies readonly SpaceKey[];
/** One of `layoutSpaces`: a step of the space scale, a quarter rem each (`'4'` is 1rem, 16px). */
export type LayoutSpace = (typeof layoutSpaces)[number];

/** A step of the one space scale: what every `space` and `padding` prop takes. */
export type Space = LayoutSpace;

/**
 * A step of the space scale, or one per screen size: `{ mobile: '2', desktop: '6' }`. Every
 * layout primitive's `space` takes it.
 */
export type ResponsiveSpace = Responsive<Space>;

/**
 * The screen sizes of `Responsive` as sprinkles conditions: `mobile` has no media query,
 * `tablet` is the `md` range and `desktop` the `lg` one. Declared in this order, so each size's
 * rules come after the one below it and win from its breakpoint up.
 */
export const responsiveConditions = {
  mobile: {},
  tablet: { '@media': mediaQueries.md },
  desktop: { '@media': mediaQueries.lg },
} as const;

/**
 * A style per step of the scale, each setting the custom property `property` to that step, for
 * a sprinkles property or a recipe variant. (Outside the style files: they may export values,
 * not functions.)
 */
export const spaceVariants = <P extends string>(property: P) =>
  Object.fromEntries(
    layoutSpaces.map((space) => [space, { vars: { [property]: vars.space[space] } }]),
  ) as Record<LayoutSpace, { vars: Record<P, string> }>;

const isObject = <T>(value: Responsive<T> | undefined): value is ResponsiveObject<T> =>
  typeof value === 'object' && value !== null;

/**
 * A responsive value with the component's default where the phone's value is left out, so
 * `{ desktop: '8' }` keeps the default gap below a desktop's width instead of none.
 */
export function withDefault<T>(value: Responsive<T> | undefined, fallback: T): Responsive<T> {
  if (value === undefined) return fallback;
  if (isObject(value)) return { ...value, mobile: value.mobile ?? fallback };
  return value;
}
