// Generated from en-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Variables } from '@internationalized/string';
import type { Catalogue } from '../keys';

/** The en-US messages whose keys start with "seo.". */
export const seoStrings = {
  'seo.searchResult': `Search result`,
  'seo.sharingCard': `Sharing card`,
  'seo.image': (args: Variables = {}) => `${args.width} × ${args.height} image`,
} satisfies Partial<Catalogue>;
