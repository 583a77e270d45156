/**
 * The locale a story is shot in for a locale mode (`{ locale: 'es-US' }`). The story tests'
 * screenshot hook sets it after the story has played, and Storybook's preview wraps every story
 * in a provider that follows it: the story re-renders in that locale with its state kept (a
 * drawer stays open, a typed number stays typed), so its longer Spanish strings are shot in the
 * state the story claims. Without an override the toolbar's locale rules.
 */
import type { BeemLocale } from '../../helpers/locale/translate';

let override: BeemLocale | undefined;
const listeners = new Set<() => void>();

export function setLocaleOverride(locale: BeemLocale | undefined) {
  override = locale;
  for (const listener of listeners) listener();
}

export function subscribeLocaleOverride(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const getLocaleOverride = () => override;
