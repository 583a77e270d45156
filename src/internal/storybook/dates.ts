/**
 * Dates as a date field shows them in the story's locale, for play functions. React Aria writes a
 * field's segments in the locale's order (en-US month/day/year, es-US day/month/year), so a story
 * types and reads a date in that order, as its reader would.
 */
import { storyLocale, type StoryGlobals } from './messages';

const twoDigitDate = (context: StoryGlobals) =>
  new Intl.DateTimeFormat(storyLocale(context), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  });

const utc = (iso: string) => {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!parts) throw new Error(`"${iso}" is not an ISO date (YYYY-MM-DD)`);
  return Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]));
};

export type SegmentType = 'month' | 'day' | 'year';

/** A date as the field writes it in the story's locale: "03/14/2025", "14/03/2025". */
export const fieldDate = (context: StoryGlobals, iso: string) =>
  twoDigitDate(context).format(utc(iso));

/** The field's segments in the order the story's locale gives them. */
export const segmentOrder = (context: StoryGlobals): SegmentType[] =>
  twoDigitDate(context)
    .formatToParts(utc('2025-03-14'))
    .map((part) => part.type)
    .filter((type): type is SegmentType => type === 'month' || type === 'day' || type === 'year');

/** The digits a reader types for a date, segment by segment in the locale's order. */
export const typedDate = (context: StoryGlobals, iso: string) =>
  twoDigitDate(context)
    .formatToParts(utc(iso))
    .filter((part) => part.type === 'month' || part.type === 'day' || part.type === 'year')
    .map((part) => part.value)
    .join('');

/**
 * An empty field's placeholder in the story's locale, in its order ("mm/dd/yyyy", "dd/mm/aaaa"):
 * React Aria's placeholder words for the two locales the library ships.
 */
export const fieldPlaceholder = (context: StoryGlobals) => {
  const words: Record<SegmentType, string> =
    storyLocale(context) === 'es-US'
      ? { month: 'mm', day: 'dd', year: 'aaaa' }
      : { month: 'mm', day: 'dd', year: 'yyyy' };
  return segmentOrder(context)
    .map((type) => words[type])
    .join('/');
};
