// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Variables } from '@internationalized/string';
import type { Catalogue } from '../keys';

/** The es-US messages whose keys start with "preFooter.". */
export const preFooterStrings = {
  'preFooter.title': (args: Variables = {}) => `¡Empieza gratis tu camino con #${args.brand}!`,
  'preFooter.lead': (args: Variables = {}) =>
    `Descarga ${args.brand} en tu celular o empieza aquí mismo, en la web.`,
  'preFooter.download': `Descarga la app`,
  'preFooter.web': `Empieza en la web`,
  'preFooter.getApp': `Obtén la app`,
} satisfies Partial<Catalogue>;
