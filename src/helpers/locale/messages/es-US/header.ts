// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Variables } from '@internationalized/string';
import type { Catalogue } from '../keys';

/** The es-US messages whose keys start with "header.". */
export const headerStrings = {
  'header.main': `Principal`,
  'header.menu': `Menú`,
  'header.closeMenu': `Cerrar el menú`,
  'header.downloadApp': `Descarga la app`,
  'header.announcement': `Aviso`,
  'header.dismissAnnouncement': `Cerrar el aviso`,
  'header.home': (args: Variables = {}) => `Inicio de ${args.brand}`,
  'header.logIn': `Inicia sesión`,
  'header.login': `Iniciar sesión`,
  'header.getStarted': `Empieza ya`,
  'header.help': `Ayuda`,
  'header.goToLine': `Ir a Line`,
} satisfies Partial<Catalogue>;
