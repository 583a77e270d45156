// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Variables } from '@internationalized/string';
import type { Catalogue } from '../keys';

/** The es-US messages whose keys start with "numberField.". */
export const numberFieldStrings = {
  'numberField.increase': (args: Variables = {}) => `Aumentar ${args.label}`,
  'numberField.decrease': (args: Variables = {}) => `Disminuir ${args.label}`,
} satisfies Partial<Catalogue>;
