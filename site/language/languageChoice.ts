/**
 * The visitor's choice of language, remembered in the browser. Product rule: the site never
 * redirects by language. The choice is made by a click on a link to the same page in the other
 * language (the header's, the drawer's, or the offer's), or by turning the offer down; a later
 * page in the other language then offers the switch (LanguageOffer), and never makes it.
 *
 * Both run from the page's script (main.tsx), without React: a click on the header's link is
 * heard even before the header's island has loaded. Without scripts the links still switch
 * language; only the memory needs them.
 */
import { beemLocales, type BeemLocale } from '@beem/design-system';
import { readStored, writeStored } from '@beem/design-system/services';

const isLocale = (value: string | null): value is BeemLocale =>
  beemLocales.some((locale) => locale === value);

/** The language a page is written in, from its `<html lang>`. */
export const pageLocale = (root: Document): BeemLocale =>
  root.documentElement.lang === 'es' ? 'es-US' : 'en-US';

/**
 * What a click chooses: a language link (`hreflang` and `lang` on one `<a>`, as the header and
 * the offer write it; an English post's link on a Spanish page has no `lang` of its own), or
 * an element that says so with `data-language-choice`.
 */
const choiceSelector = 'a[hreflang][lang], [data-language-choice]';

/** Remembers each language chosen on the page. Returns a function that stops listening. */
export function rememberLanguageChoice(root: Document, storage?: Storage | null) {
  const listener = (event: Event) => {
    const element = event.target instanceof Element ? event.target.closest(choiceSelector) : null;
    const choice =
      element?.getAttribute('data-language-choice') ?? element?.getAttribute('hreflang') ?? null;
    if (isLocale(choice)) writeStored('language', choice, storage);
  };
  root.addEventListener('click', listener);
  return () => {
    root.removeEventListener('click', listener);
  };
}

/**
 * Opens the page's offer of the language the visitor chose, when this page is in another one
 * and has a version in theirs. Says whether it did.
 */
export function offerLanguage(root: Document, storage?: Storage | null): boolean {
  const chosen = readStored('language', storage);
  if (!isLocale(chosen) || chosen === pageLocale(root)) return false;
  const offer = root.querySelector<HTMLElement>(`[data-language-offer="${chosen}"]`);
  // A browser without popovers (before 2024) keeps the header's link, which is always there.
  if (!offer || typeof offer.showPopover !== 'function') return false;
  offer.showPopover();
  return true;
}
