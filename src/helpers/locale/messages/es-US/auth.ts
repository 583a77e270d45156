// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Catalogue } from '../keys';

/** The es-US messages whose keys start with "auth.". */
export const authStrings = {
  'auth.sendFailed': `No pudimos enviar un código a ese número. Revísalo y vuelve a intentarlo.`,
  'auth.wrongCode': `Ese código no funcionó. Revisa el mensaje de texto que te enviamos y vuelve a intentarlo.`,
  'auth.verifyFailed': `No pudimos comprobar tu código en este momento. Vuelve a intentarlo.`,
} satisfies Partial<Catalogue>;
