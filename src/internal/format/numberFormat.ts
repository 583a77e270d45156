'use client';
/**
 * The number format `NumberField` and `Slider` share, in a module of its own so that a page with
 * a slider does not load the field's styles.
 */
import { useMemo } from 'react';

/**
 * `formatOptions`, over the currency's when `currency` (an ISO 4217 code) is given, so that an
 * app can still ask for whole units (`{ maximumFractionDigits: 0 }`).
 */
export function useFormat(currency: string | undefined, formatOptions?: Intl.NumberFormatOptions) {
  // React Aria rebuilds its parser when the options object changes: options written inline, a
  // new object on every render, must not reformat what the visitor is typing.
  const key = JSON.stringify(formatOptions ?? null);
  return useMemo<Intl.NumberFormatOptions | undefined>(
    // An empty code is passed on, not read as "no currency": Intl's error names the mistake.
    () =>
      currency === undefined ? formatOptions : { style: 'currency', currency, ...formatOptions },
    // The options are compared by what they hold, not by object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [currency, key],
  );
}
