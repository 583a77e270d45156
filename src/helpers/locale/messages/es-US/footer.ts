// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Variables } from '@internationalized/string';
import type { Catalogue } from '../keys';

/** The es-US messages whose keys start with "footer.". */
export const footerStrings = {
  'footer.appStore': `Consíguelo en el`,
  'footer.googlePlay': `Disponible en`,
  'footer.social': `Redes sociales`,
  'footer.rights': (args: Variables = {}) =>
    `© ${args.year} ${args.brand}. Todos los derechos reservados.`,
} satisfies Partial<Catalogue>;
