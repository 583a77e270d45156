/**
 * Money: an amount of money, written by the platform's `Intl.NumberFormat` in the reader's
 * locale, in figures of one width.
 *
 * Why the platform and not react-aria-components: showing an amount is formatting alone, and
 * `Intl.NumberFormat` is what React Aria's own number formatting calls. What is written here is
 * the rounding to the cent (half away from zero, on the decimal the app meant rather than on its
 * binary float), positive zero, and a true minus sign.
 * - Bytes: 1.5 kB of JavaScript, minified and gzipped, with its client part (react and react-dom
 *   external); 0.5 kB of JavaScript and under 0.1 kB of CSS over what `Button` already brings.
 *   Where `locale` is given, the figure is written on the server and needs none of it.
 * - The amount: `amount` in dollars, as a number, as `parseAmount` and `AmountField` have it, not
 *   integer cents; a number from arithmetic (0.1 + 0.2) is rounded to the cent shown.
 * - Locale: a Server Component cannot read `LocaleProvider` (a context). With `locale` it formats
 *   on the server and sends no JavaScript; without it, a small client part reads the provider's
 *   locale (en-US with none) and formats the same way, on the server's render and in the browser.
 *   Its text is the same in both, since it depends only on the props and the locale.
 * - Screen readers: the minus sign is U+2212, which screen readers read as "minus" ("minus 250
 *   dollars"); a hyphen is read as "dash" by some at their default punctuation level. The
 *   accounting style, "($250.00)", is left out: parentheses are read aloud as punctuation, not as
 *   a negative amount, and few of Beem's members read ledgers.
 * - Keyboard: none; it is text.
 * - Without JavaScript: the server's text, complete.
 */
import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import type { BeemLocale } from '../../helpers/locale/translate';
import {
  formatMoney,
  machineValue,
  toMinorUnits,
  type MoneyFractionDigits,
  type MoneySign,
} from './formatMoney';
import * as styles from './Money.css';
import type { MoneyTone } from './Money.css';
import { MoneyText } from './MoneyText';

export { moneyTones, type MoneyTone } from './Money.css';
export {
  formatMoney,
  moneyFractionDigits,
  moneySigns,
  type MoneyFormat,
  type MoneyFractionDigits,
  type MoneySign,
} from './formatMoney';

/** What a Money takes besides its `<data>` element's own attributes. */
export interface MoneyOwnProps {
  /** In dollars (or units of `currency`): `-250` is minus $250.00. Rounded to what is shown. */
  amount: number;
  /**
   * `auto`: a minus sign on a negative amount only. `exceptZero`: a plus sign on a positive one too,
   * for a credit among debits ("+$250.00"); zero has none. `always`: a sign on every amount, zero's
   * too.
   * @default auto
   */
  sign?: MoneySign;
  /**
   * `positive` for money coming in, `critical` for money owed or late; the colour only repeats the
   * sign, so give both. By default the colour of the text around it.
   * @default neutral
   */
  tone?: MoneyTone;
  /**
   * 2 for dollars and cents ("$100.00"), 0 for whole dollars ("$100"), rounded half up.
   * @default 2
   */
  fractionDigits?: MoneyFractionDigits;
  /**
   * An ISO 4217 code.
   * @default USD
   */
  currency?: string;
  /**
   * The locale to write it in. Left out, the nearest `LocaleProvider`'s, read by a client part; a
   * Server Component page that knows its locale (from its route) passes it and sends no script.
   */
  locale?: BeemLocale;
  /** For the `<data>` element, as are `style`, `ref` and any `data-*` or `aria-*` prop. */
  className?: string;
}

/**
 * An amount's own props with its `<data>` element's, but `value`: `ref`, `className`, `style`,
 * `data-*`, `aria-*`.
 */
export type MoneyProps = MoneyOwnProps &
  Omit<ComponentPropsWithRef<'data'>, keyof MoneyOwnProps | 'children' | 'value'>;

/** What a Money is when a prop is left out. */
export const moneyDefaults = {
  sign: 'auto',
  tone: 'neutral',
  fractionDigits: 2,
  currency: 'USD',
} as const satisfies Partial<MoneyOwnProps>;

/**
 * An amount of money in running text, a table or a summary: "$1,250.00", "−$45.00", "+$250.00".
 * A `<data>` element whose `value` is the rounded amount ("-45.00"), for scripts and tests that
 * read it. A Server Component.
 */
export function Money({
  amount,
  sign = moneyDefaults.sign,
  tone = moneyDefaults.tone,
  fractionDigits = moneyDefaults.fractionDigits,
  currency = moneyDefaults.currency,
  locale,
  className,
  ...props
}: MoneyProps) {
  const format = { currency, sign, fractionDigits };
  return (
    <data
      {...props}
      value={machineValue(toMinorUnits(amount, fractionDigits), fractionDigits)}
      className={clsx(styles.money({ tone }), className)}
    >
      {locale ? (
        formatMoney(amount, { ...format, locale })
      ) : (
        <MoneyText amount={amount} {...format} />
      )}
    </data>
  );
}
