// Splits a word into user-perceived characters where the runtime can.
const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : undefined;

function firstGrapheme(word: string): string {
  if (segmenter) {
    for (const { segment } of segmenter.segment(word)) return segment;
    return '';
  }
  return Array.from(word)[0] ?? '';
}

const startsWithLetter = /^\p{L}/u;

/**
 * Initials for an avatar, from a person's name: the first letter of the first word and of the
 * last, two at most, in capitals ("Ana María" → "AM", "María José López" → "ML", "Prince" → "P").
 *
 * Taken by grapheme, not by UTF-16 unit, so an accented letter written as a letter and a combining
 * mark stays whole and an emoji is never cut in half. Words that do not start with a letter (an
 * emoji, a number, "&") are skipped: a name of only those has no initials, and the avatar shows
 * the generic person glyph instead.
 */
export function initialsOf(name: string): string {
  const firsts = name
    .normalize('NFC')
    .split(/[\s\-‐]+/u)
    .map(firstGrapheme)
    .filter((grapheme) => startsWithLetter.test(grapheme));
  if (firsts.length === 0) return '';
  const picked = firsts.length === 1 ? firsts : [firsts[0], firsts[firsts.length - 1]];
  return picked.join('').toUpperCase();
}

/**
 * A stable number from a name, so the same person always gets the same colour on every screen
 * and every render, server or browser.
 */
export function hueIndex(name: string, count: number): number {
  let hash = 0;
  for (const char of name.trim().toLowerCase()) {
    hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 2147483647;
  }
  return hash % count;
}
