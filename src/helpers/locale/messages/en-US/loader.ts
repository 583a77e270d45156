// Generated from en-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Catalogue } from '../keys';

/** The en-US messages whose keys start with "loader.". */
export const loaderStrings = {
  'loader.title': `Please Wait!`,
  'loader.subtitle': `We are fetching your details.`,
} satisfies Partial<Catalogue>;
