// Generated from en-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Catalogue } from '../keys';

/** The en-US messages whose keys start with "errorSummary.". */
export const errorSummaryStrings = {
  'errorSummary.title': `There is a problem`,
} satisfies Partial<Catalogue>;
