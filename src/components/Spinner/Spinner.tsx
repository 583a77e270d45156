import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { spinner, type SpinnerSize } from './Spinner.css';

export { spinnerSizes, type SpinnerSize } from './Spinner.css';

/** `className`, `style`, `ref` and any `data-*` or `aria-*` prop go to the spinner's `<span>`. */
export interface SpinnerProps extends Omit<ComponentPropsWithRef<'span'>, 'children' | 'role'> {
  /** @default md */
  size?: SpinnerSize;
  /**
   * What is being waited for, for assistive technology. Without it the spinner is decorative:
   * whatever shows it (a busy button, a loader with a status message) must say what is happening.
   */
  label?: string;
}

/**
 * A turning ring. `inline` takes the surrounding text's size and colour. `ref`, `className`,
 * `style` and other attributes go on its `<span>`.
 */
export function Spinner({ size = 'md', label, className, ...props }: SpinnerProps) {
  const classes = clsx(spinner({ size }), className);
  if (label) return <span {...props} role="img" aria-label={label} className={classes} />;
  return <span aria-hidden="true" {...props} className={classes} />;
}
