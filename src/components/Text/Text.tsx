import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import {
  createElement,
  type ComponentPropsWithRef,
  type ReactElement,
  type ReactNode,
} from 'react';
import * as styles from './Text.css';
import type { TextSize, TextTone, TextWeight } from './Text.css';

export {
  textSizes,
  textTones,
  textWeights,
  type TextSize,
  type TextTone,
  type TextWeight,
} from './Text.css';

/** The elements text may be: a paragraph, a phrase inside one, or a block that is not prose. */
export const textElements = [
  'p',
  'span',
  'div',
  'strong',
  'em',
  'small',
  'label',
  'li',
  'dt',
  'dd',
  'figcaption',
] as const;
/** One of `textElements`: the element the text is. */
export type TextElement = (typeof textElements)[number];

/** What Text takes besides its element's own attributes. */
export interface TextOwnProps<E extends TextElement> {
  /**
   * The element: a paragraph unless the text is part of something else.
   * @default p
   */
  as?: E;
  /**
   * A step of the body type scale.
   * @default md
   */
  size?: TextSize;
  /** @default regular */
  weight?: TextWeight;
  /**
   * The colour's meaning, from the shared tone list: `neutral` for ordinary text, a status
   * (`info`, `positive`, `caution`, `critical`) or `brand`; and Text's own emphasis, `muted` for
   * secondary details and `inverse` on dark surfaces.
   * @default neutral
   */
  tone?: TextTone;
  /**
   * Clips the text to this many lines: 1 ends the line with an ellipsis, more clamp a paragraph.
   * Only the drawing is clipped: the whole text stays in the page for screen readers and search.
   */
  maxLines?: number;
  /** The text, and any inline content in it (a link, an amount), inside the element. */
  children?: ReactNode;
  /** On the text's element, as are `style`, `ref` and any `data-*` or `aria-*` prop. */
  className?: string;
}

/**
 * Text's own props with its element's (`p` unless `as` says otherwise): `ref`, `className`,
 * `style`, `data-*`, `aria-*`.
 */
export type TextProps<E extends TextElement = 'p'> = TextOwnProps<E> &
  Omit<ComponentPropsWithRef<E>, keyof TextOwnProps<E>>;

/** What Text is when a prop is left out; the docs' prop table reads it from here too. */
export const textDefaults = {
  as: 'p',
  size: 'md',
  weight: 'regular',
  tone: 'neutral',
} as const satisfies Partial<TextOwnProps<TextElement>>;

/** The classes and inline variables that clip text to `maxLines` (none below one line). */
export function truncation(maxLines: number | undefined) {
  if (maxLines === undefined || !Number.isFinite(maxLines) || maxLines < 1) return {};
  const lines = Math.floor(maxLines);
  if (lines === 1) return { className: styles.singleLine };
  return {
    className: styles.clamped,
    style: assignInlineVars({ [styles.lineCount]: String(lines) }),
  };
}

/** Body text from the type scale: size, weight and tone from tokens, optionally clipped. */
export function Text<E extends TextElement = 'p'>({
  as,
  size = textDefaults.size,
  weight = textDefaults.weight,
  tone = textDefaults.tone,
  maxLines,
  className,
  style,
  ...props
}: TextProps<E>): ReactElement {
  const clip = truncation(maxLines);
  return createElement(as ?? textDefaults.as, {
    ...(props as object),
    className: clsx(
      styles.text({ size, weight }),
      styles.tone({ tone }),
      clip.className,
      className,
    ),
    style: clip.style ? { ...clip.style, ...style } : style,
  });
}
