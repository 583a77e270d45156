/**
 * Money typed by visitors: parsing with a clear message for anything unusable, and formatting.
 * Messages are written in the locale of the `t` given (en-US without one), and figures are
 * formatted for a locale, always in US dollars.
 */
import { formatMoney } from '../../components/Money/formatMoney';
import { amountStrings } from '../locale/messages/en-US/amount';
import type { MessageKey } from '../locale/messages/keys';
import { createTranslate, type BeemLocale, type Translate } from '../locale/translate';

/** The keys of the amount and count messages. */
export type AmountKey = Extract<MessageKey, `amount.${string}`>;

const translateAmount = createTranslate('en-US', amountStrings);

/** Larger than any wage or budget line the tools are for; past it, figures stop being useful. */
export const MAX_AMOUNT = 100_000_000;

/**
 * What `parseAmount` and `parseCount` answer: the number typed, or a message saying what to type,
 * in the locale of the `Translate` they were given.
 */
export type ParsedAmount = { ok: true; value: number } | { ok: false; message: string };

/**
 * "$45,000", "45000.50" and " 45 000 " are amounts; an empty field is `empty` (the caller decides
 * whether that means zero or "required"); anything else is a message saying what to type.
 */
export function parseAmount(
  text: string,
  {
    empty = 0,
    label,
    t = translateAmount,
  }: { empty?: number | null; label?: string; t?: Translate<AmountKey> } = {},
): ParsedAmount {
  const trimmed = text.trim();
  if (trimmed === '') {
    return empty === null
      ? { ok: false, message: t('amount.required', { label: label ?? t('amount.label') }) }
      : { ok: true, value: empty };
  }
  const cleaned = trimmed.replace(/^\$/, '').replace(/[,\s]/g, '');
  if (cleaned.startsWith('-') || /^\$?-/.test(trimmed))
    return { ok: false, message: t('amount.negative') };
  if (!/^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(cleaned))
    return { ok: false, message: t('amount.format') };
  const value = Number(cleaned);
  if (!Number.isFinite(value) || value > MAX_AMOUNT)
    return {
      ok: false,
      message: t('amount.max', {
        max: formatMoney(MAX_AMOUNT, { locale: t.locale, fractionDigits: 0 }),
      }),
    };
  return { ok: true, value };
}

/** Whole numbers of something (children, items) from 0 to `max`. */
export function parseCount(
  text: string,
  max: number,
  t: Translate<AmountKey> = translateAmount,
): ParsedAmount {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: 0 };
  if (!/^\d+$/.test(trimmed)) return { ok: false, message: t('amount.countFormat') };
  const value = Number(trimmed);
  return value > max ? { ok: false, message: t('amount.countMax', { max }) } : { ok: true, value };
}

/** 0.1234 → "12.3%" in en-US, "12.3 %" where the locale spaces it. */
export const formatPercent = (share: number, locale: BeemLocale = 'en-US') =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(share);
