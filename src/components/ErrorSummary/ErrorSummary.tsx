'use client';
/**
 * ErrorSummary: GOV.UK's error summary. After a failed submit, a box at the top of the form titled
 * "There is a problem" lists each field's message as a link to that field.
 *
 * Why the platform and not react-aria-components: nothing here is a widget. It is a heading, a
 * list and in-page links (`href="#<the control's id>"`), which work with no script at all. The
 * script adds only what GOV.UK's own adds, so the library writes no keyboard handling of its own:
 * - Focus when it appears: the box has `tabIndex={-1}` and takes focus once it has messages (and
 *   again whenever they change), so a screen reader reads it and the next Tab reaches its first
 *   link. Its content is also inside `role="alert"`, as GOV.UK Frontend's is, for the screen
 *   readers that do not read a focused box whole. `focusOnMount={false}` turns the focus off.
 * - A link moves focus to its field, not just the page: the field's label (or, for a group such
 *   as `OtpInput`, its legend when the legend and the control fit on screen together) is scrolled
 *   to the top, then the control is focused without another scroll, so the question shows above
 *   the answer. `OtpInput` sends focus from its first box on to its first empty box.
 * - Bytes: 1.3 kB of JavaScript and 0.4 kB of CSS, minified and gzipped, over what `Button`
 *   already brings (react and react-dom external), its title's `Heading` and the locale hook
 *   included; 2.3 kB and 1.8 kB alone.
 * - Keyboard: Tab moves through the links, Enter follows one; the box itself is only focused by
 *   the script, never by Tab.
 * - Server rendering: rendered whole on the server, as a form page that posts renders it.
 * - Without JavaScript: the links are plain in-page links; the browser scrolls to the control
 *   and the next Tab starts from there.
 */
import { clsx } from 'clsx';
import {
  useEffect,
  useRef,
  type ComponentPropsWithRef,
  type MouseEvent,
  type RefCallback,
} from 'react';
import { Heading, type HeadingLevel } from '../Heading/Heading';
import { useLocale, useMessages } from '../LocaleProvider/LocaleProvider';
import { errorSummaryStrings } from '../../helpers/locale/messages/en-US/errorSummary';
import * as styles from './ErrorSummary.css';

/** One problem to fix: the field it is in and what is wrong with it, each a link in the summary. */
export interface ErrorSummaryError {
  /** The `id` of the control to fix: the input, or an `OtpInput`'s `id` (its first box). */
  fieldId: string;
  /** The field's own error message, word for word. Rendered as text, never as HTML. */
  message: string;
}

/** Heading levels a summary can take: it sits under the page's `<h1>`. */
export const errorSummaryHeadingLevels = [2, 3, 4] as const satisfies readonly HeadingLevel[];
/** One of `errorSummaryHeadingLevels`: 2, 3 or 4. */
export type ErrorSummaryHeadingLevel = (typeof errorSummaryHeadingLevels)[number];

/** What the summary lists and how it takes focus: the props ErrorSummary reads itself. */
export interface ErrorSummaryOwnProps {
  /** One entry per invalid field, in the order the fields come in the form. */
  errors: readonly ErrorSummaryError[];
  /**
   * The title; the catalogue's in the reader's language when left out.
   * @default There is a problem
   */
  title?: string;
  /**
   * The title's level in the page outline, under the page's `<h1>`.
   * @default 2
   */
  headingLevel?: ErrorSummaryHeadingLevel;
  /**
   * Takes focus when it appears with messages and when they change (a new failed submit), so
   * screen readers read it at once. Turn it off only for a page that moves focus
   * there itself.
   * @default true
   */
  focusOnMount?: boolean;
}

/** The summary's own props with its `<div>`'s: `ref`, `className`, `style`, `data-*`, `aria-*`. */
export type ErrorSummaryProps = ErrorSummaryOwnProps &
  Omit<ComponentPropsWithRef<'div'>, keyof ErrorSummaryOwnProps | 'children' | 'tabIndex'>;

/**
 * The words that introduce a control, to be scrolled into view above it: a group's legend when
 * the legend and the control both fit on screen from there (GOV.UK's rule), else the control's
 * own label.
 */
function introOf(control: HTMLElement): HTMLElement | null {
  const legend = control.closest('fieldset')?.querySelector('legend');
  if (legend) {
    const top = legend.getBoundingClientRect().top;
    const bottom = control.getBoundingClientRect().bottom;
    if (bottom - top < window.innerHeight) return legend;
  }
  const labels = 'labels' in control ? (control as HTMLInputElement).labels : null;
  return labels?.[0] ?? null;
}

/** Follows a summary link with focus: the label in view, then the control focused. */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const control = document.getElementById(fieldId);
  // No such control in this page: the browser follows the link as it would without a script.
  if (!control) return;
  event.preventDefault();
  const intro = introOf(control);
  if (intro) intro.scrollIntoView({ block: 'start' });
  control.focus({ preventScroll: intro !== null });
}

/**
 * A box at the top of a form that lists what is wrong, each message a link to its field, and
 * takes focus when it appears. Render it only when a submit failed (it renders nothing for no
 * errors), with the same messages the fields show.
 */
export function ErrorSummary({
  errors,
  title,
  headingLevel = 2,
  focusOnMount = true,
  className,
  ref,
  ...props
}: ErrorSummaryProps) {
  const t = useMessages(errorSummaryStrings);
  const box = useRef<HTMLDivElement | null>(null);
  // What was listed, as one string, so a new array with the same messages does not take focus
  // again: only a change of what the reader would hear does.
  const signature = errors.map((error) => `${error.fieldId}\n${error.message}`).join('\n\n');

  // The same fields in another language (the reader switched it) are no new failed submit: the
  // summary takes focus for news, not for a translation of what it already said.
  const locale = useLocale();
  const fields = errors.map((error) => error.fieldId).join('\n');
  const said = useRef({ locale, fields: '' });

  useEffect(() => {
    const before = said.current;
    said.current = { locale, fields };
    if (before.locale !== locale && before.fields === fields) return;
    if (focusOnMount && signature) box.current?.focus();
  }, [focusOnMount, signature, locale, fields]);

  const setRef: RefCallback<HTMLDivElement> = (element) => {
    box.current = element;
    if (typeof ref === 'function') return ref(element);
    if (ref) ref.current = element;
  };

  if (errors.length === 0) return null;

  return (
    <div
      {...props}
      ref={setRef}
      // Focused by the script alone, never reached by Tab.
      tabIndex={-1}
      className={clsx(styles.summary, className)}
    >
      <div role="alert" className={styles.body}>
        <Heading level={headingLevel} size="lg" className={styles.title}>
          {title ?? t('errorSummary.title')}
        </Heading>
        <ul className={styles.list}>
          {errors.map((error) => (
            <li key={error.fieldId}>
              <a
                href={`#${error.fieldId}`}
                className={styles.link}
                onClick={(event) => {
                  focusField(event, error.fieldId);
                }}
              >
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
