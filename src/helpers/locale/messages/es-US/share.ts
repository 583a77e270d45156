// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Catalogue } from '../keys';

/** The es-US messages whose keys start with "share.". */
export const shareStrings = {
  'share.label': `Comparte y síguenos`,
  'share.whatsapp': `Comparte en WhatsApp`,
} satisfies Partial<Catalogue>;
