/**
 * The library's words as a story shows them, for play functions. A designer may open any story
 * with the toolbar's locale set to Spanish, and the play function must then find the Spanish
 * label it would have found in English: so it asks for the message by its key, in the story's
 * locale, formatted by the same `Translate` the components write with.
 *
 * The story's own words (its labels and sample content) come from its `storyText` table
 * (storyText.ts): a play function asks that table for them, as `t('Save')`.
 */
import { enUS, enUSMarketing } from '../../helpers/locale/messages/en-US';
import { esUS, esUSMarketing } from '../../helpers/locale/messages/es-US';
import type { MessageKey } from '../../helpers/locale/messages/keys';
import {
  createTranslate,
  type BeemLocale,
  type MessageArgsOf,
  type Translate,
} from '../../helpers/locale/translate';
import { getLocaleOverride } from './localeMode';

/** What a play function (or a loader, a `beforeEach`) is given: the story's globals. */
export interface StoryGlobals {
  globals: Record<string, unknown>;
}

/**
 * The locale the story renders in: a locale mode's override while it is shot, else the toolbar's
 * (or the story's own `globals.locale`), as Storybook's preview decides it.
 */
export function storyLocale({ globals }: StoryGlobals): BeemLocale {
  return getLocaleOverride() ?? (globals.locale === 'es-US' ? 'es-US' : 'en-US');
}

/**
 * Each locale's every message: the main entry's catalogue and the marketing entry's, as a story of
 * either entry's components may ask for any key. Made once, so that each locale's `Translate` is.
 */
const wholeCatalogues = {
  'en-US': { ...enUS, ...enUSMarketing },
  'es-US': { ...esUS, ...esUSMarketing },
} as const;

/** Writes message keys in the story's locale, from that locale's whole catalogue. */
export function storyMessages(context: StoryGlobals): Translate {
  const locale = storyLocale(context);
  return createTranslate(locale, wholeCatalogues[locale]);
}

/**
 * One message in the story's locale: `msg(context, 'phone.label')` is what the user reads (and
 * what assistive technology names) in English and in Spanish alike. The Spanish catalogue keeps
 * "EE. UU." together with a no-break space, and Testing Library matches text with every run of
 * whitespace read as one plain space, so the message is given that way too.
 */
export function msg<K extends MessageKey>(
  context: StoryGlobals,
  key: K,
  ...args: MessageArgsOf<K>
): string {
  return storyMessages(context)(key, ...args).replace(/\s+/g, ' ');
}

/**
 * A message as a pattern, for a name that holds it among other words (a button named by its
 * text and a count, a status that adds a sentence): `{ name: msgPattern(context, key) }`.
 */
export function msgPattern<K extends MessageKey>(
  context: StoryGlobals,
  key: K,
  ...args: MessageArgsOf<K>
): RegExp {
  return new RegExp(msg(context, key, ...args).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
}
