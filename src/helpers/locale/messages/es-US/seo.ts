// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Variables } from '@internationalized/string';
import type { Catalogue } from '../keys';

/** The es-US messages whose keys start with "seo.". */
export const seoStrings = {
  'seo.searchResult': `Resultado de búsqueda`,
  'seo.sharingCard': `Tarjeta para compartir`,
  'seo.image': (args: Variables = {}) => `Imagen de ${args.width} × ${args.height}`,
} satisfies Partial<Catalogue>;
