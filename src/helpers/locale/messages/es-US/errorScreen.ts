// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Catalogue } from '../keys';

/** The es-US messages whose keys start with "errorScreen.". */
export const errorScreenStrings = {
  'errorScreen.title': `¡Uy!`,
  'errorScreen.message': `Tenemos algunos problemas técnicos`,
  'errorScreen.back': `Volver`,
} satisfies Partial<Catalogue>;
