// Generated from en-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Variables } from '@internationalized/string';
import type { Catalogue } from '../keys';

/** The en-US messages whose keys start with "scrollStrip.". */
export const scrollStripStrings = {
  'scrollStrip.previous': `Previous item`,
  'scrollStrip.next': `Next item`,
  'scrollStrip.region': (args: Variables = {}) => `${args.title}, scrollable`,
} satisfies Partial<Catalogue>;
