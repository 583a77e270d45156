// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Catalogue } from '../keys';

/** The es-US messages whose keys start with "link.". */
export const linkStrings = {
  'link.newTab': `(se abre en una pestaña nueva)`,
} satisfies Partial<Catalogue>;
