'use client';
/**
 * The field base every form control is built on: the visible label, the hint, the error message,
 * the "(optional)" mark, and the ids that tie them to the control.
 *
 * Platform first: the controls are native elements (`<input>`, `<textarea>`, `<select>`,
 * `<fieldset>` and `<legend>`), tied to their words with `<label for>` and `aria-describedby`.
 * Browsers and screen readers already give these their keyboard behaviour, names, states and
 * form submission, so the base adds ids and words and no widget logic of its own: nothing here
 * needs a library such as react-aria.
 *
 * Required and optional: most fields a form asks for are needed, so only the exceptions carry a
 * visible mark, "(optional)" after the label, as part of the control's name. A needed field gets
 * the native `required` attribute, which screen readers announce ("required") and constraint
 * validation understands, and no asterisk: an asterisk is a symbol to explain in a legend, hard
 * to see and read out as "star". When both are set, `required` wins and no mark is shown.
 */
import { clsx } from 'clsx';
import {
  createContext,
  useContext,
  useId,
  type ComponentPropsWithRef,
  type CSSProperties,
  type ReactNode,
} from 'react';
import * as styles from './Field.css';
import type { FieldLayout } from './Field.css';
import { useMessages } from '../../helpers/locale/context';
import { fieldStrings } from '../../helpers/locale/messages/en-US/field';

export { fieldLayouts, type FieldLayout } from './Field.css';

/** The words after the label of a field that may be left empty. */
/** The optional mark in en-US; a field writes it in its provider's locale. */
export const optionalMark = fieldStrings['field.optional'];

/** What a field hands its control: spread it onto the native element. */
export interface FieldControlProps {
  /** The control's id, which the label's `for` points at: the field's `id`, or one made up. */
  id: string;
  /** The ids of the hint, any `describedBy` and the error, in that order; `undefined` when none. */
  'aria-describedby': string | undefined;
  /** `true` while the field has an `error`, so the control is read as invalid. */
  'aria-invalid': true | undefined;
  /** `true` when the field is `required`, for the native attribute. */
  required: boolean | undefined;
  /** `true` when the field is `disabled`, for the native attribute. */
  disabled: boolean | undefined;
}

/** What a group hands each of its controls (the group itself holds the descriptions). */
export type FieldGroupControlProps = Omit<FieldControlProps, 'id' | 'aria-describedby'>;

/**
 * What every field and group of fields takes: its label, hint and error, and whether it is
 * required, optional or disabled.
 */
export interface FieldBaseProps {
  /** The visible label, which is also the control's accessible name. */
  label: ReactNode;
  /** A line that says what to enter, read with the control. */
  hint?: ReactNode;
  /** What is wrong with the value: shown, announced, read with the control, and marks it invalid. */
  error?: ReactNode;
  /** Must be filled: sets the native `required`, which screen readers announce. */
  required?: boolean;
  /** May be left empty: adds "(optional)" to the label (and so to the name). */
  optional?: boolean;
  /** Cannot be used: the control is disabled and skipped by Tab. */
  disabled?: boolean;
  /** Ids of further descriptions (a character count), read after the hint, before the error. */
  describedBy?: string;
}

/** The props of `Field`: a control of the app's own, with the base's label, hint and error. */
export interface FieldProps
  extends FieldBaseProps, Omit<ComponentPropsWithRef<'div'>, 'id' | 'children'> {
  /** The control's id; one is made up when left out. */
  id?: string;
  /**
   * `stacked` for text entry, `inline` (control before its label) for a checkbox or a switch.
   * @default stacked
   */
  layout?: FieldLayout;
  /**
   * For the field's outer element, as are `style`, `ref` and any `data-*` or `aria-*` prop (the
   * control is the app's own, and takes its own).
   */
  className?: string;
  /** On the field's outer element, as is `className`. */
  style?: CSSProperties;
  /** The control: an element that reads `useFieldControl()`, or a function given its props. */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
}

/**
 * The props of `FieldGroup`: a `<fieldset>` of controls answering one question, with its legend,
 * hint and error.
 */
export interface FieldGroupProps
  extends FieldBaseProps, Omit<ComponentPropsWithRef<'fieldset'>, 'children' | 'disabled'> {
  /** For the `<fieldset>`, as are `style`, `ref`, `id` and any `data-*` or `aria-*` prop. */
  className?: string;
  /** On the `<fieldset>`, as is `className`. */
  style?: CSSProperties;
  /** The group's controls: elements, or a function given what each control needs. */
  children: ReactNode | ((control: FieldGroupControlProps) => ReactNode);
}

/** A hint or error is there when it has something to show: not `undefined`, `null`, `false` or "". */
export const isShown = (node: ReactNode) =>
  node !== undefined && node !== null && node !== false && node !== '';

/** The ids an `aria-describedby` lists, in order, or nothing when there are none. */
export function joinIds(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

/** The ids of a field's parts, from its control's id. */
export const fieldPartIds = (controlId: string) => ({
  hint: `${controlId}-hint`,
  error: `${controlId}-error`,
});

const FieldContext = createContext<FieldControlProps | null>(null);

/** Inside a `Field`: the props its control must carry (id, descriptions, states). */
export function useFieldControl(): FieldControlProps {
  const control = useContext(FieldContext);
  if (!control) throw new Error('useFieldControl() is for a control inside a <Field>.');
  return control;
}

function OptionalMark() {
  const t = useMessages(fieldStrings);
  return (
    <>
      {' '}
      <span className={styles.optional}>{t('field.optional')}</span>
    </>
  );
}

function Message({
  id,
  kind,
  children,
}: {
  id: string;
  kind: 'hint' | 'error';
  children: ReactNode;
}) {
  return kind === 'hint' ? (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  ) : (
    // An alert is announced when it appears, while focus stays where the visitor is typing.
    <p id={id} className={styles.error} role="alert">
      {children}
    </p>
  );
}

/**
 * One control with its label, hint and error. `Field` gives the control its `id`,
 * `aria-describedby` (hint, then `describedBy`, then error), `aria-invalid`, `required` and
 * `disabled`, through a render function or `useFieldControl()`, so an app can wrap a control of
 * its own and get the same wording and wiring as the library's.
 */
export function Field({
  label,
  hint,
  error,
  required,
  optional,
  disabled,
  describedBy,
  id,
  layout = 'stacked',
  className,
  children,
  ...root
}: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const ids = fieldPartIds(controlId);
  const hasHint = isShown(hint);
  const hasError = isShown(error);
  const control: FieldControlProps = {
    id: controlId,
    'aria-describedby': joinIds(hasHint && ids.hint, describedBy, hasError && ids.error),
    'aria-invalid': hasError || undefined,
    required: required ? true : undefined,
    disabled: disabled ? true : undefined,
  };
  const labelElement = (
    <label className={layout === 'inline' ? styles.inlineLabel : styles.label} htmlFor={controlId}>
      {label}
      {optional && !required && <OptionalMark />}
    </label>
  );
  const words = (
    <>
      {hasHint && (
        <Message id={ids.hint} kind="hint">
          {hint}
        </Message>
      )}
      {hasError && (
        <Message id={ids.error} kind="error">
          {error}
        </Message>
      )}
    </>
  );
  const rendered = typeof children === 'function' ? children(control) : children;
  return (
    <FieldContext value={control}>
      <div {...root} className={clsx(styles.field({ layout }), className)}>
        {layout === 'inline' ? (
          <>
            {rendered}
            <div className={styles.inlineText}>
              {labelElement}
              {words}
            </div>
          </>
        ) : (
          <>
            {labelElement}
            {rendered}
            {words}
          </>
        )}
      </div>
    </FieldContext>
  );
}

/**
 * Several controls answering one question (radios, checkboxes, the boxes of a code): a
 * `<fieldset>` whose `<legend>` is the question. The hint and error describe the fieldset, which
 * screen readers read when focus enters it; each control is marked invalid and required, and a
 * disabled group disables every control in it natively.
 */
export function FieldGroup({
  label,
  hint,
  error,
  required,
  optional,
  disabled,
  describedBy,
  className,
  children,
  'aria-describedby': ownDescribedBy,
  ...root
}: FieldGroupProps) {
  const ids = fieldPartIds(useId());
  const hasHint = isShown(hint);
  const hasError = isShown(error);
  const control: FieldGroupControlProps = {
    'aria-invalid': hasError || undefined,
    required: required ? true : undefined,
    disabled: disabled ? true : undefined,
  };
  return (
    <fieldset
      {...root}
      className={clsx(styles.group, className)}
      disabled={disabled}
      aria-describedby={joinIds(
        hasHint && ids.hint,
        describedBy,
        ownDescribedBy,
        hasError && ids.error,
      )}
    >
      <legend className={styles.legend}>
        {label}
        {optional && !required && <OptionalMark />}
      </legend>
      {typeof children === 'function' ? children(control) : children}
      {hasHint && (
        <Message id={ids.hint} kind="hint">
          {hint}
        </Message>
      )}
      {hasError && (
        <Message id={ids.error} kind="error">
          {error}
        </Message>
      )}
    </fieldset>
  );
}
