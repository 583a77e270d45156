/**
 * The library's messages outside React: a `Translate` writes message keys in one locale. Helpers
 * that produce text a visitor reads (the US-number check, the error catalogue) take one, so a
 * component passes its provider's; without one they write en-US, the source locale.
 *
 * Each component and helper carries only its own en-US strings (the namespace modules under
 * messages/en-US/), as each React Aria component carries its own: a page bundles the words it
 * shows, not the whole catalogue. Another locale's messages come from the app, through
 * `LocaleProvider`: its whole catalogue, or the namespaces a screen writes.
 *
 * Messages are compiled ahead of time into strings and functions of `@internationalized/string`'s
 * shape, and formatted here by `Formatter`, which does what that package's
 * `LocalizedStringFormatter` does for them (the same plural, select and number rules, on the
 * platform's `Intl`) without its dictionary's locale matching, which one locale's messages never
 * need. That keeps a Server Component page whose only client part writes one word (an Alert's
 * tone) at about 1 KB gzip of JavaScript rather than 2.4 KB.
 */
import type { LocalizedString, Variables } from '@internationalized/string';
import type { MessageArgs, MessageKey } from './messages/keys';

/** The locales the library ships catalogues for: US English and US Spanish. */
export const beemLocales = ['en-US', 'es-US'] as const;
/** One of `beemLocales`: a locale the library has a catalogue for, `en-US` or `es-US`. */
export type BeemLocale = (typeof beemLocales)[number];

/** A message's arguments, if it takes any. */
export type MessageArgsOf<K extends MessageKey> = MessageArgs[K] extends undefined
  ? []
  : [MessageArgs[K]];

/** Writes message keys (`K`: the ones it knows) in one locale, which `locale` names for `Intl`. */
export interface Translate<K extends MessageKey = MessageKey> {
  /**
   * The message for `key` in this locale, with its arguments (if it takes any) written in. Throws
   * when the messages it was made with have no such key.
   */
  <Key extends K>(key: Key, ...args: MessageArgsOf<Key>): string;
  /** The locale it writes in: the one to give `Intl` for numbers and dates in the same text. */
  readonly locale: BeemLocale;
}

/** Some keys' messages in one locale: a namespace module, or a whole catalogue. */
export type Messages<K extends MessageKey = MessageKey> = Readonly<Record<K, LocalizedString>>;

type Option = string | (() => string);
type Argument = string | number | boolean | undefined;

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const chosen = (option: Option | undefined) => (typeof option === 'function' ? option() : option);

/** What a compiled plural, select or number message calls (see icuFormatter.ts). */
class Formatter<K extends MessageKey> {
  constructor(
    readonly locale: BeemLocale,
    private readonly messages: Messages<K>,
  ) {}

  format(key: K, variables?: Variables): string {
    const message = this.messages[key] as LocalizedString | undefined;
    if (message === undefined) throw new Error(`No ${this.locale} message "${key}".`);
    return typeof message === 'function' ? message(variables ?? {}, this as never) : message;
  }

  plural(count: Argument, options: Record<string, Option>, type: Intl.PluralRuleType = 'cardinal') {
    const exact = options[`=${String(count)}`];
    if (exact) return chosen(exact) ?? '';
    const id = `${this.locale}:${type}`;
    let rules = pluralRules.get(id);
    if (!rules) {
      rules = new Intl.PluralRules(this.locale, { type });
      pluralRules.set(id, rules);
    }
    // `||`, as the package's formatter has it: an empty option falls back to `other` too.
    // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
    return chosen(options[rules.select(Number(count))] || options.other) ?? '';
  }

  number(value: Argument) {
    let format = numberFormats.get(this.locale);
    if (!format) {
      format = new Intl.NumberFormat(this.locale);
      numberFormats.set(this.locale, format);
    }
    return format.format(Number(value));
  }

  select(options: Record<string, Option>, value: Argument) {
    // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing -- as in plural
    return chosen(options[String(value)] || options.other) ?? '';
  }
}

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
  const formatter = new Formatter(locale, messages);
  const translate = Object.assign(
    <Key extends K>(key: Key, ...args: MessageArgsOf<Key>) =>
      formatter.format(key, args[0] as Variables | undefined),
    { locale },
  );
  forMessages.set(locale, translate);
  return translate;
}
