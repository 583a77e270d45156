import { clsx } from 'clsx';
import { createElement, type ComponentPropsWithRef, type ElementType } from 'react';
import {
  responsiveConditionNames,
  sprinkles,
  type ResponsiveSprinkle,
  type Sprinkles,
} from '../../../tokens/sprinkles.css';
import type { ResponsiveObject } from '../../internal/vocabulary/responsive';

/** One value of a sprinkle, without its per-breakpoint forms. */
export type SprinkleValue<K extends keyof Sprinkles> = Exclude<
  Sprinkles[K],
  object | null | undefined
>;

/**
 * The sprinkles as Box takes them: a layout sprinkle also takes the components' responsive
 * shape, `{ mobile: '2', desktop: '6' }`, besides the sprinkles' own conditions and arrays.
 */
export type BoxSprinkles = {
  [K in keyof Sprinkles]?: K extends ResponsiveSprinkle
    ? Sprinkles[K] | ResponsiveObject<SprinkleValue<K>>
    : Sprinkles[K];
};

/**
 * The sprinkles, each a styling prop on a token scale, with the props of the element `E` that
 * `as` names: everything that is not a sprinkle (`className`, `ref`, `data-*`…) goes to it.
 */
export type BoxProps<E extends ElementType = 'div'> = BoxSprinkles & {
  /** The element to render; a `div` unless the content calls for something more meaningful. */
  as?: E;
} & Omit<ComponentPropsWithRef<E>, keyof Sprinkles | 'as'>;

const conditionOf: Partial<Record<string, string>> = responsiveConditionNames;

/** `{ mobile, tablet, desktop }` in the sprinkles' condition names; any other value as it is. */
function toConditions(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const entries = Object.entries(value as Record<string, unknown>);
  if (!entries.some(([size]) => size in responsiveConditionNames)) return value;
  return Object.fromEntries(entries.map(([size, step]) => [conditionOf[size] ?? size, step]));
}

/**
 * The layout primitive: any element, styled only through the sprinkles' token scales.
 * Pages and stories compose with it instead of writing their own CSS.
 */
export function Box<E extends ElementType = 'div'>({ as, className, ...props }: BoxProps<E>) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = toConditions(value);
    else rest[key] = value;
  }
  return createElement(as ?? 'div', {
    ...rest,
    className: clsx(sprinkles(atoms as Sprinkles), className as string | undefined) || undefined,
  });
}
