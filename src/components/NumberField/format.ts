'use client';
/**
 * The number format `NumberField` and `Slider` share, in a module of its own so that a page with
 * a slider does not load the field's styles.
 */
import { useMemo } from 'react';

/** Every amount Beem handles is in US dollars, written as each locale writes dollars. */
export const usdFormat = {
  style: 'currency',
  currency: 'USD',
} as const satisfies Intl.NumberFormatOptions;

/** `formatOptions`, over US dollars when `currency` is set. */
export function useFormat(currency: boolean | undefined, formatOptions?: Intl.NumberFormatOptions) {
  // React Aria rebuilds its parser when the options object changes: options written inline, a
  // new object on every render, must not reformat what the visitor is typing.
  const key = JSON.stringify(formatOptions ?? null);
  return useMemo(
    () => (currency ? { ...usdFormat, ...formatOptions } : formatOptions),
    // The options are compared by what they hold, not by object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [currency, key],
  );
}
