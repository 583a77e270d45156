import { clsx } from 'clsx';
import {
  Children,
  createElement,
  isValidElement,
  type ComponentPropsWithRef,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Divider } from '../Divider/Divider';
import type { Responsive } from '../../internal/vocabulary/responsive';
import * as styles from './Stack.css';
import type { StackAlign } from './Stack.css';
import { withDefault, type ResponsiveSpace } from './space';

export { stackAligns, type StackAlign } from './Stack.css';
export { layoutSpaces, type LayoutSpace, type ResponsiveSpace, type Space } from './space';

/** A plain stack, or a list whose items are its children. */
export const stackElements = ['div', 'ul', 'ol'] as const;
/** One of `stackElements`: the element the stack is. */
export type StackElement = (typeof stackElements)[number];

/** What a Stack takes besides its element's own attributes. */
export interface StackOwnProps<E extends StackElement> {
  /**
   * `ul` or `ol` make a list: each child becomes a list item.
   * @default div
   */
  as?: E;
  /**
   * The gap between children, a step of the space scale, or one per screen size:
   * `{ mobile: '4', desktop: '8' }`.
   * @default 4
   */
  space?: ResponsiveSpace;
  /**
   * Where narrower children sit across the stack: `start`, `center` or `end` (the left and right
   * edges in a left-to-right language, the other way round in a right-to-left one); `stretch`
   * makes each as wide as the stack. One value, or one per screen size.
   * @default stretch
   */
  align?: Responsive<StackAlign>;
  /**
   * A line between every two children, in the middle of the gap.
   * @default false
   */
  dividers?: boolean;
  /**
   * What is stacked, one under another in this order; in a `ul` or `ol`, each is wrapped in an
   * `<li>`.
   */
  children?: ReactNode;
  /** On the stack's element, as are `style`, `ref` and any `data-*` or `aria-*` prop. */
  className?: string;
}

/**
 * A stack's own props with its element's (`div`, `ul` or `ol`): `ref`, `className`, `style`,
 * `data-*`, `aria-*`.
 */
export type StackProps<E extends StackElement = 'div'> = StackOwnProps<E> &
  Omit<ComponentPropsWithRef<E>, keyof StackOwnProps<E>>;

/** What a Stack is when a prop is left out. */
export const stackDefaults = {
  as: 'div',
  space: '4',
  align: 'stretch',
  dividers: false,
} as const satisfies Partial<StackOwnProps<StackElement>>;

/** The key `Children.toArray` gave a child, for the element that wraps it. */
export const keyOf = (child: ReactNode, index: number) =>
  isValidElement(child) && child.key !== null ? child.key : String(index);

/** Children one under another, with the same space between each. */
export function Stack<E extends StackElement = 'div'>({
  as,
  space,
  align,
  dividers = stackDefaults.dividers,
  className,
  children,
  ...props
}: StackProps<E>): ReactElement {
  const element = as ?? stackDefaults.as;
  const items = Children.toArray(children);
  const list = element !== 'div';
  const content = list
    ? items.map((child, index) => (
        <li key={keyOf(child, index)} className={clsx(styles.item, dividers && styles.dividedItem)}>
          {child}
        </li>
      ))
    : items.flatMap((child, index) =>
        dividers && index > 0
          ? [<Divider key={`divider-${keyOf(child, index)}`} decorative />, child]
          : [child],
      );
  return createElement(
    element,
    {
      ...props,
      // Safari drops the list role of a list drawn without markers; the role puts it back.
      ...(list ? { role: 'list' } : {}),
      className: clsx(
        styles.stack,
        styles.stackSprinkles({
          space: withDefault(space, stackDefaults.space),
          align: withDefault(align, stackDefaults.align),
        }),
        className,
      ),
    },
    content,
  );
}
