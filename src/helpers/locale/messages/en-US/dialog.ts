// Generated from en-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Catalogue } from '../keys';

/** The en-US messages whose keys start with "dialog.". */
export const dialogStrings = {
  'dialog.close': `Close`,
  'dialog.actionFailed': `That didn't work. Check your connection and try again.`,
} satisfies Partial<Catalogue>;
