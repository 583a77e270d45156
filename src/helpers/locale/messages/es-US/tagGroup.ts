// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Variables } from '@internationalized/string';
import type { Catalogue } from '../keys';

/** The es-US messages whose keys start with "tagGroup.". */
export const tagGroupStrings = {
  'tagGroup.remove': (args: Variables = {}) => `Quitar ${args.tag}`,
} satisfies Partial<Catalogue>;
