'use client';
/**
 * The field base (FieldBase.tsx) and a preset the money tools use. The base lives in a module of
 * its own because the controls are built on it and this preset on the controls: importing the
 * base from here would make the modules import each other.
 */
import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import { TextField } from '../TextField/TextField';

export {
  Field,
  FieldGroup,
  fieldLayouts,
  optionalMark,
  useFieldControl,
  type FieldBaseProps,
  type FieldControlProps,
  type FieldGroupControlProps,
  type FieldGroupProps,
  type FieldLayout,
  type FieldProps,
} from './FieldBase';

/**
 * The props of `AmountField`: an amount typed as text, with its label, hint and error, and any
 * input prop.
 */
export interface AmountFieldProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'prefix'
> {
  /** The visible label, which is also the field's accessible name. */
  label: string;
  /**
   * What the field shows, as typed, when the parent keeps it (controlled): parse it with
   * `parseAmount`. Leave it out for a field that keeps its own, starting at `defaultValue`.
   */
  value?: string;
  /** The starting text of a field that keeps its own. */
  defaultValue?: string;
  /** Every change: the text as typed, then the event. */
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /** A line under the field that says what to enter, read with the field. */
  hint?: string;
  /** Shown under the field, announced, and marks the field invalid. */
  error?: string;
}

/**
 * A text field for money or counts. `type="text"` with a decimal keypad rather than
 * `type="number"`: number inputs drop what they cannot parse ("45,000"), so a visitor's typing
 * could vanish instead of getting a message. A `TextField` underneath: `className` and `style` go
 * to the field's outer element, `ref`, `id` and any `data-*` or `aria-*` prop to the input.
 */
export function AmountField({
  label,
  value,
  defaultValue,
  onChange,
  hint,
  error,
  ...rest
}: AmountFieldProps) {
  return (
    <TextField
      type="text"
      inputMode="decimal"
      autoComplete="off"
      {...rest}
      label={label}
      hint={hint}
      error={error}
      // The input itself keeps an uncontrolled value, as any text field does.
      {...(value === undefined ? { defaultValue } : { value })}
      onChange={onChange}
    />
  );
}
