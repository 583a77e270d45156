/**
 * The locale below a `LocaleProvider`, read by every component and hook that writes words of its
 * own. Here, under helpers, so hooks such as `useErrorCatalogue` read it without importing a
 * component.
 */
import { createContext, useContext } from 'react';
import type { Catalogue, MessageKey } from './messages/keys';
import { createTranslate, type BeemLocale, type Messages, type Translate } from './translate';

export interface LocaleContextValue {
  locale: BeemLocale;
  /** The whole catalogue of the locale; none means each component's own en-US strings. */
  messages?: Catalogue;
}

export const LocaleContext = createContext<LocaleContextValue>({ locale: 'en-US' });

/** The locale of the nearest `LocaleProvider`, en-US without one. */
export function useLocale(): BeemLocale {
  return useContext(LocaleContext).locale;
}

/**
 * Writes a component's messages in the nearest provider's locale: from the provider's catalogue
 * when it gives one, else from `own`, the component's en-US strings (a module-level constant, so
 * the formatter is made once). The function also carries the locale, and helpers that write text
 * (`checkUsNumber`, `resolveError`) take it as it is.
 */
export function useMessages<K extends MessageKey>(own: Messages<K>): Translate<K> {
  const { locale, messages } = useContext(LocaleContext);
  return createTranslate(locale, messages ?? own);
}
