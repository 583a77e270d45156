import { clsx } from 'clsx';
import { createElement, type ComponentPropsWithRef, type ElementType } from 'react';
import { sprinkles, type Sprinkles } from '../../../tokens/sprinkles.css';

export type BoxProps<E extends ElementType = 'div'> = Sprinkles & {
  /** The element to render; a `div` unless the content calls for something more meaningful. */
  as?: E;
} & Omit<ComponentPropsWithRef<E>, keyof Sprinkles | 'as'>;

/**
 * The layout primitive: any element, styled only through the sprinkles' token scales.
 * Pages and stories compose with it instead of writing their own CSS.
 */
export function Box<E extends ElementType = 'div'>({ as, className, ...props }: BoxProps<E>) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return createElement(as ?? 'div', {
    ...rest,
    className: clsx(sprinkles(atoms as Sprinkles), className as string | undefined) || undefined,
  });
}
