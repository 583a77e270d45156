/**
 * The check that every Spanish page has all of its content. Content is typed once per language
 * (the English and Spanish modules share one interface each), so a field left out fails the
 * typecheck; this check catches what types cannot: an empty string, a list of a different
 * length (a plan highlight or an FAQ left out), an English sentence pasted in untranslated, a
 * Markdown page with a section missing. The site build runs it before it prerenders a page, and
 * fails naming the route and the field.
 */
import { glossary } from '@beem/design-system';
import type { MarkdownModule } from '../pages/DocumentPage';

export interface TranslationProblem {
  /** The Spanish page, or "every page" for the header and footer. */
  route: string;
  /** Where in the content: `plans.lite.highlights[2]`. */
  field: string;
  problem: string;
}

/** Four words or more: a sentence, not a brand name or a price ("Beem Arcade", "$0.99"). */
const isSentence = (text: string) => text.trim().split(/\s+/).length >= 4;

/** Arguments to call a field's copy with, by field (`page.lead`: the starting price). */
export type Samples = Readonly<Record<string, readonly unknown[]>>;

/**
 * Where `spanish` falls short of `english`, field by field. Functions (copy that takes a price
 * or a plan) are called with the field's sample arguments in both languages: what they write is
 * checked as a string.
 */
export function compareTranslation(
  route: string,
  english: unknown,
  spanish: unknown,
  field = '',
  samples: Samples = {},
): TranslationProblem[] {
  const problem = (text: string): TranslationProblem[] => [
    { route, field: field || '(the whole content)', problem: text },
  ];
  if (typeof english === 'function') {
    if (typeof spanish !== 'function') return problem('is missing: it should be written copy');
    const sample = samples[field];
    if (!sample) return problem('has no sample arguments in the check: add them to its samples');
    return compareTranslation(
      route,
      (english as (...args: readonly unknown[]) => unknown)(...sample),
      (spanish as (...args: readonly unknown[]) => unknown)(...sample),
      field,
    );
  }
  if (typeof english === 'string') {
    if (typeof spanish !== 'string') return problem('is missing');
    if (!spanish.trim()) return problem('is empty');
    if (isSentence(english) && spanish.trim() === english.trim())
      return problem(`is still the English text: "${english}"`);
    return [];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(spanish)) return problem('is missing');
    if (spanish.length !== english.length)
      return problem(`has ${spanish.length} entries, the English ${english.length}`);
    return english.flatMap((item, index) =>
      compareTranslation(route, item, spanish[index], `${field}[${index}]`, samples),
    );
  }
  if (english && typeof english === 'object') {
    if (!spanish || typeof spanish !== 'object') return problem('is missing');
    return Object.entries(english).flatMap(([key, value]) =>
      compareTranslation(
        route,
        value,
        (spanish as Record<string, unknown>)[key],
        field ? `${field}.${key}` : key,
        samples,
      ),
    );
  }
  return [];
}

/**
 * A Markdown page against its English original: the front matter the page needs, and the same
 * sections (a heading left out is a section left out).
 */
export function compareDocument(
  route: string,
  english: MarkdownModule,
  spanish: MarkdownModule,
): TranslationProblem[] {
  const front = (doc: MarkdownModule) => doc.meta.frontMatter as Record<string, unknown>;
  const problems = compareTranslation(
    route,
    { title: front(english).title, description: front(english).description },
    { title: front(spanish).title, description: front(spanish).description },
    'front matter',
  );
  const outline = (doc: MarkdownModule) => doc.meta.headings.map((heading) => heading.depth);
  if (outline(spanish).join() !== outline(english).join())
    problems.push({
      route,
      field: 'headings',
      problem: `are h${outline(spanish).join(', h')}; the English page's are h${outline(english).join(', h')}`,
    });
  return problems;
}

/** The problems as the build prints them, one a line. */
export const translationReport = (problems: readonly TranslationProblem[]) =>
  problems.map(({ route, field, problem }) => `  - ${route}: ${field} ${problem}`).join('\n');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each word the glossary says to avoid, as a whole word or phrase in any case. */
const avoided = glossary.flatMap((entry) =>
  entry.avoid.map((word) => ({
    word,
    use: entry.es,
    pattern: new RegExp(`(^|[^\\p{L}])${escape(word)}($|[^\\p{L}])`, 'iu'),
  })),
);

/** Every string in a piece of content, Markdown trees included. */
const stringsIn = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
};

/**
 * Spanish content held to the library's US Spanish glossary, as the library's own catalogue is:
 * a word the glossary lists to avoid ("usted", "anticipo de efectivo", "EE. UU." with a plain
 * space) is reported with the word to use.
 */
export function glossaryProblems(route: string, spanish: unknown): TranslationProblem[] {
  const texts = stringsIn(spanish);
  return avoided
    .filter(({ pattern }) => texts.some((text) => pattern.test(text)))
    .map(({ word, use }) => ({
      route,
      field: 'wording',
      problem: `uses "${word}": the glossary's word is "${use}"`,
    }));
}
