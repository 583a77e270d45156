import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactElement, ReactNode } from 'react';
import { tone as toneStyle, type TextTone } from '../Text/Text.css';
import * as styles from './Heading.css';
import type { HeadingSize } from './Heading.css';

export { headingSizes, type HeadingSize } from './Heading.css';

/** The document outline: 1 is the page's title, and levels are never skipped on the way down. */
export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
/** One of `headingLevels`: the heading's place in the outline, `<h1>` to `<h6>`. */
export type HeadingLevel = (typeof headingLevels)[number];

/** The size a heading takes when only its level is given. */
export const headingSizeByLevel = {
  1: 'display',
  2: 'xxl',
  3: 'xl',
  4: 'lg',
  5: 'md',
  6: 'sm',
} as const satisfies Record<HeadingLevel, HeadingSize>;

/** What a Heading takes besides the heading element's own attributes. */
export interface HeadingOwnProps {
  /** Where the heading sits in the page's outline (`<h1>`…`<h6>`); it decides nothing visual. */
  level: HeadingLevel;
  /**
   * How big it looks.
   * @default the level's size
   */
  size?: HeadingSize;
  /**
   * The colour's meaning, from Text's tones: `inverse` on dark surfaces.
   * @default neutral
   */
  tone?: TextTone;
  /** The heading's text, inside the `<h1>`…`<h6>`. */
  children: ReactNode;
  /** On the heading element, as are `style`, `ref` and any `data-*` or `aria-*` prop. */
  className?: string;
}

/** A heading's own props with its element's: `ref`, `className`, `style`, `data-*`, `aria-*`. */
export type HeadingProps = HeadingOwnProps &
  Omit<ComponentPropsWithRef<'h1'>, keyof HeadingOwnProps>;

/** What a Heading is when a prop is left out. */
export const headingDefaults = { tone: 'neutral' } as const satisfies Partial<HeadingOwnProps>;

/**
 * A heading: its level places it in the outline that screen-reader users navigate by, its size
 * is how big it looks, so a card's title can be an `<h3>` at any size the design needs.
 */
export function Heading({
  level,
  size = headingSizeByLevel[level],
  tone = headingDefaults.tone,
  className,
  ...props
}: HeadingProps): ReactElement {
  const Element = `h${level}` as const;
  return (
    <Element
      {...props}
      className={clsx(styles.heading({ size }), toneStyle({ tone }), className)}
    />
  );
}
