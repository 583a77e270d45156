import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactElement, ReactNode } from 'react';
import { badge, type BadgeTone } from './Badge.css';

export { badgeTones, type BadgeTone } from './Badge.css';

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

/** A Badge with the old `new` tone; the signature that carries the deprecation. */
export type BadgeDeprecatedProps = Omit<BadgeProps, 'tone'> & {
  /** `new`, the old name of `brand`, or a value that may be it. */
  tone: BadgeTone | 'new';
};

/**
 * Badge's call signatures: the old `new` tone has one of its own, so that editors strike through
 * and lint flags only a use of it (the current one comes again last, the one
 * `ComponentProps<typeof Badge>` reads).
 */
export interface BadgeComponent {
  (props: BadgeProps): ReactElement;
  /** @deprecated `tone="new"` is `tone="brand"` now, the same sunshine pill. It goes in the next minor. */
  // eslint-disable-next-line @typescript-eslint/unified-signatures
  (props: BadgeDeprecatedProps): ReactElement;
  // eslint-disable-next-line @typescript-eslint/unified-signatures
  (props: BadgeProps): ReactElement;
}

/** A short status label beside the thing it describes. Text only: it is never a control. */
export const Badge: BadgeComponent = function Badge({
  tone = 'neutral',
  className,
  children,
  ...props
}: BadgeProps | BadgeDeprecatedProps) {
  return (
    <span {...props} className={clsx(badge({ tone: tone === 'new' ? 'brand' : tone }), className)}>
      {children}
    </span>
  );
};
