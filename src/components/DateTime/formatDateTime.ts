/**
 * Dates and times written for a locale and a time zone, as `DateTime` shows them. Pure, and
 * given everything it depends on (the zone, and "now" for a relative time), so the server and the
 * browser write the same text and hydration never finds a difference.
 */
import type { BeemLocale } from '../../helpers/locale/translate';

/** A date, time or both, or how long ago (or how soon) from `now`. */
export const dateTimeFormats = ['date', 'time', 'dateTime', 'relative'] as const;
/** One of `dateTimeFormats`: `date`, `time`, `dateTime` or `relative`. */
export type DateTimeFormat = (typeof dateTimeFormats)[number];

/** How much of the date: "1/15/27", "Jan 15, 2027", "January 15, 2027", "Friday, January 15, 2027". */
export const dateTimeDateStyles = ['short', 'medium', 'long', 'full'] as const;
/** One of `dateTimeDateStyles`: `short`, `medium`, `long` or `full`. */
export type DateTimeDateStyle = (typeof dateTimeDateStyles)[number];

/**
 * The zone times are written in when none is given: a fixed one, never the runtime's, because a
 * server's zone (often UTC) and a reader's device differ, and the page's text must not change on
 * hydration. Pass the member's own zone where the app knows it.
 */
export const defaultTimeZone = 'America/New_York';

/** An instant: a `Date`, milliseconds since 1970, or an ISO 8601 string; or a day, "2027-01-15". */
export type DateInput = Date | number | string;

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A "YYYY-MM-DD" string is a day on the calendar (a due date), not an instant: it is written as
 * that day in every zone. `new Date('2027-01-15')` is midnight UTC, the evening of the 14th in
 * New York, which is why such a day is formatted in UTC.
 */
export const isCalendarDay = (value: DateInput): value is string =>
  typeof value === 'string' && calendarDay.test(value);

/** The instant, checked: an unreadable date is a bug to surface, not "Invalid Date" to show. */
export function toDate(value: DateInput): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime()))
    throw new RangeError(`DateTime: ${String(value)} is not a date.`);
  return date;
}

/** `<time dateTime>`: the day as given for a calendar day, else the instant in UTC. */
export const machineDateTime = (value: DateInput) =>
  isCalendarDay(value) ? value : toDate(value).toISOString();

/**
 * How `formatDateTime` writes a date: the locale, the zone and the date style. `formatRelative`
 * takes the first two.
 */
export interface DateTimeOptions {
  /** The locale to write it in: `en-US` or `es-US`. */
  locale: BeemLocale;
  /** The IANA zone an instant is written in (`America/New_York`); a calendar day ignores it. */
  timeZone: string;
  /** How much of the date is written: `medium` writes "Jan 15, 2027". A time alone ignores it. */
  dateStyle: DateTimeDateStyle;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: BeemLocale, options: Intl.DateTimeFormatOptions) {
  const id = `${locale}|${JSON.stringify(options)}`;
  let made = formats.get(id);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, options);
    formats.set(id, made);
  }
  return made;
}

/**
 * ICU writes U+202F (a narrow no-break space) before "AM" in newer versions and a plain space in
 * older ones; Node and a reader's browser can carry different versions. One no-break space keeps
 * the text the same on both, and "10:30 AM" on one line.
 */
const sameSpaces = (text: string) => text.replace(/[\u202f\u2009 ]/g, '\u00a0');

/** "Jan 15, 2027", "10:30 AM", "Jan 15, 2027, 10:30 AM" in the zone given. */
export function formatDateTime(
  value: DateInput,
  format: Exclude<DateTimeFormat, 'relative'>,
  { locale, timeZone, dateStyle }: DateTimeOptions,
): string {
  const day = isCalendarDay(value);
  const options: Intl.DateTimeFormatOptions = {
    timeZone: day ? 'UTC' : timeZone,
    ...(format === 'time' ? {} : { dateStyle }),
    ...(format === 'date' || day ? {} : { timeStyle: 'short' }),
  };
  return sameSpaces(dateFormat(locale, options).format(toDate(value)));
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The calendar day an instant falls on in a zone, as a day count since 1970. */
function dayNumber(date: Date, timeZone: string) {
  const parts = dateFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((each) => each.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / (24 * HOUR);
}

const relativeFormats = new Map<BeemLocale, Intl.RelativeTimeFormat>();

/** The amount and unit a relative time is written in: the largest unit that is at least one. */
export function relativeParts(
  value: DateInput,
  now: DateInput,
  timeZone: string,
): [number, Intl.RelativeTimeFormatUnit] {
  const day = isCalendarDay(value);
  if (!day) {
    const elapsed = toDate(value).getTime() - toDate(now).getTime();
    const size = Math.abs(elapsed);
    // Under a minute is "now": a count of seconds would change between a render and a reading.
    if (size < MINUTE) return [0, 'second'];
    if (size < HOUR) return [Math.trunc(elapsed / MINUTE), 'minute'];
    if (size < 24 * HOUR) return [Math.trunc(elapsed / HOUR), 'hour'];
  }
  // From a day on, count days on the reader's calendar: 11 pm yesterday is "yesterday" at 9 am.
  const days =
    (day ? dayNumber(toDate(value), 'UTC') : dayNumber(toDate(value), timeZone)) -
    dayNumber(toDate(now), timeZone);
  const size = Math.abs(days);
  if (size < 7) return [days, 'day'];
  if (size < 30) return [Math.trunc(days / 7), 'week'];
  if (size < 365) return [Math.trunc(days / 30), 'month'];
  return [Math.trunc(days / 365), 'year'];
}

/** "2 days ago", "yesterday", "in 3 hours", "now": from `now`, in the zone given. */
export function formatRelative(
  value: DateInput,
  now: DateInput,
  { locale, timeZone }: Pick<DateTimeOptions, 'locale' | 'timeZone'>,
): string {
  let made = relativeFormats.get(locale);
  if (!made) {
    made = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormats.set(locale, made);
  }
  // `+ 0` turns a -0 (a moment ago, truncated) into 0, which `numeric: 'auto'` writes as "now".
  const [amount, unit] = relativeParts(value, now, timeZone);
  return sameSpaces(made.format(amount + 0, unit));
}
