// Generated from en-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Catalogue } from '../keys';

/** The en-US messages whose keys start with "datePicker.". */
export const datePickerStrings = {
  'datePicker.showCalendar': `Show calendar`,
  'datePicker.previousMonth': `Previous month`,
  'datePicker.nextMonth': `Next month`,
} satisfies Partial<Catalogue>;
