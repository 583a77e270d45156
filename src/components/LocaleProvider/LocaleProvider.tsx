/**
 * The library's locale: which language its components write their own strings in (labels,
 * accessible names, loader defaults, control names), and how they format numbers, money and
 * dates. Content an app passes as props is the app's to translate.
 *
 * Strings are ICU messages compiled at build time (scripts/compile-messages.mjs) and read with
 * `@internationalized/string`, React Aria's own string runtime: about 1 KB gzip for the
 * dictionary and formatter, with no ICU parser in the page. FormatJS's `intl-messageformat`
 * parses at run time and weighs about ten times that, which the site's first-load budget has no
 * room for.
 *
 * en-US is the default, so a component works with no provider. Each other locale's catalogue is
 * its own module: an app that never imports `esUS` never bundles it.
 */
import {
  LocalizedStringDictionary,
  LocalizedStringFormatter,
  type LocalizedString,
} from '@internationalized/string';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Catalogue, MessageArgs, MessageKey } from '../../helpers/locale/messages/keys';
import { enUS } from '../../helpers/locale/messages/en-US';

export type { Catalogue, MessageArgs, MessageKey } from '../../helpers/locale/messages/keys';

/** The locales the library ships catalogues for: US English and US Spanish. */
export const beemLocales = ['en-US', 'es-US'] as const;
export type BeemLocale = (typeof beemLocales)[number];

interface LocaleContextValue {
  locale: BeemLocale;
  formatter: LocalizedStringFormatter<MessageKey, LocalizedString>;
}

const formatterFor = (locale: BeemLocale, messages: Catalogue) =>
  new LocalizedStringFormatter<MessageKey, LocalizedString>(
    locale,
    new LocalizedStringDictionary<MessageKey, LocalizedString>({ [locale]: messages }, locale),
  );

const LocaleContext = createContext<LocaleContextValue>({
  locale: 'en-US',
  formatter: formatterFor('en-US', enUS),
});

export interface LocaleProviderProps {
  /** The locale the components below write and format in. */
  locale: BeemLocale;
  /** That locale's catalogue (`esUS` for es-US); en-US's by default. */
  messages?: Catalogue;
  children?: ReactNode;
}

/** Sets the locale of every Beem component below it. */
export function LocaleProvider({ locale, messages = enUS, children }: LocaleProviderProps) {
  const value = useMemo(
    () => ({ locale, formatter: formatterFor(locale, messages) }),
    [locale, messages],
  );
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/** The locale of the nearest `LocaleProvider`, en-US without one. */
export function useLocale(): BeemLocale {
  return useContext(LocaleContext).locale;
}

/** A message's arguments, if it takes any. */
export type MessageArgsOf<K extends MessageKey> = MessageArgs[K] extends undefined
  ? []
  : [MessageArgs[K]];

/** Writes the library's messages in the nearest provider's locale. */
export function useMessages() {
  const { formatter } = useContext(LocaleContext);
  return <K extends MessageKey>(key: K, ...args: MessageArgsOf<K>) =>
    formatter.format(key, args[0]);
}
