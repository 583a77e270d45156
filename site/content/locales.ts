/**
 * The site's languages and the address of each page in each. Kept free of the library's runtime
 * (it imports only the page paths), so the site tests can work out the expected pages in Node.
 *
 * Product rules:
 * - US English is the default and lives at the root; US Spanish lives under `/es/`, with the
 *   same slug as the English page (`/pricing` → `/es/pricing`). One page, one slug: the language
 *   switch is a change of prefix, so a visitor always lands on the same page in the other
 *   language, and a shared link keeps working if a slug is ever translated later.
 * - Nothing redirects on the browser's `Accept-Language`. A visitor picks a language with the
 *   link in the header or the drawer; the choice is remembered in the browser, and pages in the
 *   other language offer the switch (they never make it).
 */
import { beemPaths } from './paths';

export const siteLocales = ['en-US', 'es-US'] as const;
export type SiteLocale = (typeof siteLocales)[number];

/** The value of `<html lang>`: the language alone, as the page's text is written for one region. */
export const htmlLang: Record<SiteLocale, string> = { 'en-US': 'en', 'es-US': 'es' };

/** The link to the other language: its name in its own language, so a reader of it finds it. */
export const languageNames: Record<SiteLocale, string> = {
  'en-US': 'English',
  'es-US': 'Español',
};

const spanishPrefix = '/es';

/**
 * The marketing pages that have a Spanish version, by their key in `beemPaths`. Every page here
 * must have complete Spanish content: the prerender fails naming the page and the field that is
 * missing (`spanishContentProblems`, spanishContent.ts). A page not listed is served in English only, and the
 * Spanish pages link to it as an English page.
 */
export const spanishPageKeys = [
  'home',
  'about',
  'pricing',
  'pricingLite',
  'pricingBasic',
  'pricingPlus',
  'pricingPro',
  'blog',
  'customerStories',
  'howToCancel',
  'terms',
  'privacy',
  'ccpa',
  'accessibility',
  'cashAdvance',
  'sendReceive',
  'taxFiling',
  'creditMonitoring',
  'identityTheft',
  'carInsurance',
  'personalLoan',
  'savings',
  'incomeLoss',
  'healthInsurance',
  'arcade',
  'deals',
  'taxCalculator',
  'budget',
] as const satisfies readonly (keyof typeof beemPaths)[];
export type SpanishPageKey = (typeof spanishPageKeys)[number];

/** Pages that exist but are never listed, in Spanish as in English. */
export const spanishPrivatePaths = ['/es/auth/verify', '/es/d/auth/verify'] as const;

/** The language a page is written in, from its address. */
export function localeOfPath(path: string): SiteLocale {
  return path === spanishPrefix || path.startsWith(`${spanishPrefix}/`) ? 'es-US' : 'en-US';
}

/** The English address of any page: `/es/pricing` → `/pricing`, `/es/` → `/`. */
export function englishPath(path: string): string {
  if (localeOfPath(path) === 'en-US') return path;
  return path.slice(spanishPrefix.length) || '/';
}

/** A page's address in a language: `/pricing` in es-US is `/es/pricing`. */
export function pathIn(locale: SiteLocale, path: string): string {
  const english = englishPath(path);
  return locale === 'en-US' ? english : `${spanishPrefix}${english}`;
}

const spanishKeys = new Set<string>(spanishPageKeys);

/**
 * A marketing page's address on a page in `locale`: its own version in that language where it
 * has one, the English page otherwise.
 */
export function pageIn(locale: SiteLocale, key: keyof typeof beemPaths): string {
  return spanishKeys.has(key) ? pathIn(locale, beemPaths[key]) : beemPaths[key];
}
