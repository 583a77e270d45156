'use client';
/**
 * The locale below a `LocaleProvider`, read by every component and hook that writes words of its
 * own. Here, under helpers, so hooks such as `useErrorCatalogue` read it without importing a
 * component.
 */
import { createContext, useContext } from 'react';
import type { MessageKey } from './messages/keys';
import { createTranslate, type BeemLocale, type Messages, type Translate } from './translate';

export interface LocaleContextValue {
  locale: BeemLocale;
  /**
   * The provider's messages for a component's own keys: its whole catalogue, or the namespaces it
   * was given, checked to hold every one of those keys (`LocaleProvider`). None means each
   * component's own en-US strings.
   */
  messagesFor?: <K extends MessageKey>(own: Messages<K>) => Messages<K>;
}

export const LocaleContext = createContext<LocaleContextValue>({ locale: 'en-US' });

/** The locale of the nearest `LocaleProvider`, en-US without one. */
export function useLocale(): BeemLocale {
  return useContext(LocaleContext).locale;
}

/**
 * Writes a component's messages in the nearest provider's locale: from the provider's messages
 * when it gives them, else from `own`, the component's en-US strings (a module-level constant, so
 * the formatter is made once). The function also carries the locale, and helpers that write text
 * (`checkUsNumber`, `resolveError`) take it as it is.
 */
export function useMessages<K extends MessageKey>(own: Messages<K>): Translate<K> {
  const { locale, messagesFor } = useContext(LocaleContext);
  return createTranslate(locale, messagesFor ? messagesFor(own) : own);
}
