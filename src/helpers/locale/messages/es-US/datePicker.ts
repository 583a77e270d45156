// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Catalogue } from '../keys';

/** The es-US messages whose keys start with "datePicker.". */
export const datePickerStrings = {
  'datePicker.showCalendar': `Mostrar calendario`,
  'datePicker.previousMonth': `Mes anterior`,
  'datePicker.nextMonth': `Mes siguiente`,
} satisfies Partial<Catalogue>;
