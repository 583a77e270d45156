import { useId, type ComponentPropsWithoutRef } from 'react';
import * as styles from './Field.css';

export interface AmountFieldProps extends Omit<
  ComponentPropsWithoutRef<'input'>,
  'value' | 'onChange' | 'type'
> {
  /** The visible label, which is also the field's accessible name. */
  label: string;
  /** What the field shows, as typed: parse it with `parseAmount`. */
  value: string;
  /** Every change, with the text as typed. */
  onChange: (value: string) => void;
  /** A line under the label that says what to enter, read with the field. */
  hint?: string;
  /** Shown under the field, announced, and marks the field invalid. */
  error?: string;
}

/**
 * A text field for money or counts. `type="text"` with a decimal keypad rather than
 * `type="number"`: number inputs drop what they cannot parse ("45,000"), so a visitor's typing
 * could vanish instead of getting a message.
 */
export function AmountField({ label, value, onChange, hint, error, ...rest }: AmountFieldProps) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...rest}
      />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export interface ChoiceGroupProps<T extends string | number> {
  legend: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  /** The words for each option; the option itself by default. */
  labelFor?: (option: T) => string;
}

/** A set of native radios drawn as chips: arrow keys move between them as in any radio group. */
export function ChoiceGroup<T extends string | number>({
  legend,
  options,
  value,
  onChange,
  labelFor = String,
}: ChoiceGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option} className={styles.option}>
            <input
              className={styles.radio}
              type="radio"
              name={name}
              checked={option === value}
              onChange={() => {
                onChange(option);
              }}
            />
            <span className={styles.chip}>{labelFor(option)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
