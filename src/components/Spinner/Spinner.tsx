import { clsx } from 'clsx';
import { spinner, type SpinnerSize } from './Spinner.css';

export { spinnerSizes, type SpinnerSize } from './Spinner.css';

export interface SpinnerProps {
  size?: SpinnerSize;
  /**
   * What is being waited for, for assistive technology. Without it the spinner is decorative:
   * whatever shows it (a busy button, a loader with a status message) must say what is happening.
   */
  label?: string;
  className?: string;
}

/** A turning ring. `inline` takes the surrounding text's size and colour. */
export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const classes = clsx(spinner({ size }), className);
  if (label) return <span role="img" aria-label={label} className={classes} />;
  return <span aria-hidden="true" className={classes} />;
}
