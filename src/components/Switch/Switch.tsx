'use client';
import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field, type FieldBaseProps } from '../Field/FieldBase';
import * as styles from './Switch.css';

export interface SwitchProps
  extends
    Omit<FieldBaseProps, 'describedBy' | 'optional' | 'required' | 'label'>,
    Omit<
      ComponentPropsWithRef<'input'>,
      'type' | 'role' | 'children' | 'aria-invalid' | 'required'
    > {
  /** What the switch turns on or off ("Round up my purchases"): it takes effect at once. */
  label: ReactNode;
}

/**
 * A setting that takes effect as soon as it is flipped: a native checkbox with `role="switch"`
 * on the field base, so screen readers say "on" or "off" rather than "checked". Space flips it,
 * as it ticks any checkbox. Every other prop (`checked`, `defaultChecked`, `onChange`, `name`,
 * `className`, `ref`…) goes to the input.
 */
export function Switch({
  label,
  hint,
  error,
  disabled,
  id,
  className,
  'aria-describedby': describedBy,
  ...input
}: SwitchProps) {
  return (
    <Field
      layout="inline"
      label={label}
      hint={hint}
      error={error}
      disabled={disabled}
      describedBy={describedBy}
      id={id}
    >
      {(control) => (
        <span className={styles.root}>
          <input
            {...input}
            {...control}
            type="checkbox"
            role="switch"
            className={clsx(styles.input, className)}
          />
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
        </span>
      )}
    </Field>
  );
}
