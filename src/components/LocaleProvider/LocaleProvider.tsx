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
import { useMemo, type ReactNode } from 'react';
import { LocaleContext } from '../../helpers/locale/context';
import type { Catalogue } from '../../helpers/locale/messages/keys';
import type { BeemLocale } from '../../helpers/locale/translate';

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

export interface LocaleProviderProps {
  /** The locale the components below write and format in. */
  locale: BeemLocale;
  /** That locale's catalogue (`esUS` for es-US); each component's own en-US strings by default. */
  messages?: Catalogue;
  children?: ReactNode;
}

/** Sets the locale of every Beem component below it. */
export function LocaleProvider({ locale, messages, children }: LocaleProviderProps) {
  const value = useMemo(() => ({ locale, messages }), [locale, messages]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}
