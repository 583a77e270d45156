'use client';
/**
 * NumberField: a number or an amount of money, typed or stepped, on react-aria-components'
 * `NumberField` inside the one field base (label, hint, error, "(optional)"), so it looks and
 * reads like `TextField`.
 *
 * Why react-aria-components: `<input type="number">` drops what it cannot parse ("1,250" or
 * "$100" become nothing), shows no currency, separators or cents, cannot clamp a typed value to
 * its range, and its spinner buttons are too small to tap. React Aria parses what a visitor types
 * in the locale's own way ("$1,250.50", "1250,5" where a comma is the decimal mark), formats it
 * back on blur, clamps it to `min` and `max` and snaps it to `step`, steps it with the arrow
 * keys, Page Up and Page Down, Home and End, and ties the two stepper buttons to the input: none
 * of that is written here.
 * - Bytes: 26.1 kB of JavaScript and 0.7 kB of CSS, minified and gzipped, over what `Button`
 *   already brings (react and react-dom external): 27.6 kB alone. Most of it is React Aria's
 *   number parser and formatter and its interaction hooks, which `Slider` shares (the slider adds
 *   4.3 kB over a number field).
 * - Keyboard: Tab reaches the input (the stepper buttons stay out of the tab order, as the
 *   arrow keys do the same). Up and Down, and Page Up and Page Down, step by `step` (1 by default,
 *   to the next whole step), Home and End go to `min` and `max`. A typed value is parsed, clamped and formatted
 *   when focus leaves or on Enter.
 * - Server rendering: the label, the input with its formatted starting value and the two buttons
 *   are in the server's HTML, in the provider's locale.
 * - Without JavaScript: the input takes typing and submits what was typed, unparsed, under no
 *   name (the named value is a hidden input React Aria keeps in step); the buttons do nothing.
 *   A form that must work before scripts run uses `AmountField` and parses on the server.
 */
import { useChangeEvent } from '../../internal/hooks/useChangeEvent';
import type { SyntheticEvent } from 'react';
import { useId, type ComponentPropsWithRef, type CSSProperties } from 'react';
import {
  Button as AriaButton,
  Group,
  I18nProvider,
  Input,
  NumberField as AriaNumberField,
} from 'react-aria-components';
import { Field, type FieldBaseProps } from '../Field/FieldBase';
import { optional as optionalStyle } from '../Field/Field.css';
import { Glyph } from '../Icon/Glyph';
import { Minus, Plus } from '../Icon/glyphs';
import { useLocale, useMessages } from '../../helpers/locale/context';
import { fieldStrings } from '../../helpers/locale/messages/en-US/field';
import { numberFieldStrings } from '../../helpers/locale/messages/en-US/numberField';
import { useFormat } from '../../internal/format/numberFormat';
import * as styles from './NumberField.css';

/**
 * The props of `NumberField`: a number or an amount of money, typed or stepped, with its label,
 * hint and error.
 */
export interface NumberFieldProps
  extends
    Omit<FieldBaseProps, 'describedBy' | 'label'>,
    Omit<
      ComponentPropsWithRef<'input'>,
      | 'type'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'min'
      | 'max'
      | 'step'
      | 'children'
      | 'prefix'
      | 'size'
      | 'aria-invalid'
      | 'form'
    > {
  /** The visible label, which is also the input's accessible name and names the steppers. */
  label: string;
  /** The number, when the parent keeps it (controlled); `null` for an empty field. */
  value?: number | null;
  /** The starting number of a field that keeps its own (uncontrolled). */
  defaultValue?: number | null;
  /**
   * The new number, once it is committed: on blur, on Enter, or on each step. `null` when the
   * field is emptied. Not called on each keystroke: "1" on the way to "100" is not a value.
   */
  onChange?: (value: number | null, event: SyntheticEvent) => void;
  /** The smallest number: a lower one typed is raised to it on blur, and Home goes to it. */
  min?: number;
  /** The largest number: a higher one typed is lowered to it on blur, and End goes to it. */
  max?: number;
  /**
   * How far the arrow keys and steppers move it; a typed value is also snapped
   * to a multiple of it (from `min`). Leave it out to let any amount in cents be typed.
   * @default 1
   */
  step?: number;
  /**
   * An ISO 4217 code (`"USD"`, `"EUR"`): the number is an amount of that currency, written as the
   * locale writes it ("$1,250.00" in both en-US and es-US for `"USD"`). Left out, a plain number.
   */
  currency?: string;
  /**
   * `Intl.NumberFormat` options, over the currency's when `currency` is given: `{
   * maximumFractionDigits: 0 }` for whole dollars, `{ style: 'percent' }` for a share.
   */
  formatOptions?: Intl.NumberFormatOptions;
  /** The form field's name: it submits the number itself ("1250.5"), not the formatted text. */
  name?: string;
  /** For the field's outer element (label, box and words), as is `style`. */
  className?: string;
  /** On the field's outer element, as is `className`. */
  style?: CSSProperties;
}

/**
 * A number or an amount of money, with its − and + stepper buttons side by side at the end. `className` and `style` go
 * to the field's outer element; `ref`, `id`, any `data-*` or `aria-*` prop and every other input
 * prop (`placeholder`, `autoFocus`, `onBlur`…) go to the input.
 */
export function NumberField({
  label,
  hint,
  error,
  required,
  optional,
  disabled,
  id,
  value,
  defaultValue,
  onChange,
  min,
  max,
  step,
  currency,
  formatOptions,
  name,
  className,
  style,
  'aria-describedby': describedBy,
  ...input
}: NumberFieldProps) {
  const locale = useLocale();
  const t = useMessages(numberFieldStrings);
  const tField = useMessages(fieldStrings);
  const labelId = useId();
  const format = useFormat(currency, formatOptions);
  const changeEvent = useChangeEvent();
  return (
    <Field
      {...changeEvent.capture}
      // React Aria names its input from a label it knows the id of; the field base's label wraps
      // this one, so a click on it still focuses the input.
      label={
        <span id={labelId}>
          {label}
          {optional && !required && (
            <>
              {' '}
              <span className={optionalStyle}>{tField('field.optional')}</span>
            </>
          )}
        </span>
      }
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      describedBy={describedBy}
      id={id}
      className={className}
      style={style}
    >
      {(control) => (
        // React Aria reads the locale from its own provider: the field parses and writes
        // numbers in the library's locale, not the browser's.
        <I18nProvider locale={locale}>
          <AriaNumberField
            id={control.id}
            aria-labelledby={labelId}
            aria-describedby={control['aria-describedby']}
            isInvalid={Boolean(control['aria-invalid'])}
            isDisabled={disabled}
            // The field's `error` is the app's to set: React Aria's own checks would block a
            // form's submission with the browser's bubble instead.
            validationBehavior="aria"
            value={value === null ? Number.NaN : value}
            defaultValue={defaultValue === null ? undefined : defaultValue}
            onChange={(next) => onChange?.(Number.isNaN(next) ? null : next, changeEvent.latest())}
            minValue={min}
            maxValue={max}
            step={step}
            formatOptions={format}
            name={name}
            incrementAriaLabel={t('numberField.increase', { label })}
            decrementAriaLabel={t('numberField.decrease', { label })}
            className={styles.root}
          >
            <Group className={styles.box}>
              {/* The steppers sit together at the end, − before +, as a phone's steppers do:
                  one thumb reaches both, and the value reads from the start like a text field's. */}
              <Input {...input} required={control.required} className={styles.input} />
              <AriaButton slot="decrement" className={styles.stepper}>
                <Glyph glyph={Minus} size={1.25} />
              </AriaButton>
              <AriaButton slot="increment" className={styles.stepper}>
                <Glyph glyph={Plus} size={1.25} />
              </AriaButton>
            </Group>
          </AriaNumberField>
        </I18nProvider>
      )}
    </Field>
  );
}
