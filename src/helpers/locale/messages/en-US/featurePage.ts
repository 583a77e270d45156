// Generated from en-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Catalogue } from '../keys';

/** The en-US messages whose keys start with "featurePage.". */
export const featurePageStrings = {
  'featurePage.steps': `How it works`,
  'featurePage.benefits': `Why students choose it`,
} satisfies Partial<Catalogue>;
