/**
 * Dates as a date field shows them in the story's locale, for play functions. React Aria writes a
 * field's segments in the locale's order (en-US month/day/year, es-US day/month/year), so a story
 * types and reads a date in that order, as its reader would.
 */
import { within } from 'storybook/test';
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

/** A day as the calendar names it in the story's locale ("March 22, 2025", "22 de marzo de 2025"). */
export const dayName = (context: StoryGlobals, year: number, month: number, day: number) =>
  new RegExp(
    // Not preceded by a digit: "3 de febrero" is also the end of "13 de febrero".
    `(?<!\\d)${new Intl.DateTimeFormat(storyLocale(context), {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(Date.UTC(year, month - 1, day))}`,
    'i',
  );

/** The calendar's month heading in the story's locale ("March 2025", "marzo de 2025"). */
export const monthTitle = (context: StoryGlobals, year: number, month: number) =>
  new Intl.DateTimeFormat(storyLocale(context), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, 1));

/** A date field's segments of one kind, found by what they hold rather than by their names, which
 * React Aria writes in the reader's language. */
export const segments = (
  canvas: { getAllByRole: (role: 'spinbutton') => HTMLElement[] },
  type: SegmentType,
) => canvas.getAllByRole('spinbutton').filter((segment) => segment.dataset.type === type);

/** The calendar and its days, which render at the end of the page, outside the story's root. */
export const calendarPage = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body);

/** The hidden input a date field sends with its form, which holds the ISO date. */
export const submitted = (canvasElement: HTMLElement, name: string) =>
  canvasElement.querySelector<HTMLInputElement>(`input[name="${name}"]`);
