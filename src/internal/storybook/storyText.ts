/**
 * A story's own words in the reader's language. The library's strings follow the locale through
 * `LocaleProvider`; the words a story brings (its labels, sample content, errors) are written in
 * English with their Spanish beside them:
 *
 * ```tsx
 * const t = storyText({ 'Email address': 'Correo electrónico', Save: 'Guardar' });
 * const meta = { parameters: { storyText: t } } satisfies Meta<typeof TextField>;
 * // args: { label: 'Email address' } is shown as "Correo electrónico" in Spanish
 * // render: <Button>{t('Save')}</Button>
 * // play: canvas.getByRole('button', { name: t('Save') })
 * ```
 *
 * Args are written once, in English, so the Controls panel and Show code keep one value; the
 * preview hands a story its args in the toolbar's language (`localiseArgs`), by exact phrase. A
 * render function and a play function ask `t` for a phrase, and get it in the language the story
 * is drawn in now: the preview sets that before each render, so a play, which runs after, reads
 * the same language its story shows. The built-Storybook check fails a story that shows English in
 * the Spanish build (scripts/story-words.mjs).
 */
import type { BeemLocale } from '../../helpers/locale/translate';

let current: BeemLocale = 'en-US';

/** Set by the preview as it draws a story: the toolbar's locale, or a locale mode's shot. */
export function setStoryLocale(locale: BeemLocale) {
  current = locale;
}

export interface StoryText<Phrase extends string> {
  /** The phrase in the language the story is drawn in. */
  (english: Phrase): string;
  /** English phrase → Spanish phrase. */
  readonly spanish: Readonly<Record<Phrase, string>>;
  /**
   * Sample content as the story is handed it through its args, in the language it is drawn in:
   * for a play that compares what a component reports (`onSelect(item)`) with what it was given.
   */
  shown<T>(content: T): T;
}

/**
 * One story file's phrases. A phrase not in the table is a type error, so a render or a play
 * cannot ask for words nobody translated.
 */
export function storyText<const Table extends Record<string, string>>(
  spanish: Table,
): StoryText<keyof Table & string> {
  const t = (english: keyof Table & string) =>
    current === 'es-US' ? (spanish[english] ?? english) : english;
  // A declaration, not a generic arrow: Show code copies this file into a .tsx snippet for a
  // story whose helpers pass `t` on, and `<T>(` reads there as an element.
  function shown<T>(content: T): T {
    return current === 'es-US' ? localiseArgs(content, spanish) : content;
  }
  return Object.assign(t, { spanish, shown });
}

/** Plain objects and arrays are walked; elements, dates, functions and class instances are kept. */
function isPlain(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return (
    (proto === Object.prototype || proto === null) &&
    !('$$typeof' in (value as Record<string, unknown>))
  );
}

/**
 * `args` with every string the table holds, at any depth of plain objects and arrays, put in
 * Spanish. The same object comes back when nothing changes, so a story does not re-render for
 * nothing.
 */
export function localiseArgs<T>(args: T, spanish: Readonly<Record<string, string>>): T {
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return Object.hasOwn(spanish, value) ? spanish[value] : value;
    if (Array.isArray(value)) {
      const mapped = value.map(walk);
      return mapped.some((item, index) => item !== value[index]) ? mapped : value;
    }
    if (isPlain(value)) {
      let changed = false;
      const mapped: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value)) {
        mapped[key] = walk(item);
        if (mapped[key] !== item) changed = true;
      }
      return changed ? mapped : value;
    }
    return value;
  };
  return walk(args) as T;
}
