import { clsx } from 'clsx';
import {
  createElement,
  type ComponentPropsWithRef,
  type ReactElement,
  type ReactNode,
} from 'react';
import * as styles from './Container.css';
import type { ContainerWidth } from './Container.css';

export { containerWidths, type ContainerWidth } from './Container.css';

/** A container is a plain block, or the landmark or section it bounds. */
export const containerElements = ['div', 'section', 'article', 'main', 'header', 'footer'] as const;
/** One of `containerElements`: the element a container renders as. */
export type ContainerElement = (typeof containerElements)[number];

/** The container's element, width and gutters: the props Container reads itself. */
export interface ContainerOwnProps<E extends ContainerElement> {
  /** @default div */
  as?: E;
  /**
   * The widest the content gets.
   * @default content
   */
  width?: ContainerWidth;
  /**
   * Keeps the page's gutter between the content and the window's edge. Off for a container
   * inside another, which already has it.
   * @default true
   */
  gutters?: boolean;
  /** The content, in a column centred in the space it has. */
  children?: ReactNode;
  /** For the container's element, as are `style`, `ref` and any `data-*` or `aria-*` prop. */
  className?: string;
}

/**
 * The container's own props with those of the element `as` names: `ref`, `style`, `data-*`,
 * `aria-*`.
 */
export type ContainerProps<E extends ContainerElement = 'div'> = ContainerOwnProps<E> &
  Omit<ComponentPropsWithRef<E>, keyof ContainerOwnProps<E>>;

/** What a Container is when a prop is left out. */
export const containerDefaults = {
  as: 'div',
  width: 'content',
  gutters: true,
} as const satisfies Partial<ContainerOwnProps<ContainerElement>>;

/** Centres its content in a column no wider than `width`, with the page's gutters. */
export function Container<E extends ContainerElement = 'div'>({
  as,
  width = containerDefaults.width,
  gutters = containerDefaults.gutters,
  className,
  ...props
}: ContainerProps<E>): ReactElement {
  return createElement(as ?? containerDefaults.as, {
    ...props,
    className: clsx(styles.container({ width, gutters }), className),
  });
}
