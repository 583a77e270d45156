'use client';
/**
 * DatePicker: react-aria-components' `DatePicker`, typed into as segments (month, day, year) or
 * picked from a `Calendar` in a `Popover`, on the field base.
 *
 * Why react-aria-components: `<input type="date">` draws a different field and calendar in every
 * browser, none of them in the page's language (they follow the browser's), cannot mark dates
 * unavailable, and reads its segments inconsistently to screen readers. React Aria gives editable
 * segments in the locale's order and words (en-US mm/dd/yyyy, es-US dd/mm/aaaa), each a
 * spin button that takes digits and arrow keys; a calendar grid with the arrow-key, Page Up and
 * Page Down, Home and End moves of the ARIA grid pattern; the month names, weekday initials and
 * each day's full spoken date from `Intl`; minimum, maximum and unavailable dates; focus kept in
 * the popover and given back to the field; and hidden inputs that submit the ISO date. Dates and
 * calendar arithmetic come from `@internationalized/date`, which React Aria brings.
 * - Bytes: 77.1 kB of JavaScript and 1.2 kB of CSS, minified and gzipped, over what `Button`
 *   already brings (78.6 kB and 2.6 kB alone; react and react-dom external): React Aria's date
 *   field, calendar, dialog, overlay and positioning, and `@internationalized/date`'s calendar
 *   arithmetic. The largest form control in the library: load it only on the pages that ask for
 *   a date (`next/dynamic` on a screen that opens it later). `DateRangePicker` is built of the
 *   same parts.
 * - Keyboard: Tab moves through the segments (month, day, year) and then the calendar button;
 *   digits fill a segment and move on, Up and Down step it, Backspace empties it. Alt+Down or
 *   Enter/Space on the button opens the calendar with focus on the chosen (or first) day: arrows
 *   move a day or a week, Page Up and Page Down a month, Enter picks and closes, Escape closes
 *   and gives focus back to the field.
 * - Server rendering: the label, the segments with their placeholders (or the date, written in
 *   the provider's locale) and the button are in the server's HTML; the calendar only exists once
 *   opened.
 * - Without JavaScript: the segments show but cannot be typed into and nothing is submitted. A
 *   form that must work before the script runs asks for a date in a `TextField` with a hint
 *   ("MM/DD/YYYY").
 */
import { useChangeEvent } from '../../internal/hooks/useChangeEvent';
import type { SyntheticEvent } from 'react';
import type { AriaAttributes, CSSProperties, Ref } from 'react';
import { useMemo } from 'react';
import {
  Calendar,
  DatePicker as AriaDatePicker,
  Dialog,
  Group,
  I18nProvider,
  Popover,
  type DateValue,
} from 'react-aria-components';
import { Field, type FieldBaseProps } from '../Field/FieldBase';
import { useFieldLabel } from '../../internal/field/fieldLabel';
import { useLocale } from '../../helpers/locale/context';
import {
  CalendarButton,
  CalendarDays,
  CalendarHeader,
  Segments,
  toCalendarDate,
  toIso,
} from '../../internal/calendar/calendarParts';
import * as styles from './DatePicker.css';

/** What both pickers take besides their value. */
export interface DateFieldBaseProps extends Omit<FieldBaseProps, 'describedBy'>, AriaAttributes {
  /** The earliest date that can be entered or picked, as `YYYY-MM-DD`; earlier days are greyed. */
  min?: string;
  /** The latest, as `YYYY-MM-DD`. */
  max?: string;
  /**
   * Marks a date that cannot be chosen within the range (a bank holiday), given as `YYYY-MM-DD`:
   * struck through in the calendar, and read as such.
   */
  dateUnavailable?: (date: string) => boolean;
  /**
   * The month the calendar opens on, and the year the segments start from, while there is no
   * value, as `YYYY-MM-DD`.
   * @default today
   */
  placeholderValue?: string;
  /** The control's id (its group of segments), which the label points at; one is made up. */
  id?: string;
  /** For the group of segments and the button, with any `data-*` or `aria-*` prop. */
  ref?: Ref<HTMLDivElement>;
  /** For the field's outer element (label, box and words), as is `style`. */
  className?: string;
  /** On the field's outer element, as is `className`. */
  style?: CSSProperties;
  /** On the group of segments and the button, as is `ref`. */
  [data: `data-${string}`]: string | number | boolean | undefined;
}

/** The props of `DatePicker`: one date, typed or picked, with its label, hint and error. */
export interface DatePickerProps extends DateFieldBaseProps {
  /** The date as `YYYY-MM-DD`, when the parent keeps it (controlled); `null` for none. */
  value?: string | null;
  /** The starting date of a field that keeps its own. */
  defaultValue?: string | null;
  /** A whole date entered or picked, as `YYYY-MM-DD`, or `null` once a segment is emptied. */
  onChange?: (value: string | null, event: SyntheticEvent) => void;
  /** Sent with the form as `YYYY-MM-DD`, by a hidden input. */
  name?: string;
}

/** Splits a picker's props into the field base's, the control's and the dates'. */
export function useDateFieldProps(props: DateFieldBaseProps) {
  const {
    label,
    hint,
    error,
    required,
    optional,
    disabled,
    id,
    className,
    style,
    ref,
    min,
    max,
    dateUnavailable,
    placeholderValue,
    'aria-describedby': describedBy,
    ...control
  } = props;
  const named = useFieldLabel(label, optional, required);
  const dates = useMemo(
    () => ({
      minValue: toCalendarDate(min),
      maxValue: toCalendarDate(max),
      placeholderValue: toCalendarDate(placeholderValue),
      isDateUnavailable: dateUnavailable && ((date: DateValue) => dateUnavailable(toIso(date))),
    }),
    [min, max, placeholderValue, dateUnavailable],
  );
  return {
    field: {
      label: named.label,
      hint,
      error,
      required,
      disabled,
      describedBy,
      id,
      className,
      style,
    },
    labelId: named.labelId,
    ref,
    control,
    dates,
  };
}

/**
 * A date: typed into its segments or picked from a calendar. `className` and `style` go to the
 * field's outer element; `ref`, `id`, any `data-*` or `aria-*` prop to the group of segments.
 */
export function DatePicker({ value, defaultValue, onChange, name, ...props }: DatePickerProps) {
  const locale = useLocale();
  const { field, labelId, ref, control, dates } = useDateFieldProps(props);
  const values = useMemo(
    () => ({
      ...(value !== undefined && { value: toCalendarDate(value) }),
      ...(defaultValue !== undefined && { defaultValue: toCalendarDate(defaultValue) }),
    }),
    [value, defaultValue],
  );
  const changeEvent = useChangeEvent();
  return (
    <Field {...field} {...changeEvent.capture}>
      {(fieldControl) => (
        // React Aria writes the segments, month names and spoken dates in the locale it is given.
        <I18nProvider locale={locale}>
          <AriaDatePicker
            {...values}
            {...dates}
            onChange={(next) => onChange?.(next ? toIso(next) : null, changeEvent.latest())}
            name={name}
            granularity="day"
            shouldForceLeadingZeros
            isDisabled={props.disabled}
            isRequired={props.required}
            isInvalid={Boolean(fieldControl['aria-invalid'])}
            aria-labelledby={labelId}
            aria-describedby={fieldControl['aria-describedby']}
            className={styles.picker}
          >
            <Group {...control} ref={ref} id={fieldControl.id} className={styles.box}>
              <Segments />
              <CalendarButton />
            </Group>
            <Popover className={styles.popover} placement="bottom start" offset={4}>
              <Dialog className={styles.dialog}>
                <Calendar className={styles.calendar}>
                  <CalendarHeader />
                  <CalendarDays />
                </Calendar>
              </Dialog>
            </Popover>
          </AriaDatePicker>
        </I18nProvider>
      )}
    </Field>
  );
}
