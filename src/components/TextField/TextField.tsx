'use client';
import type { ChangeEvent, ComponentPropsWithRef, CSSProperties, ReactNode } from 'react';
import { Field, isShown, type FieldBaseProps } from '../Field/FieldBase';
import * as styles from './TextField.css';

/** The input types that take a line of text; numbers and dates have controls of their own. */
export const textFieldTypes = ['text', 'email', 'tel', 'url', 'password', 'search'] as const;
/** One of `textFieldTypes`: the input's `type`. */
export type TextFieldType = (typeof textFieldTypes)[number];

/**
 * The props of `TextField`: a single line of text with its label, hint and error, and any input
 * prop.
 */
export interface TextFieldProps
  extends
    Omit<FieldBaseProps, 'describedBy'>,
    Omit<
      ComponentPropsWithRef<'input'>,
      'type' | 'prefix' | 'children' | 'aria-invalid' | 'value' | 'defaultValue' | 'onChange'
    > {
  /** The text, when the parent keeps it (controlled); leave it out to start at `defaultValue`. */
  value?: string;
  /** The starting text of a field that keeps its own (uncontrolled). */
  defaultValue?: string;
  /** Every change: the text, then the event (for its element or form). */
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /** For the field's outer element (label, box and words), as is `style`. */
  className?: string;
  /** On the field's outer element, as is `className`. */
  style?: CSSProperties;
  /**
   * What the browser may offer and which keyboard a phone shows.
   * @default text
   */
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
 * "(optional)" mark. `className` and `style` go to the field's outer element; `ref`, `id`, any
 * `data-*` or `aria-*` prop and every other prop (`autoComplete`, `inputMode`, `name`…) go to the
 * input.
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
  style,
  onChange,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const input = {
    ...rest,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      onChange?.(event.target.value, event);
    },
  };
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
      className={className}
      style={style}
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
              className={styles.bareInput({ prefixed, suffixed })}
            />
            {suffixed && (
              <span className={styles.suffix} aria-hidden="true">
                {suffix}
              </span>
            )}
          </div>
        ) : (
          <input {...input} {...control} type={type} className={styles.input} />
        )
      }
    </Field>
  );
}
