'use client';
import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Skeleton.css';
import type { SkeletonRatio, SkeletonShape, SkeletonSize, SkeletonWidth } from './Skeleton.css';
import { useMessages } from '../../helpers/locale/context';
import { skeletonStrings } from '../../helpers/locale/messages/en-US/skeleton';

export {
  skeletonRatios,
  skeletonShapes,
  skeletonSizes,
  skeletonWidths,
  type SkeletonRatio,
  type SkeletonShape,
  type SkeletonSize,
  type SkeletonWidth,
} from './Skeleton.css';

/**
 * `className`, `style`, `ref` and any `data-*` prop go to the placeholder's `<span>`, which is
 * hidden from screen readers.
 */
export interface SkeletonProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /**
   * `text` lines take the surrounding font size; `circle` an icon or avatar; `rect` a block.
   * @default text
   */
  shape?: SkeletonShape;
  /**
   * Text only: how many lines. With more than one, the last is shorter, as a paragraph's is.
   * @default 1
   */
  lines?: number;
  /**
   * Text and rect: the share of the container's width.
   * @default full
   */
  width?: SkeletonWidth;
  /**
   * Circle only: `sm` an icon, `md` an icon tile, `lg` an avatar.
   * @default md
   */
  size?: SkeletonSize;
  /**
   * Rect only: its aspect ratio, over `width`.
   * @default 16/9
   */
  ratio?: SkeletonRatio;
  /** On the placeholder's `<span>` (around the lines, for text), after its own classes. */
  className?: string;
}

/** What a Skeleton is when a prop is left out; the docs' prop table reads it from here too. */
export const skeletonDefaults = {
  shape: 'text',
  lines: 1,
  width: 'full',
  size: 'md',
  ratio: '16/9',
} as const satisfies Partial<SkeletonProps>;

/**
 * A grey placeholder in the shape of content that is on its way. Hidden from screen readers: a
 * `SkeletonGroup` around the placeholders says "Loading…" once, for all of them.
 */
export function Skeleton({
  shape = skeletonDefaults.shape,
  lines = skeletonDefaults.lines,
  width = skeletonDefaults.width,
  size = skeletonDefaults.size,
  ratio = skeletonDefaults.ratio,
  className,
  ...props
}: SkeletonProps) {
  if (shape === 'circle') {
    return (
      <span
        aria-hidden="true"
        {...props}
        className={clsx(styles.shape({ shape, size }), className)}
      />
    );
  }
  if (shape === 'rect') {
    return (
      <span
        aria-hidden="true"
        {...props}
        className={clsx(styles.shape({ shape, ratio }), styles.width({ width }), className)}
      />
    );
  }
  const count = Math.max(1, Math.floor(lines));
  return (
    <span
      aria-hidden="true"
      {...props}
      className={clsx(styles.lines, styles.width({ width }), className)}
    >
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          className={clsx(
            styles.shape({ shape }),
            count > 1 && index === count - 1 && styles.lastLine,
          )}
        />
      ))}
    </span>
  );
}

/**
 * `className`, `style`, `ref` and any `data-*` or `aria-*` prop go to the group's `<div>`, the live
 * region.
 */
export interface SkeletonGroupProps extends Omit<ComponentPropsWithRef<'div'>, 'role'> {
  /** Read once for the whole group: what is loading. */
  label?: string;
  /** The `Skeleton` shapes, laid out as the content will be. */
  children: ReactNode;
}

/** Placeholders for one region, with a single "Loading…" message for screen readers. */
export function SkeletonGroup({ label, className, children, ...props }: SkeletonGroupProps) {
  const t = useMessages(skeletonStrings);
  return (
    <div {...props} role="status" className={clsx(styles.group, className)}>
      <VisuallyHidden>{label ?? t('skeleton.loading')}</VisuallyHidden>
      {children}
    </div>
  );
}
