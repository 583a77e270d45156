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
export type TextElement = (typeof textElements)[number];

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
  children?: ReactNode;
  className?: string;
}

export type TextProps<E extends TextElement = 'p'> = TextOwnProps<E> &
  Omit<ComponentPropsWithRef<E>, keyof TextOwnProps<E>>;

/**
 * The tone names Text took before the shared tone list, each with the tone that replaced it. They
 * still work for one minor release: the component maps them at runtime.
 */
export type DeprecatedTextTone = 'default' | 'success' | 'error';
export const deprecatedTextTones: Readonly<Record<DeprecatedTextTone, TextTone>> = {
  default: 'neutral',
  success: 'positive',
  error: 'critical',
};

/** The current tone for a tone name, old or new (Heading shares Text's tones). */
export function resolveTextTone(tone: TextTone | DeprecatedTextTone): TextTone {
  return Object.hasOwn(deprecatedTextTones, tone)
    ? deprecatedTextTones[tone as DeprecatedTextTone]
    : (tone as TextTone);
}

/** Text with one of the old tone names; the overload that carries the deprecation. */
export type TextDeprecatedProps<E extends TextElement = 'p'> = Omit<TextProps<E>, 'tone'> & {
  /**
   * An old tone name (`default` is `neutral`, `success` is `positive`, `error` is `critical`), or
   * a value that may be one.
   */
  tone: TextTone | DeprecatedTextTone;
};

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

/**
 * Text's call signatures. The old tone names have a signature of their own, so that editors
 * strike through and lint flags only a use of one of them; the current signature comes first, for
 * every other use, and again last, the one `ComponentProps<typeof Text>` (and a story's args)
 * read. A call-signature type rather than overloaded function declarations: a reference to the
 * component that is not a call (a story's `component: Text`) is then not flagged either.
 */
export interface TextComponent {
  <E extends TextElement = 'p'>(props: TextProps<E>): ReactElement;
  /**
   * @deprecated Text's tones are the shared tone list now: `tone="default"` is `"neutral"`,
   * `"success"` is `"positive"`, `"error"` is `"critical"`. The old names go in the next minor.
   */
  // eslint-disable-next-line @typescript-eslint/unified-signatures
  <E extends TextElement = 'p'>(props: TextDeprecatedProps<E>): ReactElement;
  // eslint-disable-next-line @typescript-eslint/unified-signatures
  <E extends TextElement = 'p'>(props: TextProps<E>): ReactElement;
}

/** Body text from the type scale: size, weight and tone from tokens, optionally clipped. */
export const Text: TextComponent = function Text<E extends TextElement = 'p'>({
  as,
  size = textDefaults.size,
  weight = textDefaults.weight,
  tone = textDefaults.tone,
  maxLines,
  className,
  style,
  ...props
}: TextProps<E> | TextDeprecatedProps<E>): ReactElement {
  const clip = truncation(maxLines);
  return createElement(as ?? textDefaults.as, {
    ...(props as object),
    className: clsx(
      styles.text({ size, weight }),
      styles.tone({ tone: resolveTextTone(tone) }),
      clip.className,
      className,
    ),
    style: clip.style ? { ...clip.style, ...style } : style,
  });
};
