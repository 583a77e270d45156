'use client';
import type { ChangeEvent, ComponentPropsWithRef, CSSProperties } from 'react';
import { Field, type FieldBaseProps } from '../Field/FieldBase';
import { Icon } from '../Icon/Icon';
import * as styles from './Select.css';
import { ChevronDown as ChevronDownIcon } from '../Icon/glyphs/ChevronDown';

/** An option with words that differ from its form value, or one that cannot be chosen. */
export interface SelectOption {
  /** What `onChange` gets and the form submits when it is chosen. */
  value: string;
  /** The option's words, as the picker shows them. */
  label: string;
  /** Shown, but cannot be chosen. */
  disabled?: boolean;
}

/** The props of `Select`: a native select with its label, hint and error. */
export interface SelectProps
  extends
    Omit<FieldBaseProps, 'describedBy'>,
    Omit<
      ComponentPropsWithRef<'select'>,
      'children' | 'multiple' | 'aria-invalid' | 'value' | 'defaultValue' | 'onChange'
    > {
  /** The chosen value, when the parent keeps it (controlled); leave it out to start at `defaultValue`. */
  value?: string;
  /** The value chosen at first in a select that keeps its own (uncontrolled). */
  defaultValue?: string;
  /** Every new choice: its value, then the event. */
  onChange?: (value: string, event: ChangeEvent<HTMLSelectElement>) => void;
  /** For the field's outer element, as is `style`. */
  className?: string;
  /** On the field's outer element, as is `className`. */
  style?: CSSProperties;
  /** The choices, in order: a text is both the words and the value. */
  options: readonly (string | SelectOption)[];
  /**
   * The first, empty option's words ("Choose a state"), shown until a choice is made. Its value is
   * "", so a `required` select counts as unanswered while it is chosen.
   */
  placeholder?: string;
}

const normaliseOption = (option: string | SelectOption): SelectOption =>
  typeof option === 'string' ? { value: option, label: option } : option;

/**
 * One choice from a list too long for radios: a native `<select>` on the field base, so every
 * platform opens its own picker (a wheel on phones) and type-to-find works. `className` and
 * `style` go to the field's outer element; `ref`, `id`, any `data-*` or `aria-*` prop and every
 * other prop (`name`, `autoComplete`…) go to the `<select>`.
 */
export function Select({
  label,
  hint,
  error,
  required,
  optional,
  disabled,
  id,
  options,
  placeholder,
  className,
  style,
  onChange,
  'aria-describedby': describedBy,
  ...select
}: SelectProps) {
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
      {(control) => (
        <div className={styles.wrapper}>
          <select
            {...select}
            {...control}
            className={styles.select}
            onChange={(event) => {
              onChange?.(event.target.value, event);
            }}
          >
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map(normaliseOption).map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <Icon icon={ChevronDownIcon} className={styles.arrow} />
        </div>
      )}
    </Field>
  );
}
