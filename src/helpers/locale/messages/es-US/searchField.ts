// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Catalogue } from '../keys';

/** The es-US messages whose keys start with "searchField.". */
export const searchFieldStrings = {
  'searchField.clear': `Borrar búsqueda`,
} satisfies Partial<Catalogue>;
