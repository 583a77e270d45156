import { clsx } from 'clsx';
import {
  Children,
  createElement,
  type ComponentPropsWithRef,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { CollapseBreakpoint } from '../Columns/Columns.css';
import { keyOf } from '../Stack/Stack';
import { withDefault, type ResponsiveSpace } from '../Stack/space';
import type { Responsive } from '../../internal/vocabulary/responsive';
import * as styles from './Inline.css';
import type { InlineAlign, InlineAlignY } from './Inline.css';

export { inlineAligns, inlineAlignsY, type InlineAlign, type InlineAlignY } from './Inline.css';

/** A plain row, or a list whose items are its children. */
export const inlineElements = ['div', 'ul', 'ol'] as const;
/** One of `inlineElements`: the element the row is. */
export type InlineElement = (typeof inlineElements)[number];

/** What an Inline takes besides its element's own attributes. */
export interface InlineOwnProps<E extends InlineElement> {
  /**
   * `ul` or `ol` make a list: each child becomes a list item.
   * @default div
   */
  as?: E;
  /**
   * The gap between items, across and between the lines they wrap onto: a step of the space
   * scale, or one per screen size (`{ mobile: '2', desktop: '4' }`).
   * @default 2
   */
  space?: ResponsiveSpace;
  /**
   * Where the items sit along the row (and across the column, once stacked): `start`, `center`
   * or `end` (the left and right ends in a left-to-right language, the other way round in a
   * right-to-left one); responsive.
   * @default start
   */
  align?: Responsive<InlineAlign>;
  /**
   * Where shorter items sit in a line: `start` (the top), `center` or `end` (the bottom);
   * responsive.
   * @default start
   */
  alignY?: Responsive<InlineAlignY>;
  /** Below this breakpoint the items stack, one per line. */
  collapseBelow?: CollapseBreakpoint;
  /** The items, side by side in this order; in a `ul` or `ol`, each is wrapped in an `<li>`. */
  children?: ReactNode;
  /** On the row's element, as are `style`, `ref` and any `data-*` or `aria-*` prop. */
  className?: string;
}

/**
 * An inline's own props with its element's (`div`, `ul` or `ol`): `ref`, `className`, `style`,
 * `data-*`, `aria-*`.
 */
export type InlineProps<E extends InlineElement = 'div'> = InlineOwnProps<E> &
  Omit<ComponentPropsWithRef<E>, keyof InlineOwnProps<E>>;

/** What an Inline is when a prop is left out. */
export const inlineDefaults = {
  as: 'div',
  space: '2',
  align: 'start',
  alignY: 'start',
} as const satisfies Partial<InlineOwnProps<InlineElement>>;

/** Items side by side, wrapping onto more lines when the row is full. */
export function Inline<E extends InlineElement = 'div'>({
  as,
  space,
  align,
  alignY,
  collapseBelow,
  className,
  children,
  ...props
}: InlineProps<E>): ReactElement {
  const element = as ?? inlineDefaults.as;
  const list = element !== 'div';
  const items = Children.toArray(children);
  return createElement(
    element,
    {
      ...props,
      // Safari drops the list role of a list drawn without markers; the role puts it back.
      ...(list ? { role: 'list' } : {}),
      className: clsx(
        styles.base,
        styles.inline({ collapseBelow }),
        styles.inlineSprinkles({
          space: withDefault(space, inlineDefaults.space),
          align: withDefault(align, inlineDefaults.align),
          alignY: withDefault(alignY, inlineDefaults.alignY),
        }),
        className,
      ),
    },
    list ? items.map((child, index) => <li key={keyOf(child, index)}>{child}</li>) : items,
  );
}
