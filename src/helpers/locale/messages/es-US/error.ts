// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Catalogue } from '../keys';

/** The es-US messages whose keys start with "error.". */
export const errorStrings = {
  'error.generic': `Uy, algo salió mal. Vuelve a intentarlo`,
} satisfies Partial<Catalogue>;
