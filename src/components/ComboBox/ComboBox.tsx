'use client';
/**
 * ComboBox: react-aria-components' `ComboBox`, `Popover` and `ListBox` on the field base: a text
 * input that suggests options as the visitor types, from a fixed list (`items`) or from a server
 * (`loadItems`).
 *
 * Why react-aria-components: `<input list>` with a `<datalist>` cannot be styled, reports nothing
 * when nothing matches, cannot load as the visitor types, and reads differently in every browser
 * and screen reader. The ARIA combobox pattern needs the input to keep focus while arrow keys move
 * a virtual focus through the options (`aria-activedescendant`), the list opening and closing
 * with `aria-expanded`, the popover placed and kept on screen, Escape restoring what was typed,
 * and touch screen readers handled apart: all from React Aria, none written here. The options are
 * filtered with React Aria's locale-aware `contains` ("cafe" finds "Café"); loaded options come
 * through its `useAsyncList`, which cancels a request the next keystroke makes stale.
 * - Bytes: 62.4 kB of JavaScript and 1.0 kB of CSS, minified and gzipped, over what `Button`
 *   already brings (64.0 kB and 2.5 kB alone; react and react-dom external): React Aria's
 *   collections, list box, selection, overlay and positioning. Heavy: load it only on the screens
 *   that suggest (`next/dynamic` where it opens later), and prefer a `Select` for a short list.
 * - Keyboard: typing opens the list; Down and Up arrows move through the options (focus stays in
 *   the input), Enter picks one and closes the list, Escape closes it and puts back what was
 *   typed, Tab leaves with the pick made. Alt+Down opens the list without typing.
 * - Server rendering: the label, input and button are in the server's HTML; the list only exists
 *   once opened. The input shows the chosen option's text once the options are known.
 * - Without JavaScript: a plain text input with no suggestions, and no `name` submitted (the
 *   chosen option is sent by a hidden input the script writes). A form that must work before the
 *   script runs uses a `Select`.
 */
import { useChangeEvent } from '../../internal/hooks/useChangeEvent';
import type { SyntheticEvent } from 'react';
import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { useState } from 'react';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  I18nProvider,
  Input as AriaInput,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  useAsyncList,
  useFilter,
  type Key,
} from 'react-aria-components';
import { clsx } from 'clsx';
import { Field, type FieldBaseProps } from '../Field/FieldBase';
import { Glyph } from '../Icon/Glyph';
import { Check, ChevronDown } from '../Icon/glyphs';
import { useFieldLabel } from '../../internal/field/fieldLabel';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import { useMessages } from '../../helpers/locale/context';
import { comboBoxStrings } from '../../helpers/locale/messages/en-US/comboBox';
import * as styles from './ComboBox.css';

/** One suggestion: its key (what `onChange` and the form get) and its words. */
export interface ComboBoxOption {
  /** The option's key: what `onChange` gets and the form sends when it is picked. */
  id: string;
  /** What the option reads, and what the input shows once it is picked. */
  label: string;
  /** A second, quieter line (a routing number, a city), read as the option's description. */
  description?: string;
}

/**
 * The options for what was typed, from a server. `signal` aborts when the visitor types again
 * before it answers; a rejection (other than that abort) shows a message and keeps the text.
 */
export type ComboBoxLoader = (
  query: string,
  signal: AbortSignal,
) => Promise<readonly ComboBoxOption[]>;

/**
 * The props of `ComboBox`: a text field with suggestions to pick from, with its label, hint and
 * error.
 */
export interface ComboBoxProps
  extends
    Omit<FieldBaseProps, 'describedBy'>,
    Omit<
      ComponentPropsWithRef<'input'>,
      | 'type'
      | 'prefix'
      | 'children'
      | 'aria-invalid'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'disabled'
      | 'required'
      | 'list'
    > {
  /** A fixed list of options, filtered here as the visitor types. Leave out with `loadItems`. */
  items?: readonly ComboBoxOption[];
  /** Options from a server for each text typed, in place of `items` (no filtering here). */
  loadItems?: ComboBoxLoader;
  /**
   * The chosen option's `id`, when the parent keeps it (controlled); `null` for none. The text
   * typed is apart from it: `inputValue`.
   */
  value?: string | null;
  /** The starting choice of a field that keeps its own (uncontrolled). */
  defaultValue?: string | null;
  /** A pick (its `id`), or `null` when the text no longer names one; then the event. */
  onChange?: (value: string | null, event: SyntheticEvent) => void;
  /** The text in the input, when the parent keeps it. */
  inputValue?: string;
  /** The starting text of a field that keeps its own. */
  defaultInputValue?: string;
  /** Every change to the text: typed, or written by a pick. */
  onInputChange?: (value: string) => void;
  /**
   * Text that names no option is kept as the value (a bank not in the list): the form then sends
   * the text rather than an option's `id`.
   */
  allowsCustomValue?: boolean;
  /**
   * The words when nothing matches what was typed; "Nothing matches “…”", in the reader's language, when left out.
   * @default Nothing matches “…”
   */
  emptyMessage?: (query: string) => string;
  /** For the field's outer element (label, box and words), as is `style`. */
  className?: string;
  /** On the field's outer element, as is `className`. */
  style?: CSSProperties;
}

const never: ComboBoxLoader = () => Promise.resolve([]);

/**
 * A text input with a list of suggestions under it. `className` and `style` go to the field's
 * outer element; `ref`, `id`, any `data-*` or `aria-*` prop and the input's own props
 * (`placeholder`…) go to the input. `name` is sent with the chosen option's `id` (or the text,
 * with `allowsCustomValue`).
 */
export function ComboBox({
  label,
  hint,
  error,
  required,
  optional,
  disabled,
  id,
  className,
  style,
  items,
  loadItems,
  value,
  defaultValue,
  onChange,
  inputValue,
  defaultInputValue,
  onInputChange,
  allowsCustomValue,
  emptyMessage,
  name,
  'aria-describedby': describedBy,
  ...input
}: ComboBoxProps) {
  const t = useMessages(comboBoxStrings);
  const named = useFieldLabel(label, optional, required);
  const changeEvent = useChangeEvent();
  const [ownText, setOwnText] = useState(defaultInputValue ?? '');
  const text = inputValue ?? ownText;
  const list = useAsyncList<ComboBoxOption>({
    initialFilterText: text,
    async load({ signal, filterText }) {
      return { items: await (loadItems ?? never)(filterText ?? '', signal) };
    },
  });
  const loading = loadItems !== undefined && list.loadingState !== 'idle' && !list.error;
  const failed = loadItems !== undefined && Boolean(list.error);
  const query = text.trim();
  const { contains } = useFilter({ sensitivity: 'base' });
  const found = loadItems
    ? list.items.length
    : (items ?? []).filter((option) => contains(option.label, query)).length;

  /** The words in place of options: loading, a fault, or nothing found. */
  let words: string | undefined;
  if (failed) words = t('comboBox.failed');
  else if (loading) words = t('comboBox.loading');
  else if (query) words = emptyMessage ? emptyMessage(query) : t('comboBox.empty', { query });

  return (
    <Field
      {...changeEvent.capture}
      label={named.label}
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
        <I18nProvider locale={t.locale}>
          <AriaComboBox
            {...(loadItems ? { items: list.items } : { defaultItems: items ?? [] })}
            value={value}
            defaultValue={defaultValue}
            onChange={(key: Key | null) =>
              onChange?.(key === null ? null : String(key), changeEvent.latest())
            }
            // Controlled only when the parent keeps the text: otherwise React Aria writes a
            // chosen option's words into the input itself, from the first render.
            {...(inputValue === undefined ? { defaultInputValue } : { inputValue })}
            onInputChange={(next) => {
              setOwnText(next);
              if (loadItems) list.setFilterText(next);
              onInputChange?.(next);
            }}
            allowsCustomValue={allowsCustomValue}
            // Open on nothing found, so "Nothing matches" (or the fault) shows where options would.
            allowsEmptyCollection
            // React Aria's hidden input is sent even when the field is disabled; a disabled
            // field sends nothing, as a native one does.
            name={disabled ? undefined : name}
            isDisabled={disabled}
            isRequired={required}
            isInvalid={Boolean(control['aria-invalid'])}
            aria-labelledby={named.labelId}
            aria-describedby={control['aria-describedby']}
            className={styles.combo}
          >
            <div className={styles.box}>
              <AriaInput {...input} id={control.id} className={styles.input} />
              <AriaButton aria-label={t('comboBox.showSuggestions')} className={styles.trigger}>
                <Glyph glyph={ChevronDown} />
              </AriaButton>
            </div>
            <Popover className={styles.popover} placement="bottom start" offset={4}>
              <ListBox<ComboBoxOption>
                className={styles.listBox}
                renderEmptyState={() =>
                  words === undefined ? null : (
                    <p className={clsx(styles.empty, failed && styles.fault)}>{words}</p>
                  )
                }
              >
                {(option) => (
                  <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
                    <span className={styles.optionText}>
                      <Text slot="label">{option.label}</Text>
                      {option.description && (
                        <Text slot="description" className={styles.description}>
                          {option.description}
                        </Text>
                      )}
                    </span>
                    <Glyph glyph={Check} className={styles.check} />
                  </ListBoxItem>
                )}
              </ListBox>
            </Popover>
          </AriaComboBox>
          {/* Loading, a fault and "nothing matches" are announced; a fault also stays in view. */}
          <p
            role="status"
            // React Aria hides everything but the list from screen readers while it is open, and
            // this region speaks while it is: the attribute is how its own announcer stays heard.
            data-react-aria-top-layer
            className={failed ? styles.faultLine : visuallyHidden}
          >
            {loading || failed || (query && found === 0) ? words : ''}
          </p>
        </I18nProvider>
      )}
    </Field>
  );
}
