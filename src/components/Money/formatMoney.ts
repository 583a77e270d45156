/**
 * Money written for a locale, to the cent, as `Money` shows it. Pure, so the server writes the
 * same text the browser does, and unit tests pin it to the character.
 */
import type { BeemLocale } from '../../helpers/locale/translate';

/** Intl's `signDisplay`: `exceptZero` writes a credit as "+$250.00" and zero bare. */
export const moneySigns = ['auto', 'always', 'exceptZero'] as const;
/** One of `moneySigns`: which amounts are written with a sign. */
export type MoneySign = (typeof moneySigns)[number];

/** Whole dollars, or dollars and cents. */
export const moneyFractionDigits = [0, 2] as const;
/** One of `moneyFractionDigits`: 2 for dollars and cents, 0 for whole dollars. */
export type MoneyFractionDigits = (typeof moneyFractionDigits)[number];

/** How `formatMoney` writes an amount; a part left out is en-US, USD, `auto` or 2 digits. */
export interface MoneyFormat {
  /** The locale whose figures, separators and symbol placement the amount is written in. */
  locale: BeemLocale;
  /** An ISO 4217 code; the library's apps deal in US dollars. */
  currency: string;
  /**
   * `auto`: a minus sign on a negative amount only; `exceptZero`: a plus sign on a positive one
   * too, none on zero; `always`: a sign on every amount.
   */
  sign: MoneySign;
  /**
   * 2 for dollars and cents, 0 for whole dollars; the amount is rounded half away from zero to it.
   */
  fractionDigits: MoneyFractionDigits;
}

/** U+2212: screen readers say "minus" for it, where some say "dash" for a hyphen. */
export const MINUS = '\u2212';

/**
 * The amount in whole units of the last digit shown (cents for 2, dollars for 0), rounded half
 * away from zero as a cashier would: 1.005 is 101 cents, -1.005 is -101.
 *
 * Binary floats hold 1.005 as 1.00499999999999989…, and 1.005 × 100 is 100.49999999999999; read
 * back to 15 significant digits (all a double is sure of) it is 100.5 again, so what the app
 * typed is what is rounded. A result of zero is positive zero: -0, or -0.001 rounded, must never
 * show as "-$0.00".
 */
export function toMinorUnits(amount: number, fractionDigits: MoneyFractionDigits): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Money: ${amount} is not an amount.`);
  const scaled = Number((Math.abs(amount) * 10 ** fractionDigits).toPrecision(15));
  const units = Math.round(scaled);
  return units === 0 ? 0 : Math.sign(amount) * units;
}

/** The rounded amount as a plain decimal, for `<data value>`: "-250.00", "1000000". */
export const machineValue = (units: number, fractionDigits: MoneyFractionDigits) =>
  (units / 10 ** fractionDigits).toFixed(fractionDigits);

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat({ locale, currency, sign, fractionDigits }: MoneyFormat) {
  const id = `${locale}|${currency}|${sign}|${fractionDigits}`;
  let made = formats.get(id);
  if (!made) {
    made = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      signDisplay: sign,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formats.set(id, made);
  }
  return made;
}

/** What `formatMoney` writes when a format leaves a part out: US dollars and cents, in en-US. */
const defaultFormat: MoneyFormat = {
  locale: 'en-US',
  currency: 'USD',
  sign: 'auto',
  fractionDigits: 2,
};

/**
 * "−$250.00", "+$250.00", "$1,000,000": the amount rounded to what is shown, in the locale's
 * figures, with a true minus sign. The library's one money formatter: `Money` writes with it, and
 * so does an app's text around a figure (a message, a chart label), so both read the same.
 */
export function formatMoney(amount: number, given: Partial<MoneyFormat> = {}): string {
  const format = { ...defaultFormat, ...given };
  const units = toMinorUnits(amount, format.fractionDigits);
  return numberFormat(format)
    .formatToParts(units / 10 ** format.fractionDigits)
    .map((part) => (part.type === 'minusSign' ? MINUS : part.value))
    .join('');
}
