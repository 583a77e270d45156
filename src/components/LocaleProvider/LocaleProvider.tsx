'use client';
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
 * its own module: an app that never imports `esUS` never bundles it. Each of its namespaces is a
 * module too (`esUSNamespaces.verify`), so a screen that must load fast (a sign-in page, whose
 * first load is held to a budget) can provide only the namespaces its components write: about
 * 1 KB gzip for the sign-in flow's, against about 3 KB for every es-US message. The marketing
 * entry's components write from a catalogue of their own (`esUSMarketing`), which `esUS` leaves
 * out, so that an app bundles none of the marketing site's strings: a marketing page gives both.
 */
import { useMemo, type ReactNode } from 'react';
import { LocaleContext } from '../../helpers/locale/context';
import type { Catalogue, MessageKey } from '../../helpers/locale/messages/keys';
import type { BeemLocale, Messages } from '../../helpers/locale/translate';

export type { Catalogue, MessageArgs, MessageKey } from '../../helpers/locale/messages/keys';
export {
  beemLocales,
  createTranslate,
  type BeemLocale,
  type MessageArgsOf,
  type Messages,
  type Translate,
} from '../../helpers/locale/translate';
export { useLocale, useMessages } from '../../helpers/locale/context';

/** The locale and its messages, for every Beem component inside the provider. */
export interface LocaleProviderProps {
  /** The locale the components below write and format in. */
  locale: BeemLocale;
  /**
   * That locale's messages: its whole catalogue (`esUS` for es-US, and on a marketing page
   * `{ ...esUS, ...esUSMarketing }`), or only the namespaces the components below write
   * (`{ ...esUSNamespaces.verify, ... }`), made once, outside render, so that the formatters made
   * for it are kept. A component whose messages are not all there throws rather than write
   * English.
   * @default the en-US catalogue
   */
  messages?: Partial<Catalogue>;
  /** The part of the app whose Beem components write and format in `locale`. */
  children?: ReactNode;
}

/**
 * The messages a provider gives each component: `messages`, once they are found to hold every key
 * of the component's own strings.
 *
 * They may be partial (a screen's namespaces, from `esUSNamespaces`), and a key they lack throws,
 * never falling back to the component's en-US string: that would put English on a Spanish page,
 * and nothing else would notice. The keys a component writes are fixed in its code, so the error
 * comes the first time it renders under that provider (a unit test, a story, the prerender of a
 * page, which fails the site build), whatever the data. Every key of its strings is checked, not
 * only those one render writes, so a message shown later (an error, a confirmation) cannot be
 * missing either. The check is here, not in `useMessages`, so that a page with no provider (every
 * English one) carries none of it.
 */
function messagesFrom(locale: BeemLocale, messages: Partial<Catalogue>) {
  return <K extends MessageKey>(own: Messages<K>): Messages<K> => {
    for (const key in own)
      if (!(key in messages))
        throw new Error(
          `LocaleProvider: no ${locale} message "${key}": give it that namespace too.`,
        );
    return messages as Messages<K>;
  };
}

/** Sets the locale of every Beem component below it. */
export function LocaleProvider({ locale, messages, children }: LocaleProviderProps) {
  const value = useMemo(
    () => ({ locale, messagesFor: messages && messagesFrom(locale, messages) }),
    [locale, messages],
  );
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}
