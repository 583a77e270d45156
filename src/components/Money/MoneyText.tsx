'use client';
/**
 * The figure of a `Money` given no `locale`: written in the nearest `LocaleProvider`'s locale,
 * which only a client module can read. A Server Component page that passes `locale` never sends
 * this module to the browser for the amounts that do.
 */
import { useLocale } from '../../helpers/locale/context';
import { formatMoney, type MoneyFormat } from './formatMoney';

export function MoneyText({ amount, ...format }: Omit<MoneyFormat, 'locale'> & { amount: number }) {
  return formatMoney(amount, { ...format, locale: useLocale() });
}
