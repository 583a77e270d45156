// Generated from en-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Catalogue } from '../keys';

/** The en-US messages whose keys start with "errorScreen.". */
export const errorScreenStrings = {
  'errorScreen.title': `Oops!`,
  'errorScreen.message': `We are facing some technical issues`,
  'errorScreen.back': `Go Back`,
} satisfies Partial<Catalogue>;
