/**
 * DateTime: a date, a time, both, or how long ago, in a `<time>` element whose `dateTime` holds
 * the machine-readable value, written by the platform's `Intl.DateTimeFormat` and
 * `Intl.RelativeTimeFormat` in the reader's locale.
 *
 * Why the platform and not react-aria-components: React Aria's date formatting
 * (`useDateFormatter`) is a cache over the same `Intl.DateTimeFormat`, in a client hook, and
 * `@internationalized/date` is for picking and doing arithmetic on dates, which showing one does
 * not need. What is written here: the calendar-day rule, the choice of unit for a relative time,
 * and the rule that keeps hydration exact.
 * - Bytes: 1.0 kB of JavaScript, minified and gzipped, with its client part (react and react-dom
 *   external), and no CSS; 0.9 kB over what `Button` already brings. Where `locale` is given, the
 *   text is written on the server and needs none of it.
 * - Hydration: the text depends only on the props and the locale, never on the machine that
 *   renders it. The zone is a prop, `America/New_York` by default, never the runtime's (a server in
 *   UTC and a reader in California would write different days); a relative time needs `now`, given
 *   by the server (`new Date()` in the Server Component), never read while rendering; and the
 *   spaces that differ between ICU versions are written as one no-break space. An app that shows
 *   the reader's own zone passes it from the member's profile.
 * - A calendar day ("2027-01-15": a due date, a birthday) is that day in every zone.
 * - Keyboard: none; it is text.
 * - Server rendering and without JavaScript: the server's text, complete.
 */
import type { ComponentPropsWithRef } from 'react';
import type { BeemLocale } from '../../helpers/locale/translate';
import { DateTimeText } from './DateTimeText';
import {
  defaultTimeZone,
  formatDateTime,
  formatRelative,
  machineDateTime,
  type DateInput,
  type DateTimeDateStyle,
  type DateTimeFormat,
} from './formatDateTime';

export {
  dateTimeDateStyles,
  dateTimeFormats,
  defaultTimeZone,
  formatDateTime,
  formatRelative,
  type DateInput,
  type DateTimeDateStyle,
  type DateTimeFormat,
  type DateTimeOptions,
} from './formatDateTime';

/** What every DateTime takes, whatever its `format`: the value, and how to write it. */
export interface DateTimeBaseProps {
  /** An instant (a `Date`, milliseconds, an ISO string), or a calendar day as "YYYY-MM-DD". */
  value: DateInput;
  /**
   * How much of the date `date` and `dateTime` write; `medium` writes "Jan 15, 2027".
   * @default medium
   */
  dateStyle?: DateTimeDateStyle;
  /**
   * The IANA zone the time is written in: the same on the server and in the browser. A calendar day ignores it.
   * @default America/New_York
   */
  timeZone?: string;
  /**
   * The locale to write it in. Left out, the nearest `LocaleProvider`'s, read by a client part; a
   * Server Component page that knows its locale passes it and sends no script.
   */
  locale?: BeemLocale;
  /** For the `<time>` element, as are `style`, `ref` and any `data-*` or `aria-*` prop. */
  className?: string;
}

/**
 * DateTime's own props: a relative time (`format="relative"`) also needs `now`; no other format
 * takes it.
 */
export type DateTimeOwnProps = DateTimeBaseProps &
  (
    | {
        /**
         * `date`, `time`, `dateTime`, or `relative` ("2 days ago").
         * @default date
         */
        format?: Exclude<DateTimeFormat, 'relative'>;
        now?: never;
      }
    | {
        format: 'relative';
        /**
         * The moment a relative time counts from, given by the server: reading the clock while
         * rendering would write one text on the server and another in the browser.
         */
        now: DateInput;
      }
  );

/**
 * DateTime's own props with its `<time>`'s: `ref`, `className`, `style`, `data-*`, `aria-*`. Its
 * `dateTime` attribute is written from `value`.
 */
export type DateTimeProps = DateTimeOwnProps &
  Omit<
    ComponentPropsWithRef<'time'>,
    keyof DateTimeBaseProps | 'format' | 'now' | 'children' | 'dateTime'
  >;

/** What a DateTime is when a prop is left out. */
export const dateTimeDefaults = {
  format: 'date',
  dateStyle: 'medium',
  timeZone: defaultTimeZone,
} as const;

/**
 * A date or time on a page: "Jan 15, 2027", "10:30 AM", "2 days ago". A Server Component.
 */
export function DateTime({
  value,
  format = dateTimeDefaults.format,
  now,
  dateStyle = dateTimeDefaults.dateStyle,
  timeZone = dateTimeDefaults.timeZone,
  locale,
  ...props
}: DateTimeProps) {
  const at = machineDateTime(value);
  const from = now === undefined ? undefined : machineDateTime(now);
  let text;
  if (!locale) {
    text = (
      <DateTimeText
        value={at}
        now={from}
        format={format}
        timeZone={timeZone}
        dateStyle={dateStyle}
      />
    );
  } else if (format === 'relative') {
    text = formatRelative(at, from ?? at, { locale, timeZone });
  } else {
    text = formatDateTime(at, format, { locale, timeZone, dateStyle });
  }
  return (
    // The text is the same on both sides by the rules above, but the ICU data of Node and of the
    // reader's browser may still differ by a word's form ("a.m." or "a. m."): the server's text
    // then stays, rather than the whole page re-rendering over a period.
    <time {...props} dateTime={at} suppressHydrationWarning>
      {text}
    </time>
  );
}
