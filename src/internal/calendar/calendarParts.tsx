'use client';
/**
 * What a date picker and a date range picker share: the field's box of segments and its calendar
 * button, the calendar's header (previous month, the month's name, next month) and its grid, and
 * the conversion between the ISO dates an app keeps and React Aria's calendar dates.
 */
import { clsx } from 'clsx';
import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  Button as AriaButton,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DateSegment,
  Heading,
  type DateValue,
} from 'react-aria-components';
import { Glyph } from '../../components/Icon/Glyph';
import { Calendar as CalendarGlyph, ChevronLeft, ChevronRight } from '../../components/Icon/glyphs';
import { useMessages } from '../../helpers/locale/context';
import { datePickerStrings } from '../../helpers/locale/messages/en-US/datePicker';
import * as styles from '../../components/DatePicker/DatePicker.css';

/** An ISO date, `YYYY-MM-DD`, as a calendar date; `null` and `undefined` as they are. */
export function toCalendarDate<T extends string | null | undefined>(
  iso: T,
): CalendarDate | Exclude<T, string> {
  return (typeof iso === 'string' ? parseDate(iso) : iso) as CalendarDate | Exclude<T, string>;
}

/** A calendar date as an ISO date: what a form sends and `<input type="date">` holds. */
export const toIso = (date: DateValue) => date.toString().slice(0, 10);

/** The calendar button, after the segments. */
export function CalendarButton() {
  const t = useMessages(datePickerStrings);
  return (
    <AriaButton aria-label={t('datePicker.showCalendar')} className={styles.trigger}>
      <Glyph glyph={CalendarGlyph} />
    </AriaButton>
  );
}

/** One date's segments (month, day, year in the locale's order) and their separators. */
export function Segments({ slot }: { slot?: 'start' | 'end' }) {
  return (
    <DateInput slot={slot} className={styles.segments}>
      {(segment) => <DateSegment segment={segment} className={styles.segment} />}
    </DateInput>
  );
}

/** The month's name between the buttons that go a month back and a month on. */
export function CalendarHeader() {
  const t = useMessages(datePickerStrings);
  return (
    <header className={styles.header}>
      <AriaButton slot="previous" aria-label={t('datePicker.previousMonth')} className={styles.nav}>
        <Glyph glyph={ChevronLeft} />
      </AriaButton>
      <Heading className={styles.heading} />
      <AriaButton slot="next" aria-label={t('datePicker.nextMonth')} className={styles.nav}>
        <Glyph glyph={ChevronRight} />
      </AriaButton>
    </header>
  );
}

export interface CalendarDaysProps {
  /**
   * Draws the chosen days of a range as one band, its first and last days told apart by shape.
   * @default false
   */
  range?: boolean;
}

/** The month's grid: the weekdays' initials over the days, as the locale starts its week. */
export function CalendarDays({ range = false }: CalendarDaysProps) {
  return (
    <CalendarGrid className={styles.grid}>
      <CalendarGridHeader>
        {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
      </CalendarGridHeader>
      <CalendarGridBody>
        {(date) => (
          <CalendarCell date={date} className={clsx(styles.day, range && styles.rangeDay)} />
        )}
      </CalendarGridBody>
    </CalendarGrid>
  );
}
