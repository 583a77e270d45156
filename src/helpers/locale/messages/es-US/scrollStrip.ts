// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Variables } from '@internationalized/string';
import type { Catalogue } from '../keys';

/** The es-US messages whose keys start with "scrollStrip.". */
export const scrollStripStrings = {
  'scrollStrip.previous': `Elemento anterior`,
  'scrollStrip.next': `Elemento siguiente`,
  'scrollStrip.region': (args: Variables = {}) => `${args.title}, desplazable`,
} satisfies Partial<Catalogue>;
