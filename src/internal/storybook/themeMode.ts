/**
 * The theme a story is shot in for the dark mode (`{ theme: 'dark' }`). The story tests'
 * screenshot hook sets it after the story has played, and Storybook's preview follows it as it
 * follows the toolbar's theme: the story keeps its state (an open menu stays open, a typed value
 * stays typed) and only the theme class on `<html>` changes, so its dark shot shows the state the
 * story claims. Without an override the toolbar's theme rules.
 */
import type { ThemeMode } from '../../../tokens/semantic';

let override: ThemeMode | undefined;
const listeners = new Set<() => void>();

export function setThemeOverride(theme: ThemeMode | undefined) {
  override = theme;
  for (const listener of listeners) listener();
}

export function subscribeThemeOverride(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const getThemeOverride = () => override;
