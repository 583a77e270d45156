/**
 * What an Alert says of its own, apart from React: the role it takes and the tone word read
 * before the message. Here, not in Alert.tsx, so the client part that writes the word
 * (AlertWords.tsx) does not pull in the Alert's icons.
 */
import type { ReactNode } from 'react';
import type { MessageKey } from '../../helpers/locale/messages/keys';
import type { Translate } from '../../helpers/locale/translate';
import type { AlertTone } from './Alert.css';

type AlertKey = Extract<MessageKey, `alert.${string}`>;

/** The word a screen reader hears before the message, standing in for the icon and colour. */
export const alertToneWords = {
  info: 'Information',
  positive: 'Success',
  caution: 'Warning',
  critical: 'Error',
} as const satisfies Record<AlertTone, string>;

/**
 * The catalogues' `alert.tone` message selects its word by the tone's name from before the shared
 * tone list; translations keep their keys, and the tone names are mapped here.
 */
const messageTone = {
  info: 'info',
  positive: 'success',
  caution: 'warning',
  critical: 'critical',
} as const satisfies Record<AlertTone, string>;

/**
 * `alert` (assertive) for a caution or critical message that appears in answer to what the visitor just did,
 * `status` (polite) for news of the same kind; nothing for a message that is part of the page
 * from the start, which is read in its place like any other content.
 */
export function alertRole(tone: AlertTone, announce: boolean): 'alert' | 'status' | undefined {
  if (!announce) return undefined;
  return tone === 'critical' || tone === 'caution' ? 'alert' : 'status';
}

/**
 * The tone word to read first, or nothing when the title already says it ("Error: the code has
 * expired"). `toneLabel` replaces the word, or with `false` leaves it out.
 */
export function hiddenToneWord(
  tone: AlertTone,
  title: ReactNode,
  toneLabel?: string | false,
  t?: Translate<AlertKey>,
): string | undefined {
  if (toneLabel === false) return undefined;
  const word =
    toneLabel ?? (t ? t('alert.tone', { tone: messageTone[tone] }) : alertToneWords[tone]);
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // A whole word: no letter or digit either side (`\b` fails beside punctuation such as ")").
  const whole = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu');
  if (typeof title === 'string' && whole.test(title)) return undefined;
  return word;
}
