/**
 * English left in the Spanish build. A designer who picks Español in the toolbar should read a
 * story in Spanish: the library's own words already follow the locale, and a story's own words
 * (its labels, sample content, errors) must too. The built-Storybook run reads what each story
 * shows in each locale (`storyWords`, in the page), and `englishLeft` compares them: a phrase a
 * story shows unchanged in both locales, with words in it that are not names, is English the
 * Spanish build kept.
 *
 * The comparison is exact: a phrase that the Spanish build shows differently, even by one word,
 * is translated. Numbers, money, dates, codes and single letters are no words. `sameInBothLocales`
 * is the reviewed list of words that are right in both: Beem's name and its products', other
 * brands, and the people and places in the sample content.
 */

/**
 * Words that read the same in a Spanish sentence: names of brands, people and places, and
 * Spanish words that English shares.
 */
export const sameInBothLocales = new Set(
  [
    // Beem and its products, and the brands its pages name.
    'Beem',
    'Everdraft',
    'Plus',
    'Pro',
    'Basic',
    'Lite',
    'Visa',
    'Mastercard',
    'Plaid',
    'Lucide',
    'Facebook',
    'Twitter',
    'LinkedIn',
    'YouTube',
    'Instagram',
    'WhatsApp',
    'Inter',
    'Google',
    'Play',
    'Apple',
    'App',
    'Store',
    'iPhone',
    'Android',
    'Chime',
    'Venmo',
    'Zelle',
    'PayPal',
    'Cash',
    'Walmart',
    'Target',
    'Costco',
    'Uber',
    'Lyft',
    'Spotify',
    'Netflix',
    'Amazon',
    'Chipotle',
    'Starbucks',
    'Kroger',
    'DoorDash',
    'Instacart',
    'IRS',
    'EITC',
    'SNAP',
    'WIC',
    'FAQ',
    'OK',
    'ID',
    'PIN',
    'SSN',
    'ZIP',
    'USD',
    'EE',
    'UU',
    // People and places in the sample content.
    'Ana',
    'María',
    'Torres',
    'Diego',
    'Ramírez',
    'Jordan',
    'Lee',
    'Priya',
    'Patel',
    'Kim',
    'Nguyen',
    'Sam',
    'Maya',
    'Johnson',
    'San',
    'Francisco',
    // The language link names Spanish in Spanish, in either locale.
    'Español',
    // React Aria's date placeholders, which Spanish shares (dd/mm/aaaa).
    'dd',
    'mm',
    // Words that are Spanish too.
    'premium',
    'blog',
    'token',
    'no',
    'total',
    'error',
    'normal',
    'final',
    'general',
    'local',
    'ideal',
    'social',
    'real',
  ].map((word) => word.toLowerCase()),
);

/**
 * Names the same in both languages, of more than one word or made-up: the banks, merchants,
 * people and places of the sample content. Taken out of a phrase whole, so their words ("of", "One", "Credit") still count
 * anywhere else.
 */
export const namesInBothLocales = [
  'Bank of America',
  'Capital One',
  'Navy Federal Credit Union',
  'Wells Fargo',
  'PNC Bank',
  'Beem Arcade',
  'Chase',
  'Citibank',
  'Campus Dining',
  'Campus Laundry',
  'Campus Bookstore',
  'University Bookstore',
  'Corner Market',
  'Corner Coffee',
  'City Transit',
  'Northside Wireless',
  'Bean There Café',
  'Maple Apartments',
  'FitU Gym',
  'FreshMart',
  'Google Voice',
  'Jordan Lee',
  'California',
  'New York',
  'Texas',
];

const namePattern = new RegExp(`(?<!\\p{L})(?:${namesInBothLocales.join('|')})(?!\\p{L})`, 'gu');

/** A run of letters that makes a word; digits, money, dates and symbols make none. */
const wordPattern = /\p{L}[\p{L}'’-]*/gu;

/**
 * The words in `phrase` that need a translator: two letters or more, not all capitals (an
 * acronym or a code), and not on the reviewed list.
 * @param {string} phrase
 */
export function wordsToTranslate(phrase) {
  // Colours, as the token pages print them, and addresses (mail and web) are values, not words.
  const words = phrase
    .replace(/#[0-9a-f]{3,8}\b/gi, ' ')
    .replace(/\S+@\S+\.\w+/g, ' ')
    .replace(/\bhttps?:\/\/\S+/g, ' ')
    .replace(namePattern, ' ');
  return (words.match(wordPattern) ?? []).filter(
    (word) =>
      word.length > 1 && word !== word.toUpperCase() && !sameInBothLocales.has(word.toLowerCase()),
  );
}

/**
 * The phrases a story shows the same in both locales that hold words to translate.
 * @param {Iterable<string>} english what the story shows in English
 * @param {Iterable<string>} spanish what it shows in Spanish
 */
export function englishLeft(english, spanish) {
  const inEnglish = new Set(english);
  return [...new Set(spanish)].filter(
    (phrase) => inEnglish.has(phrase) && wordsToTranslate(phrase).length > 0,
  );
}

/**
 * In the page: every phrase the story shows or names, from the story's root and from what it
 * has put over the page (menus, dialogs, toasts): the text of each element that holds text of
 * its own, and the labels, descriptions, placeholders and alternative text that assistive
 * technology reads. Storybook's own chrome is left out.
 */
export function storyWords() {
  /** @type {Set<string>} */
  const phrases = new Set();
  // Code and what is marked `translate="no"` (a token's name, an icon's export name) are the same
  // in every language, as a translation tool would leave them.
  const skip =
    '.sb-wrapper, .sb-errordisplay, .sb-nopreview, .sb-preparing-story, .sb-preparing-docs, script, style, template, noscript, code, kbd, samp, pre, [translate="no"]';
  const add = (/** @type {string | null | undefined} */ text) => {
    const phrase = text?.replace(/\s+/g, ' ').trim();
    if (phrase) phrases.add(phrase);
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = /** @type {HTMLElement} */ (node);
    if (element.closest(skip)) continue;
    if (element.closest('[hidden], [aria-hidden="true"]') && !element.closest('#storybook-root'))
      continue;
    const own = [...element.childNodes]
      .filter((child) => child.nodeType === Node.TEXT_NODE)
      .map((child) => child.textContent ?? '')
      .join(' ');
    add(own);
    for (const name of ['aria-label', 'placeholder', 'alt', 'title', 'aria-valuetext']) {
      add(element.getAttribute(name));
    }
  }
  return [...phrases];
}
