'use client';
/**
 * DateRangePicker: react-aria-components' `DateRangePicker`: a start and an end date, each typed
 * into as segments or both picked from one `RangeCalendar` in a `Popover`, on the field base. It
 * shares `DatePicker`'s parts and look (calendar header, grid, segments).
 *
 * Why react-aria-components: the platform has no range input at all, and two `<input
 * type="date">` neither show the range nor stop an end before its start. React Aria gives the two
 * sets of segments in the locale's order, a range calendar picked by keyboard (Enter on the first
 * day, arrows, Enter on the last), the band between them drawn as they move, the days in between
 * read as selected, an end before the start refused, and a hidden input for each end.
 * - Bytes: 78.5 kB of JavaScript and 1.2 kB of CSS, minified and gzipped, over what `Button`
 *   already brings (80.0 kB and 2.6 kB alone; react and react-dom external), of the same parts
 *   as `DatePicker`'s. Load it only on the pages that ask for a range.
 * - Keyboard: as `DatePicker`'s, through the start's segments, then the end's, then the button.
 *   In the calendar, Enter on a day starts the range, arrows extend it (the band follows), and
 *   Enter on a second day ends it and closes the calendar.
 * - Server rendering: the label, both sets of segments and the button are in the server's HTML;
 *   the calendar only exists once opened.
 * - Without JavaScript: as `DatePicker`'s, the segments show and nothing can be entered; a form
 *   that must work before the script runs asks for two dates in `TextField`s.
 */
import { useChangeEvent } from '../../internal/hooks/useChangeEvent';
import type { SyntheticEvent } from 'react';
import { useMemo } from 'react';
import {
  DateRangePicker as AriaDateRangePicker,
  Dialog,
  Group,
  I18nProvider,
  Popover,
  RangeCalendar,
} from 'react-aria-components';
import { Field } from '../Field/FieldBase';
import { useLocale } from '../../helpers/locale/context';
import {
  CalendarButton,
  CalendarDays,
  CalendarHeader,
  Segments,
  toCalendarDate,
  toIso,
} from '../../internal/calendar/calendarParts';
import { useDateFieldProps, type DateFieldBaseProps } from '../DatePicker/DatePicker';
import * as styles from '../DatePicker/DatePicker.css';

/** A range of days, each end as `YYYY-MM-DD`; the end may be the start (one day). */
export interface DateRange {
  /** The first day, as `YYYY-MM-DD`. */
  start: string;
  /** The last day, as `YYYY-MM-DD`: the same as `start` for one day. */
  end: string;
}

/**
 * The props of `DateRangePicker`: a start and an end date, typed or picked, with their label,
 * hint and error.
 */
export interface DateRangePickerProps extends DateFieldBaseProps {
  /** The range, when the parent keeps it (controlled); `null` for none. */
  value?: DateRange | null;
  /** The starting range of a field that keeps its own. */
  defaultValue?: DateRange | null;
  /** A whole range entered or picked, or `null` once a segment is emptied. */
  onChange?: (value: DateRange | null, event: SyntheticEvent) => void;
  /** Sent with the form as `YYYY-MM-DD`, by a hidden input for the start. */
  startName?: string;
  /** The same, for the end. */
  endName?: string;
}

const toRange = (range: DateRange | null | undefined) =>
  range && { start: toCalendarDate(range.start), end: toCalendarDate(range.end) };

/**
 * A range of days: two dates typed into their segments, or picked from one calendar. `className`
 * and `style` go to the field's outer element; `ref`, `id`, any `data-*` or `aria-*` prop to the
 * group of segments.
 */
export function DateRangePicker({
  value,
  defaultValue,
  onChange,
  startName,
  endName,
  ...props
}: DateRangePickerProps) {
  const locale = useLocale();
  const { field, labelId, ref, control, dates } = useDateFieldProps(props);
  const values = useMemo(
    () => ({
      ...(value !== undefined && { value: toRange(value) }),
      ...(defaultValue !== undefined && { defaultValue: toRange(defaultValue) }),
    }),
    [value, defaultValue],
  );
  const changeEvent = useChangeEvent();
  return (
    <Field {...field} {...changeEvent.capture}>
      {(fieldControl) => (
        <I18nProvider locale={locale}>
          <AriaDateRangePicker
            {...values}
            {...dates}
            onChange={(next) =>
              onChange?.(
                next ? { start: toIso(next.start), end: toIso(next.end) } : null,
                changeEvent.latest(),
              )
            }
            startName={startName}
            endName={endName}
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
              <Segments slot="start" />
              <span aria-hidden="true" className={styles.rangeDash}>
                –
              </span>
              <Segments slot="end" />
              <CalendarButton />
            </Group>
            <Popover className={styles.popover} placement="bottom start" offset={4}>
              <Dialog className={styles.dialog}>
                <RangeCalendar className={styles.calendar}>
                  <CalendarHeader />
                  <CalendarDays range />
                </RangeCalendar>
              </Dialog>
            </Popover>
          </AriaDateRangePicker>
        </I18nProvider>
      )}
    </Field>
  );
}
