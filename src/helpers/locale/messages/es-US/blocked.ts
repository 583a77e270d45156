// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Variables } from '@internationalized/string';
import type { Catalogue } from '../keys';

/** The es-US messages whose keys start with "blocked.". */
export const blockedStrings = {
  'blocked.title': `Cuenta bloqueada`,
  'blocked.message': (args: Variables = {}) => `Escríbenos a ${args.email} para saber más`,
  'blocked.done': `Listo`,
} satisfies Partial<Catalogue>;
