import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import * as styles from './Divider.css';
import type { DividerWeight } from './Divider.css';

export { dividerWeights, type DividerWeight } from './Divider.css';

/** How the line looks and whether it is announced: the props Divider reads itself. */
export interface DividerOwnProps {
  /**
   * How much the line stands out.
   * @default regular
   */
  weight?: DividerWeight;
  /**
   * Hides the line from assistive technology: for a line that only decorates, where the content
   * around it is already grouped (list items, cards). Without it the line is a separator that
   * screen readers announce.
   * @default false
   */
  decorative?: boolean;
  /** For the `<hr>`, as are `style`, `ref` and any `data-*` or `aria-*` prop. */
  className?: string;
}

/** The line's own props with its `<hr>`'s: `ref`, `className`, `style`, `data-*`, `aria-*`. */
export type DividerProps = DividerOwnProps &
  Omit<ComponentPropsWithRef<'hr'>, keyof DividerOwnProps | 'children'>;

/** What a Divider is when a prop is left out. */
export const dividerDefaults = {
  weight: 'regular',
  decorative: false,
} as const satisfies Partial<DividerOwnProps>;

/** A horizontal line between pieces of content: an `<hr>`, a thematic break, unless decorative. */
export function Divider({
  weight = dividerDefaults.weight,
  decorative = dividerDefaults.decorative,
  className,
  ...props
}: DividerProps) {
  return (
    <hr
      {...props}
      aria-hidden={decorative || undefined}
      className={clsx(styles.divider({ weight }), className)}
    />
  );
}
