// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Catalogue } from '../keys';

/** The es-US messages whose keys start with "toast.". */
export const toastStrings = {
  'toast.region': `Notificaciones`,
  'toast.dismiss': `Cerrar la notificación`,
} satisfies Partial<Catalogue>;
