/** Money typed by visitors: parsing with a clear message for anything unusable, and formatting. */

/** Larger than any wage or budget line the tools are for; past it, figures stop being useful. */
export const MAX_AMOUNT = 100_000_000;

export type ParsedAmount = { ok: true; value: number } | { ok: false; message: string };

/**
 * "$45,000", "45000.50" and " 45 000 " are amounts; an empty field is `empty` (the caller decides
 * whether that means zero or "required"); anything else is a message saying what to type.
 */
export function parseAmount(
  text: string,
  { empty = 0, label = 'amount' }: { empty?: number | null; label?: string } = {},
): ParsedAmount {
  const trimmed = text.trim();
  if (trimmed === '') {
    return empty === null
      ? { ok: false, message: `Enter your ${label}.` }
      : { ok: true, value: empty };
  }
  const cleaned = trimmed.replace(/^\$/, '').replace(/[,\s]/g, '');
  if (cleaned.startsWith('-') || /^\$?-/.test(trimmed))
    return { ok: false, message: 'Amounts can’t be negative.' };
  if (!/^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(cleaned))
    return { ok: false, message: 'Use numbers only, like 45,000 or 45000.50.' };
  const value = Number(cleaned);
  if (!Number.isFinite(value) || value > MAX_AMOUNT)
    return { ok: false, message: `Enter an amount up to ${formatUsd(MAX_AMOUNT)}.` };
  return { ok: true, value };
}

/** Whole numbers of something (children, items) from 0 to `max`. */
export function parseCount(text: string, max: number): ParsedAmount {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: 0 };
  if (!/^\d+$/.test(trimmed)) return { ok: false, message: 'Use a whole number, like 0, 1 or 2.' };
  const value = Number(trimmed);
  return value > max
    ? { ok: false, message: `Enter a number from 0 to ${max}.` }
    : { ok: true, value };
}

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$45,000" (rounded to the dollar), or "$1,192.50" with `cents`. */
export const formatUsd = (value: number, { cents = false } = {}) =>
  (cents ? withCents : dollars).format(value);

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
/** 0.1234 → "12.3%". */
export const formatPercent = (share: number) => percent.format(share);
