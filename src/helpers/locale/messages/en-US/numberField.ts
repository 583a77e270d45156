// Generated from en-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Variables } from '@internationalized/string';
import type { Catalogue } from '../keys';

/** The en-US messages whose keys start with "numberField.". */
export const numberFieldStrings = {
  'numberField.increase': (args: Variables = {}) => `Increase ${args.label}`,
  'numberField.decrease': (args: Variables = {}) => `Decrease ${args.label}`,
} satisfies Partial<Catalogue>;
