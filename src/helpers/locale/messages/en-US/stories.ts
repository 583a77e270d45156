// Generated from en-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Catalogue } from '../keys';

/** The en-US messages whose keys start with "stories.". */
export const storiesStrings = {
  'stories.note': `These stories are illustrative examples written by Beem to show how the app can be used. The people and their words are not real customers.`,
  'stories.illustrativeLabel': `Illustrative student stories`,
  'stories.label': `What students say`,
} satisfies Partial<Catalogue>;
