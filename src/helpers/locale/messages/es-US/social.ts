// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Variables } from '@internationalized/string';
import type { Catalogue } from '../keys';

/** The es-US messages whose keys start with "social.". */
export const socialStrings = {
  'social.profile': (args: Variables = {}) => `${args.brand} en ${args.network}`,
} satisfies Partial<Catalogue>;
