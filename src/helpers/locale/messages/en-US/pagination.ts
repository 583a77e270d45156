// Generated from en-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Variables } from '@internationalized/string';
import type { Catalogue } from '../keys';

/** The en-US messages whose keys start with "pagination.". */
export const paginationStrings = {
  'pagination.label': `Pages`,
  'pagination.previous': `Previous page`,
  'pagination.next': `Next page`,
  'pagination.position': (args: Variables = {}) => `Page ${args.page} of ${args.count}`,
  'pagination.page': (args: Variables = {}) => `Page ${args.page}`,
  'pagination.loadMore': `Load more`,
  'pagination.shown': (args: Variables = {}) => `Showing ${args.shown} of ${args.total}`,
  'pagination.loadingMore': `Loading more…`,
} satisfies Partial<Catalogue>;
