// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Catalogue } from '../keys';

/** The es-US messages whose keys start with "loader.". */
export const loaderStrings = {
  'loader.title': `Un momento, por favor`,
  'loader.subtitle': `Estamos buscando tus datos.`,
} satisfies Partial<Catalogue>;
