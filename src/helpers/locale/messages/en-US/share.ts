// Generated from en-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Catalogue } from '../keys';

/** The en-US messages whose keys start with "share.". */
export const shareStrings = {
  'share.label': `Share and follow`,
  'share.whatsapp': `Share on WhatsApp`,
} satisfies Partial<Catalogue>;
