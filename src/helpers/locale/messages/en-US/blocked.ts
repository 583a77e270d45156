// Generated from en-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Variables } from '@internationalized/string';
import type { Catalogue } from '../keys';

/** The en-US messages whose keys start with "blocked.". */
export const blockedStrings = {
  'blocked.title': `Account blocked`,
  'blocked.message': (args: Variables = {}) => `Please reach out to ${args.email} for more details`,
  'blocked.done': `Done`,
} satisfies Partial<Catalogue>;
