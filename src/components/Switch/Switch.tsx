'use client';
import type { ChangeEvent, ComponentPropsWithRef, CSSProperties, ReactNode } from 'react';
import { Field, type FieldBaseProps } from '../Field/FieldBase';
import * as styles from './Switch.css';

/** The props of `Switch`: a setting turned on or off, with its label, hint and error beside it. */
export interface SwitchProps
  extends
    Omit<FieldBaseProps, 'describedBy' | 'optional' | 'required' | 'label'>,
    Omit<
      ComponentPropsWithRef<'input'>,
      | 'type'
      | 'role'
      | 'children'
      | 'aria-invalid'
      | 'required'
      | 'checked'
      | 'defaultChecked'
      | 'onChange'
    > {
  /** On or off, when the parent keeps it (controlled); leave it out to start at `defaultChecked`. */
  checked?: boolean;
  /** On at first, in a switch that keeps its own state (uncontrolled). */
  defaultChecked?: boolean;
  /** Every flip: whether it is now on, then the event. */
  onChange?: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  /** For the field's outer element (switch and words), as is `style`. */
  className?: string;
  /** On the field's outer element, as is `className`. */
  style?: CSSProperties;
  /** What the switch turns on or off ("Round up my purchases"): it takes effect at once. */
  label: ReactNode;
}

/**
 * A setting that takes effect as soon as it is flipped: a native checkbox with `role="switch"`
 * on the field base, so screen readers say "on" or "off" rather than "checked". Space flips it,
 * as it ticks any checkbox. `className` and `style` go to the field's outer element; `ref`, `id`,
 * any `data-*` or `aria-*` prop and every other prop (`name`, `value`…) go to the input.
 */
export function Switch({
  label,
  hint,
  error,
  disabled,
  id,
  className,
  style,
  onChange,
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
      className={className}
      style={style}
    >
      {(control) => (
        <span className={styles.root}>
          <input
            {...input}
            {...control}
            type="checkbox"
            role="switch"
            className={styles.input}
            onChange={(event) => {
              onChange?.(event.target.checked, event);
            }}
          />
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
        </span>
      )}
    </Field>
  );
}
