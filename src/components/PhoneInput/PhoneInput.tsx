'use client';
import {
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type KeyboardEvent,
  type Ref,
  type SyntheticEvent,
} from 'react';
import {
  caretAfterDigits,
  digitsOnly,
  formatPhone,
  nationalDigits,
} from '../../helpers/phone/phone';
import { useControllableValue } from '../../internal/hooks/useControllableValue';
import { useFormReset } from '../../internal/hooks/useFormReset';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { useMessages } from '../LocaleProvider/LocaleProvider';
import { phoneStrings } from '../../helpers/locale/messages/en-US/phone';

/**
 * The props of `PhoneInput`: a US phone number, formatted as it is typed, with its label, hint
 * and error; other props go to its `TextField`.
 */
export interface PhoneInputProps extends Omit<
  TextFieldProps,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'label' | 'prefix' | 'suffix' | 'inputMode'
> {
  /**
   * The formatted value, e.g. "(555) 234-5678", when the parent keeps it (controlled). Leave it
   * out for a field that keeps its own, starting at `defaultValue`.
   */
  value?: string;
  /**
   * The starting value of a field that keeps its own; formatted as it is shown.
   * @default ''
   */
  defaultValue?: string;
  /**
   * Each change, whether the field is controlled or not: the value formatted, then the event (the
   * input's change, or the Backspace or Delete that removed a digit beyond a ")" or "-").
   */
  onChange?: (formatted: string, event: SyntheticEvent<HTMLInputElement>) => void;
  /** Called once each time a full ten-digit number has been entered (the phone-entry event). */
  onEntry?: (formatted: string) => void;
  /**
   * The visible label; the catalogue's in the provider's locale when left out.
   * @default Phone number
   */
  label?: string;
  /**
   * Only for a form that posts to a server. By default the field has no name, so a form sent
   * natively (before its script has run, or with scripts off) never writes the number into the
   * page's address.
   * @default none
   */
  name?: string;
  /** The input's id, for a link that leads to it (an error summary); generated when left out. */
  id?: string;
  /** The `<input>`, as are `id` and any `data-*` or `aria-*` prop; `className` and `style` go to the field's outer element. */
  ref?: Ref<HTMLInputElement>;
}

const isDigit = (char: string) => char >= '0' && char <= '9';

/**
 * A US phone number field that formats as you type without moving the caret anywhere a person
 * would not expect: typing, deleting or pasting mid-number keeps the caret beside the same digit,
 * and Backspace or Delete next to ")", " " or "-" removes the digit beyond. A `TextField` of type
 * `tel` underneath, with the field base's label, hint and error.
 */
export function PhoneInput({
  value: valueProp,
  defaultValue = '',
  onChange,
  onEntry,
  label,
  ref,
  onKeyDown,
  ...field
}: PhoneInputProps) {
  const t = useMessages(phoneStrings);
  const [value, setValue, reset] = useControllableValue(
    valueProp,
    formatPhone(defaultValue),
    onChange,
  );
  const input = useRef<HTMLInputElement | null>(null);
  // The input shows the state's formatted number, not its own: a form reset must reset the state.
  useFormReset(input, reset);
  const caret = useRef<number | null>(null);
  const lastEntry = useRef('');

  useLayoutEffect(() => {
    const element = input.current;
    if (caret.current === null || !element || element !== document.activeElement) return;
    element.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const commit = (
    raw: string,
    digitsBeforeCaret: number,
    event: SyntheticEvent<HTMLInputElement>,
  ) => {
    const formatted = formatPhone(raw);
    caret.current = caretAfterDigits(formatted, digitsBeforeCaret);
    setValue(formatted, event);
    if (nationalDigits(formatted).length === 10 && formatted !== lastEntry.current) {
      lastEntry.current = formatted;
      onEntry?.(formatted);
    }
  };

  const handleChange = (raw: string, event: ChangeEvent<HTMLInputElement>) => {
    const at = event.target.selectionStart ?? raw.length;
    commit(raw, digitsOnly(raw.slice(0, at)).length, event);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const element = event.currentTarget;
    const start = element.selectionStart ?? 0;
    if (start !== element.selectionEnd) return;
    const text = element.value;
    if (event.key === 'Backspace' && start > 0 && !isDigit(text.charAt(start - 1))) {
      // The browser would delete the ")" or "-", and formatting would put it straight back.
      let at = start - 1;
      while (at >= 0 && !isDigit(text.charAt(at))) at--;
      if (at < 0) return;
      event.preventDefault();
      commit(text.slice(0, at) + text.slice(at + 1), digitsOnly(text.slice(0, at)).length, event);
    } else if (event.key === 'Delete' && start < text.length && !isDigit(text.charAt(start))) {
      let at = start;
      while (at < text.length && !isDigit(text.charAt(at))) at++;
      if (at >= text.length) return;
      event.preventDefault();
      commit(
        text.slice(0, at) + text.slice(at + 1),
        digitsOnly(text.slice(0, start)).length,
        event,
      );
    }
  };

  return (
    <TextField
      autoComplete="tel"
      placeholder="(555) 555-5555"
      {...field}
      ref={(element) => {
        input.current = element;
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }}
      label={label ?? t('phone.label')}
      type="tel"
      inputMode="tel"
      value={value}
      onChange={handleChange}
      onKeyDown={handleKeyDown}
    />
  );
}
