'use client';
/**
 * The text of a `DateTime` given no `locale`: written in the nearest `LocaleProvider`'s locale,
 * which only a client module can read. It depends only on its props and that locale (the zone and
 * "now" are props), so the server's render and the browser's agree.
 */
import { useLocale } from '../../helpers/locale/context';
import {
  formatDateTime,
  formatRelative,
  type DateTimeDateStyle,
  type DateTimeFormat,
} from './formatDateTime';

export interface DateTimeTextProps {
  /** ISO strings: a `Date` crosses from a Server Component as well, but a string is simplest. */
  value: string;
  now: string | undefined;
  format: DateTimeFormat;
  timeZone: string;
  dateStyle: DateTimeDateStyle;
}

export function DateTimeText({ value, now, format, timeZone, dateStyle }: DateTimeTextProps) {
  const locale = useLocale();
  return format === 'relative'
    ? formatRelative(value, now ?? value, { locale, timeZone })
    : formatDateTime(value, format, { locale, timeZone, dateStyle });
}
