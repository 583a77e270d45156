// Generated from en-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Catalogue } from '../keys';

/** The en-US messages whose keys start with "layout.". */
export const layoutStrings = {
  'layout.skip': `Skip to content`,
  'layout.validating': `validating...`,
} satisfies Partial<Catalogue>;
