// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Catalogue } from '../keys';

/** The es-US messages whose keys start with "dialog.". */
export const dialogStrings = {
  'dialog.close': `Cerrar`,
  'dialog.actionFailed': `No funcionó. Revisa tu conexión e inténtalo de nuevo.`,
} satisfies Partial<Catalogue>;
