'use client';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import { useId, type ComponentPropsWithRef } from 'react';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './ProgressBar.css';
import { useLocale } from '../../helpers/locale/context';

/** How far `value` is along 0…`max`, from 0 to 100; 0 when `max` is not a positive number. */
export function progressPercent(value: number, max: number): number {
  if (!(max > 0) || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, (value / max) * 100));
}

/**
 * `className`, `style`, `ref` and any `data-*` or `aria-*` prop go to the root `<div>` around the
 * label and the bar, not to the `progressbar` element inside it.
 */
export interface ProgressBarProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** What is progressing, shown above the bar and read as its name: "Uploading your ID". */
  label: string;
  /** Left out while the amount of work is unknown: the bar then says only that it is working. */
  value?: number;
  /**
   * The value when done.
   * @default 100
   */
  max?: number;
  /**
   * The value in words, shown beside the label and read instead of a percentage: "Step 2 of 3",
   * "$150 of $250 saved". Without it the percentage is shown and read. Unused while there is
   * no `value`.
   */
  valueText?: string;
  /**
   * Shows the value (or `valueText`) beside the label.
   * @default true
   */
  showValue?: boolean;
  /**
   * Keeps the label for screen readers only, where the context already names the bar.
   * @default false
   */
  hideLabel?: boolean;
}

/** What a ProgressBar is when a prop is left out; the docs' prop table reads it from here too. */
export const progressBarDefaults = {
  max: 100,
  showValue: true,
  hideLabel: false,
} as const satisfies Partial<ProgressBarProps>;

/** How far a task has gone: a labelled `progressbar` with its value, in numbers or in words. */
export function ProgressBar({
  label,
  value,
  max = progressBarDefaults.max,
  valueText,
  showValue = progressBarDefaults.showValue,
  hideLabel = progressBarDefaults.hideLabel,
  className,
  ...props
}: ProgressBarProps) {
  const labelId = useId();
  const determinate = value !== undefined;
  const percent = determinate ? progressPercent(value, max) : 0;
  const now = determinate ? Math.min(max, Math.max(0, value)) : undefined;
  const locale = useLocale();
  const shown = determinate
    ? (valueText ??
      new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
        percent / 100,
      ))
    : undefined;
  return (
    <div {...props} className={clsx(styles.root, className)}>
      <div className={hideLabel ? visuallyHidden : styles.header}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        {showValue && shown !== undefined && (
          // The bar itself says the value to screen readers; this is the same words, drawn.
          <span className={styles.value} aria-hidden="true">
            {shown}
          </span>
        )}
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={now}
        aria-valuetext={determinate ? valueText : undefined}
        className={styles.track}
      >
        <div
          className={determinate ? styles.indicator : styles.indeterminate}
          style={determinate ? assignInlineVars({ [styles.fill]: `${percent}%` }) : undefined}
        />
      </div>
    </div>
  );
}
