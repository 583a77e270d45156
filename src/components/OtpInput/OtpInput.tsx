'use client';
/**
 * OtpInput: a one-time code as a row of native text inputs, one character each, in a fieldset on
 * the field base (legend, hint, error).
 *
 * Why the platform and not react-aria-components: React Aria has no code field, and the parts
 * that matter here are the browser's own: `autocomplete="one-time-code"` on the first box (SMS
 * autofill on iOS and Android, password managers), the numeric keypad (`inputMode`), paste. The
 * box-to-box keyboard below is the little this file adds.
 * - Bytes: 2.0 kB of JavaScript and 0.6 kB of CSS, minified and gzipped, over what `Button`
 *   already brings (react and react-dom external); 3.0 kB and 2.0 kB alone.
 * - Keyboard: a character fills its box and moves on; Backspace empties and moves back; Delete
 *   empties in place; the arrows move between boxes. Tab into the code, or focus sent to its `id`
 *   (an `ErrorSummary` link), lands on the first empty box; a press on a box stays there.
 * - Clearing: a parent that keeps the code (`value`) clears it with `value=""`, with no remount,
 *   and focuses the first box through `ref`; the same code typed again fires `onComplete` again.
 * - Server rendering: the boxes render with their values; the script adds the moving focus.
 * - Without JavaScript: the boxes are plain inputs a visitor can type into one by one, and the
 *   hidden field under `name` is empty, so a form that posts without scripts should ask for the
 *   code in a single field instead.
 */
import { useFormReset } from '../../internal/hooks/useFormReset';
import {
  useRef,
  useState,
  type AriaAttributes,
  type ChangeEvent,
  type ClipboardEvent,
  type CSSProperties,
  type KeyboardEvent,
  type Ref,
  type SyntheticEvent,
} from 'react';
import { FieldGroup } from '../Field/FieldBase';
import * as styles from './OtpInput.css';
import { useMessages } from '../LocaleProvider/LocaleProvider';
import { otpStrings } from '../../helpers/locale/messages/en-US/otp';

/**
 * The props of `OtpInput`: a one-time code typed into a row of boxes, with its legend and
 * error.
 */
export interface OtpInputProps extends AriaAttributes {
  /** Test ids and other `data-*` attributes, for the first box, as are `aria-*` props. */
  [dataAttribute: `data-${string}`]: string | number | boolean | undefined;
  /**
   * How many characters the code has: one box each.
   * @default 4
   */
  length?: number;
  /**
   * Digits only, or any single character per box.
   * @default true
   */
  numeric?: boolean;
  /**
   * The legend that names the boxes; the catalogue's in the provider's locale when left out.
   * @default Verification code
   */
  label?: string;
  /**
   * The code, when the parent keeps it (controlled): set it to `''` to clear the boxes after a
   * wrong code. Leave it out for boxes that keep their own, starting at `defaultValue`.
   */
  value?: string;
  /**
   * The starting code of boxes that keep their own.
   * @default ''
   */
  defaultValue?: string;
  /**
   * Each change: the code so far (empty boxes are left out), then the event that made it (a key,
   * a paste or an autofill in one of the boxes).
   */
  onChange?: (code: string, event: SyntheticEvent<HTMLInputElement>) => void;
  /**
   * Sends the code with its form under this name (one hidden field holding the whole code), for a
   * form that posts.
   */
  name?: string;
  /** The first box's id, for a link that leads to the code (an error summary); generated when left out. */
  id?: string;
  /** The first box, where focus goes to enter a code. */
  ref?: Ref<HTMLInputElement>;
  /** For the group's `<fieldset>` (the boxes and their words), as is `style`. */
  className?: string;
  /** On the group's `<fieldset>`, as is `className`. */
  style?: CSSProperties;
  /** Once per completed code. */
  onComplete?: (code: string) => void;
  /** A message about the code; marks the boxes invalid. */
  error?: string;
  /** Cannot be used: every box is disabled and skipped by Tab, and the form sends no code. */
  disabled?: boolean;
  /** Focus the first box on mount (when the code step opens). */
  focusOnMount?: boolean;
}

/**
 * One-time-code entry, a group of boxes on the field base. Paste policy in numeric mode: spaces, dashes and dots are
 * dropped ("12-34" and "12 34" give 1234); a paste with any letter is refused whole, with no
 * partial fill. A paste, or a whole code arriving in one `input` event (SMS autofill, password
 * managers), fills from the focused box onward and drops what overflows.
 */
export function OtpInput({
  length = 4,
  numeric = true,
  label,
  value,
  defaultValue = '',
  onChange,
  onComplete,
  name,
  id,
  ref,
  error,
  disabled,
  focusOnMount,
  className,
  style,
  ...first
}: OtpInputProps) {
  const t = useMessages(otpStrings);
  const boxesOf = (code: string) => Array.from({ length }, (_, index) => code.charAt(index));
  const [chars, setChars] = useState<string[]>(() => boxesOf(value ?? defaultValue));
  // Controlled: a code the parent sets (cleared, or filled by the app) replaces the boxes. The
  // code the boxes report comes back unchanged, so a box emptied mid-code keeps its place.
  // A value longer than the boxes, or with a space, is compared as the boxes would hold it.
  if (value !== undefined && boxesOf(value).join('') !== chars.join('')) setChars(boxesOf(value));
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const hidden = useRef<HTMLInputElement | null>(null);
  // The boxes show the state, not their own values: a form reset must reset the state, to the
  // code the parent keeps when it keeps one.
  useFormReset(hidden, () => {
    setChars(boxesOf(value ?? defaultValue));
  });
  // A press on the first box is where the visitor chose to type: focus stays there.
  const pressed = useRef(false);

  const accepts = (char: string) => (numeric ? /^\d$/.test(char) : /^\S$/.test(char));
  const focus = (index: number) => {
    const target = boxes.current[Math.max(0, Math.min(length - 1, index))];
    target?.focus();
    target?.select();
  };

  const update = (next: string[], event: SyntheticEvent<HTMLInputElement>) => {
    // Read from the boxes as they were, not from a remembered last code: a code the parent
    // cleared (`value=""`) and the visitor types again, the same digits, is a new attempt.
    const wasComplete = chars.every((char) => char !== '');
    const previous = chars.join('');
    setChars(next);
    const code = next.join('');
    onChange?.(code, event);
    const complete = next.every((char) => char !== '');
    if (complete && (!wasComplete || code !== previous)) onComplete?.(code);
  };

  /** Fills from `index` onward; returns false (and changes nothing) for refused input. */
  const fill = (index: number, text: string, event: SyntheticEvent<HTMLInputElement>): boolean => {
    if (numeric && /[^\d\s.-]/.test(text)) return false;
    const incoming = numeric ? text.replace(/\D/g, '') : text.replace(/\s/g, '');
    if (!incoming) return false;
    const next = [...chars];
    const placed = Math.min(incoming.length, length - index);
    for (let offset = 0; offset < placed; offset++) next[index + offset] = incoming.charAt(offset);
    update(next, event);
    focus(index + placed);
    return true;
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (key === 'Backspace') {
      event.preventDefault();
      const next = [...chars];
      if (next[index]) {
        next[index] = '';
        update(next, event);
        focus(index - 1);
      } else if (index > 0) {
        next[index - 1] = '';
        update(next, event);
        focus(index - 1);
      }
    } else if (key === 'Delete') {
      event.preventDefault();
      const next = [...chars];
      next[index] = '';
      update(next, event);
    } else if (key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    } else if (key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Typed characters are handled here so that typing the digit a box already holds still
      // advances, and a refused character never reaches the box.
      event.preventDefault();
      if (!accepts(key)) return;
      const next = [...chars];
      next[index] = key;
      update(next, event);
      focus(index + 1);
    }
  };

  // Reached when no keydown handled the text: autofill, or keyboards that report no key.
  const onInput = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    const previous = chars[index] ?? '';
    const added =
      value.length > 1 && value.startsWith(previous) ? value.slice(previous.length) : value;
    if (!fill(index, added, event)) event.target.value = previous;
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'), event);
  };

  return (
    <FieldGroup
      label={label ?? t('otp.label')}
      error={error}
      disabled={disabled}
      className={className}
      style={style}
    >
      {(group) => (
        <div className={styles.boxes}>
          {chars.map((char, index) => (
            <input
              // The first box is the control an app points at: its test id, its own aria.
              {...(index === 0 ? first : undefined)}
              // The boxes are positional: their index is their identity.
              key={index}
              ref={(element) => {
                boxes.current[index] = element;
                if (index !== 0) return;
                if (typeof ref === 'function') ref(element);
                else if (ref) ref.current = element;
              }}
              id={index === 0 ? id : undefined}
              className={styles.box}
              type="text"
              inputMode={numeric ? 'numeric' : 'text'}
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              autoCapitalize="off"
              autoCorrect="off"
              spellCheck={false}
              translate="no"
              aria-label={t('otp.digit', { index: index + 1, count: length })}
              aria-invalid={group['aria-invalid']}
              value={char}
              disabled={group.disabled}
              // The code step exists to take this code: focus belongs in its first box.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus={focusOnMount && index === 0}
              onKeyDown={onKeyDown(index)}
              onChange={onInput(index)}
              onPaste={onPaste(index)}
              onMouseDown={
                index === 0
                  ? () => {
                      pressed.current = true;
                    }
                  : undefined
              }
              onMouseUp={
                index === 0
                  ? () => {
                      pressed.current = false;
                    }
                  : undefined
              }
              onFocus={(event) => {
                event.target.select();
                if (index !== 0) return;
                const byPress = pressed.current;
                pressed.current = false;
                const from = event.relatedTarget;
                if (byPress || (from && boxes.current.includes(from as HTMLInputElement))) return;
                // Arriving from outside (Tab, an error summary's link, a script focusing the id)
                // lands where the code goes on: the first empty box. Read once the handler that
                // sent focus here has been rendered, since a parent that clears the code and
                // focuses it in one handler has not yet.
                queueMicrotask(() => {
                  if (document.activeElement !== boxes.current[0]) return;
                  const firstEmpty = boxes.current.findIndex((element) => element?.value === '');
                  if (firstEmpty > 0) focus(firstEmpty);
                });
              }}
            />
          ))}
          {name !== undefined && (
            <input
              ref={hidden}
              type="hidden"
              name={name}
              value={chars.join('')}
              disabled={disabled}
            />
          )}
        </div>
      )}
    </FieldGroup>
  );
}
