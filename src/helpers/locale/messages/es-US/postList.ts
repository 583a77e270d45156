// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Catalogue } from '../keys';

/** The es-US messages whose keys start with "postList.". */
export const postListStrings = {
  'postList.topics': `Temas del blog`,
  'postList.all': `Todas las publicaciones`,
} satisfies Partial<Catalogue>;
