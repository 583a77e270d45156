'use client';
import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field, isShown, type FieldBaseProps } from '../Field/FieldBase';
import * as styles from './TextField.css';

/** The input types that take a line of text; numbers and dates have controls of their own. */
export const textFieldTypes = ['text', 'email', 'tel', 'url', 'password', 'search'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps
  extends
    Omit<FieldBaseProps, 'describedBy'>,
    Omit<ComponentPropsWithRef<'input'>, 'type' | 'prefix' | 'children' | 'aria-invalid'> {
  /** What the browser may offer and which keyboard a phone shows. */
  type?: TextFieldType;
  /**
   * Text before the value inside the box, such as "$". Hidden from screen readers, so the label
   * must say it too ("Amount, in dollars").
   */
  prefix?: ReactNode;
  /** Text after the value inside the box, such as "per month"; hidden like `prefix`. */
  suffix?: ReactNode;
}

/**
 * A single line of text: a native `<input>` on the field base, with its label, hint, error and
 * "(optional)" mark. Every other prop (`value`, `onChange`, `autoComplete`, `inputMode`, `name`,
 * `className`, `ref`…) goes to the input.
 */
export function TextField({
  label,
  hint,
  error,
  required,
  optional,
  disabled,
  id,
  type = 'text',
  prefix,
  suffix,
  className,
  'aria-describedby': describedBy,
  ...input
}: TextFieldProps) {
  const prefixed = isShown(prefix);
  const suffixed = isShown(suffix);
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      optional={optional}
      disabled={disabled}
      describedBy={describedBy}
      id={id}
    >
      {(control) =>
        prefixed || suffixed ? (
          <div
            className={styles.adorned}
            data-invalid={control['aria-invalid']}
            data-disabled={control.disabled}
          >
            {prefixed && (
              <span className={styles.prefix} aria-hidden="true">
                {prefix}
              </span>
            )}
            <input
              {...input}
              {...control}
              type={type}
              className={clsx(styles.bareInput({ prefixed, suffixed }), className)}
            />
            {suffixed && (
              <span className={styles.suffix} aria-hidden="true">
                {suffix}
              </span>
            )}
          </div>
        ) : (
          <input {...input} {...control} type={type} className={clsx(styles.input, className)} />
        )
      }
    </Field>
  );
}
