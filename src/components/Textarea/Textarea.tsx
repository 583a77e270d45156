'use client';
import {
  useEffect,
  useId,
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type CSSProperties,
} from 'react';
import { Field, joinIds, type FieldBaseProps } from '../Field/FieldBase';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { characterCountMessage } from './characterCount';
import * as styles from './Textarea.css';
import { useMessages } from '../../helpers/locale/context';
import { textareaStrings } from '../../helpers/locale/messages/en-US/textarea';

export { characterCountMessage } from './characterCount';

/**
 * The count is announced once typing pauses for this long (ms): announced at every keystroke, it
 * would talk over the visitor's own typing echo.
 */
export const countAnnounceDelay = 1000;

/**
 * The props of `Textarea`: several lines of text with their label, hint and error, and a
 * character count when asked for.
 */
export interface TextareaProps
  extends
    Omit<FieldBaseProps, 'describedBy'>,
    Omit<
      ComponentPropsWithRef<'textarea'>,
      'children' | 'aria-invalid' | 'value' | 'defaultValue' | 'onChange'
    > {
  /** The text, when the parent keeps it (controlled); leave it out to start at `defaultValue`. */
  value?: string;
  /** The starting text of a box that keeps its own (uncontrolled). */
  defaultValue?: string;
  /** Every change: the text, then the event. */
  onChange?: (value: string, event: ChangeEvent<HTMLTextAreaElement>) => void;
  /** For the field's outer element, as is `style`. */
  className?: string;
  /** On the field's outer element, as is `className`. */
  style?: CSSProperties;
  /**
   * Shows how many characters are left (or too many) under the box, read with it and announced
   * politely when typing pauses. Nothing is cut off: a visitor may paste a long text and trim it,
   * so check the length when the form is sent and say so in `error`.
   */
  characterLimit?: number;
}

/**
 * Several lines of text: a native `<textarea>` on the field base. `className` and `style` go to
 * the field's outer element; `ref`, `id`, any `data-*` or `aria-*` prop and every other prop
 * (`name`, `rows`…) go to the textarea.
 */
export function Textarea({
  label,
  hint,
  error,
  required,
  optional,
  disabled,
  id,
  rows = 4,
  characterLimit,
  className,
  style,
  'aria-describedby': describedBy,
  onChange,
  ...textarea
}: TextareaProps) {
  const countId = useId();
  const t = useMessages(textareaStrings);
  const [typed, setTyped] = useState(() => (textarea.defaultValue ?? '').length);
  const length = textarea.value === undefined ? typed : textarea.value.length;
  const [edited, setEdited] = useState(false);
  const [announced, setAnnounced] = useState('');
  const counted = characterLimit !== undefined;
  const message = counted ? characterCountMessage(length, characterLimit, t) : '';

  useEffect(() => {
    // Nothing is said for the text a page starts with, only for what the visitor changes.
    if (!edited || !message) return;
    const timer = window.setTimeout(() => {
      setAnnounced(message);
    }, countAnnounceDelay);
    return () => {
      window.clearTimeout(timer);
    };
  }, [edited, message]);

  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      optional={optional}
      disabled={disabled}
      describedBy={joinIds(counted && countId, describedBy)}
      id={id}
      className={className}
      style={style}
    >
      {(control) => (
        <>
          <textarea
            {...textarea}
            {...control}
            rows={rows}
            className={styles.textarea}
            onChange={(event) => {
              setTyped(event.target.value.length);
              setEdited(true);
              onChange?.(event.target.value, event);
            }}
          />
          {counted && (
            <>
              {/* Read with the field through its description; the live region below says changes. */}
              <p
                id={countId}
                className={styles.count({ over: length > characterLimit })}
                aria-hidden="true"
              >
                {message}
              </p>
              <VisuallyHidden as="p" role="status">
                {announced}
              </VisuallyHidden>
            </>
          )}
        </>
      )}
    </Field>
  );
}
