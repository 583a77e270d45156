/**
 * The library's messages outside React: a `Translate` writes message keys in one locale. Helpers
 * that produce text a visitor reads (the US-number check, the error catalogue) take one, so a
 * component passes its provider's; without one they write en-US, the source locale.
 *
 * Each component and helper carries only its own en-US strings (the namespace modules under
 * messages/en-US/), as each React Aria component carries its own: a page bundles the words it
 * shows, not the whole catalogue. Another locale's messages come from the app, through
 * `LocaleProvider`: its whole catalogue, or the namespaces a screen writes.
 */
import {
  LocalizedStringDictionary,
  LocalizedStringFormatter,
  type LocalizedString,
} from '@internationalized/string';
import type { MessageArgs, MessageKey } from './messages/keys';

/** The locales the library ships catalogues for: US English and US Spanish. */
export const beemLocales = ['en-US', 'es-US'] as const;
export type BeemLocale = (typeof beemLocales)[number];

/** A message's arguments, if it takes any. */
export type MessageArgsOf<K extends MessageKey> = MessageArgs[K] extends undefined
  ? []
  : [MessageArgs[K]];

/** Writes message keys (`K`: the ones it knows) in one locale, which `locale` names for `Intl`. */
export interface Translate<K extends MessageKey = MessageKey> {
  <Key extends K>(key: Key, ...args: MessageArgsOf<Key>): string;
  readonly locale: BeemLocale;
}

/** Some keys' messages in one locale: a namespace module, or a whole catalogue. */
export type Messages<K extends MessageKey = MessageKey> = Readonly<Record<K, LocalizedString>>;

// One formatter per set of messages and locale, shared by every component that writes them.
const made = new WeakMap<object, Map<BeemLocale, unknown>>();

/** A `Translate` for one locale and the messages it writes. */
export function createTranslate<K extends MessageKey>(
  locale: BeemLocale,
  messages: Messages<K>,
): Translate<K> {
  const forMessages = made.get(messages) ?? new Map<BeemLocale, unknown>();
  made.set(messages, forMessages);
  const known = forMessages.get(locale);
  if (known) return known as Translate<K>;
  const formatter = new LocalizedStringFormatter<K, LocalizedString>(
    locale,
    new LocalizedStringDictionary<K, LocalizedString>(
      { [locale]: messages as Record<K, LocalizedString> },
      locale,
    ),
  );
  const translate = Object.assign(
    <Key extends K>(key: Key, ...args: MessageArgsOf<Key>) =>
      formatter.format(key, args[0] as Parameters<typeof formatter.format>[1]),
    { locale },
  );
  forMessages.set(locale, translate);
  return translate;
}
