// Generated from en-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Catalogue } from '../keys';

/** The en-US messages whose keys start with "breadcrumbs.". */
export const breadcrumbsStrings = {
  'breadcrumbs.label': `Breadcrumb`,
} satisfies Partial<Catalogue>;
