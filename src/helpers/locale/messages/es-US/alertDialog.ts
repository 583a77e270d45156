// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Catalogue } from '../keys';

/** The es-US messages whose keys start with "alertDialog.". */
export const alertDialogStrings = {
  'alertDialog.cancel': `Cancelar`,
  'alertDialog.confirm': `Confirmar`,
} satisfies Partial<Catalogue>;
