'use client';
import {
  useId,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { Field, FieldGroup, type FieldBaseProps } from '../Field/FieldBase';
import * as styles from './RadioGroup.css';
import type { RadioGroupVariant } from './RadioGroup.css';

export { radioGroupVariants, type RadioGroupVariant } from './RadioGroup.css';

/** An option with its own words. */
export interface RadioOption<T extends string | number> {
  /** The option itself: what `onChange` gets, and the radio's form value (as text). */
  value: T;
  /** The option's words; `labelFor`, or the value itself, by default. */
  label?: ReactNode;
  /** A line under the option's words, read with it (`list` only). */
  hint?: ReactNode;
}

/** The props of `RadioGroup`: native radios in a `<fieldset>`, with its legend, hint and error. */
export interface RadioGroupProps<T extends string | number>
  extends
    Omit<FieldBaseProps, 'describedBy'>,
    Omit<
      ComponentPropsWithRef<'fieldset'>,
      'children' | 'onChange' | 'defaultValue' | 'disabled' | 'name' | 'form'
    > {
  /**
   * The choices, in order; each is also the radio's form value (as text). An option may carry its
   * own words (`{ value, label, hint }`): the form a Server Component can pass, where
   * `labelFor` and `hintFor`, being functions, cannot be.
   */
  options: readonly (T | RadioOption<T>)[];
  /** The chosen option, or `null` for none yet; leave out (with `defaultValue`) to let the radios hold it. */
  value?: T | null;
  /** The option chosen at first when the radios hold the choice themselves. */
  defaultValue?: T;
  /** Every new choice: the option, then the event of the radio chosen. */
  onChange?: (value: T, event: ChangeEvent<HTMLInputElement>) => void;
  /**
   * The words for each option; `String` writes the option itself.
   * @default String
   */
  labelFor?: (option: T) => ReactNode;
  /** A line under an option's words, read with it (`list` only). */
  hintFor?: (option: T) => ReactNode;
  /** The radios' form name; one is made up when left out. */
  name?: string;
  /**
   * `list`: radios one under the other. `chips`: a few short options side by side, as pills.
   * @default list
   */
  variant?: RadioGroupVariant;
  /**
   * For the `<fieldset>`, the group's root, as are `style`, `ref`, `id` and any `data-*` or
   * `aria-*` prop: the group is the control a label, a test or an error summary points at.
   */
  className?: string;
  /** On the `<fieldset>`, as is `className`. */
  style?: CSSProperties;
}

/**
 * One choice among a few options: native radios in a `<fieldset>` on the field base. Tab reaches
 * the chosen radio (or the first), arrow keys move the choice, and the legend names the group.
 */
export function RadioGroup<T extends string | number>({
  label,
  hint,
  error,
  required,
  optional,
  disabled,
  options,
  value,
  defaultValue,
  onChange,
  labelFor = String,
  hintFor,
  name,
  variant = 'list',
  'aria-describedby': describedBy,
  ...group
}: RadioGroupProps<T>) {
  const generated = useId();
  const groupName = name ?? generated;
  const chosen = (option: T) =>
    value === undefined
      ? { defaultChecked: option === defaultValue }
      : { checked: option === value };
  return (
    <FieldGroup
      label={label}
      hint={hint}
      error={error}
      required={required}
      optional={optional}
      disabled={disabled}
      describedBy={describedBy}
      {...group}
    >
      {(control) => (
        <div className={styles.options({ variant })}>
          {options.map((entry, index) => {
            const described = typeof entry === 'object' ? entry : undefined;
            const option = described ? described.value : (entry as T);
            const words = described?.label ?? labelFor(option);
            const hintWords = described?.hint ?? hintFor?.(option);
            const radio = {
              ...control,
              type: 'radio',
              name: groupName,
              value: String(option),
              ...chosen(option),
              onChange: (event: ChangeEvent<HTMLInputElement>) => {
                onChange?.(option, event);
              },
            } as const;
            return variant === 'chips' ? (
              <label key={option} className={styles.option}>
                <input {...radio} className={styles.radio} />
                <span className={styles.chip}>{words}</span>
              </label>
            ) : (
              <Field
                key={option}
                layout="inline"
                id={`${generated}-${index}`}
                label={words}
                hint={hintWords}
              >
                {(control) => (
                  <input
                    {...radio}
                    id={control.id}
                    aria-describedby={control['aria-describedby']}
                    className={styles.listRadio}
                  />
                )}
              </Field>
            );
          })}
        </div>
      )}
    </FieldGroup>
  );
}
