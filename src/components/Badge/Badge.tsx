import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { badge, type BadgeTone } from './Badge.css';

export { badgeTones, type BadgeTone } from './Badge.css';

/** `className`, `style`, `ref` and any `data-*` or `aria-*` prop go to the badge's `<span>`. */
export interface BadgeProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /**
   * The colour family, from the shared tone list: `neutral`, a status (`info`,
   * `positive`, `caution`, `critical`), or `brand`, the sunshine pill for news. It only echoes
   * the words: the label itself must say the status, because
   * colour alone is lost on many readers (and entirely in forced colours).
   * @default neutral
   */
  tone?: BadgeTone;
  /** One or two words: "New", "Paid", "Overdue". */
  children: ReactNode;
}

/** A short status label beside the thing it describes. Text only: it is never a control. */
export function Badge({ tone = 'neutral', className, children, ...props }: BadgeProps) {
  return (
    <span {...props} className={clsx(badge({ tone }), className)}>
      {children}
    </span>
  );
}
