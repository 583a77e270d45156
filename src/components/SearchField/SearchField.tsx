'use client';
/**
 * SearchField: react-aria-components' `SearchField` on the field base, with a search glyph before
 * the text and a button that clears it.
 *
 * Why react-aria-components: `<input type="search">` alone clears on Escape in some browsers and
 * not others, draws its own clear cross (unlabelled, and not in Firefox) and reports Enter only
 * through a form. React Aria gives one behaviour everywhere: Escape clears, Enter submits the
 * value, and the clear button is labelled, out of the tab order (Escape is the keyboard's way)
 * and hands focus back to the input. It draws nothing, so the field keeps TextField's look.
 * - Bytes: 18.7 kB of JavaScript and 0.8 kB of CSS, minified and gzipped, over what `Button`
 *   already brings (20.3 kB and 2.2 kB alone; react and react-dom external): React Aria's text
 *   field, press, focus and form-validation hooks, which `ComboBox` and the date pickers also
 *   use, so a page with both pays for them once.
 * - Keyboard: Tab reaches the input; Escape clears it (and does nothing more when it is empty,
 *   so an enclosing dialog closes on a second Escape); Enter calls `onSubmit` with the value. The
 *   clear button is for the pointer; Tab skips it.
 * - Server rendering: the label, box, glyph and input are in the server's HTML; the clear button
 *   is there too and shows once there is text.
 * - Without JavaScript: the input is a plain `type="search"` input with its `name`, so a `<form
 *   method="get">` around it still searches; Escape and the clear button do nothing until the
 *   script runs.
 */
import { useChangeEvent } from '../../internal/hooks/useChangeEvent';
import type { SyntheticEvent } from 'react';
import type { ComponentPropsWithRef, CSSProperties } from 'react';
import {
  Button as AriaButton,
  I18nProvider,
  Input as AriaInput,
  SearchField as AriaSearchField,
} from 'react-aria-components';
import { Field, type FieldBaseProps } from '../Field/FieldBase';
import { Glyph } from '../Icon/Glyph';
import { Search, X } from '../Icon/glyphs';
import { useMessages } from '../../helpers/locale/context';
import { searchFieldStrings } from '../../helpers/locale/messages/en-US/searchField';
import { useFieldLabel } from '../../internal/field/fieldLabel';
import * as styles from './SearchField.css';

/** The props of `SearchField`: a search box with a clear button, with its label, hint and error. */
export interface SearchFieldProps
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
      | 'onSubmit'
      | 'disabled'
      | 'required'
    > {
  /** The text, when the parent keeps it (controlled); leave it out to start at `defaultValue`. */
  value?: string;
  /** The starting text of a field that keeps its own (uncontrolled). */
  defaultValue?: string;
  /** Every change, typed, cleared by Escape or by the button: the new text. */
  onChange?: (value: string, event: SyntheticEvent) => void;
  /** Enter in the field: the text to search for. */
  onSubmit?: (value: string) => void;
  /** After Escape or the clear button emptied the field. */
  onClear?: () => void;
  /** For the field's outer element (label, box and words), as is `style`. */
  className?: string;
  /** On the field's outer element, as is `className`. */
  style?: CSSProperties;
}

/**
 * A search box: the label, a search glyph, the text, and a clear button once there is text.
 * `className` and `style` go to the field's outer element; `ref`, `id`, any `data-*` or `aria-*`
 * prop and every other prop (`name`, `placeholder`, `autoComplete`…) go to the input.
 */
export function SearchField({
  label,
  hint,
  error,
  required,
  optional,
  disabled,
  id,
  className,
  style,
  value,
  defaultValue,
  onChange,
  onSubmit,
  onClear,
  'aria-describedby': describedBy,
  ...input
}: SearchFieldProps) {
  const t = useMessages(searchFieldStrings);
  const named = useFieldLabel(label, optional, required);
  const changeEvent = useChangeEvent();
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
        // React Aria writes its own words (none here) in the locale it is given: the provider's.
        <I18nProvider locale={t.locale}>
          <AriaSearchField
            value={value}
            defaultValue={defaultValue}
            onChange={(next) => onChange?.(next, changeEvent.latest())}
            onSubmit={onSubmit}
            onClear={onClear}
            isDisabled={disabled}
            isRequired={required}
            isInvalid={Boolean(control['aria-invalid'])}
            aria-labelledby={named.labelId}
            aria-describedby={control['aria-describedby']}
            className={styles.box}
          >
            <Glyph glyph={Search} className={styles.glyph} />
            <AriaInput {...input} id={control.id} className={styles.input} />
            <AriaButton aria-label={t('searchField.clear')} className={styles.clear}>
              <Glyph glyph={X} />
            </AriaButton>
          </AriaSearchField>
        </I18nProvider>
      )}
    </Field>
  );
}
