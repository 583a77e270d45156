// Generated from en-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Catalogue } from '../keys';

/** The en-US messages whose keys start with "error.". */
export const errorStrings = {
  'error.generic': `Oops, something went wrong. Please try again`,
} satisfies Partial<Catalogue>;
