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
import type { LayoutSpace } from '../Stack/space';
import * as styles from './Inline.css';
import type { InlineAlign, InlineAlignY } from './Inline.css';

export { inlineAligns, inlineAlignsY, type InlineAlign, type InlineAlignY } from './Inline.css';

/** A plain row, or a list whose items are its children. */
export const inlineElements = ['div', 'ul', 'ol'] as const;
export type InlineElement = (typeof inlineElements)[number];

export interface InlineOwnProps<E extends InlineElement> {
  /** `ul` or `ol` make a list: each child becomes a list item. */
  as?: E;
  /** The gap between items, across and between the lines they wrap onto. */
  space?: LayoutSpace;
  /** Where the items sit along the row (and across the column, once stacked). */
  align?: InlineAlign;
  /** Where shorter items sit in a line. */
  alignY?: InlineAlignY;
  /** Below this breakpoint the items stack, one per line. */
  collapseBelow?: CollapseBreakpoint;
  children?: ReactNode;
  className?: string;
}

export type InlineProps<E extends InlineElement = 'div'> = InlineOwnProps<E> &
  Omit<ComponentPropsWithRef<E>, keyof InlineOwnProps<E>>;

/** What an Inline is when a prop is left out. */
export const inlineDefaults = {
  as: 'div',
  space: '2',
  align: 'left',
  alignY: 'top',
} as const satisfies Partial<InlineOwnProps<InlineElement>>;

/** Items side by side, wrapping onto more lines when the row is full. */
export function Inline<E extends InlineElement = 'div'>({
  as,
  space = inlineDefaults.space,
  align = inlineDefaults.align,
  alignY = inlineDefaults.alignY,
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
      className: clsx(styles.inline({ space, align, alignY, collapseBelow }), className),
    },
    list ? items.map((child, index) => <li key={keyOf(child, index)}>{child}</li>) : items,
  );
}
