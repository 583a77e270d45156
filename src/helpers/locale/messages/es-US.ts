// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Variables } from '@internationalized/string';
import type { Catalogue } from './keys';

/** The library's own strings in es-US. */
export const esUS = {
  'header.main': `Principal`,
  'header.menu': `Menú`,
  'header.closeMenu': `Cerrar el menú`,
  'header.downloadApp': `Descarga la app`,
  'header.announcement': `Aviso`,
  'header.dismissAnnouncement': `Cerrar el aviso`,
  'toast.region': `Notificaciones`,
  'toast.dismiss': `Cerrar la notificación`,
  'dialog.close': `Cerrar`,
  'pagination.label': `Páginas`,
  'pagination.previous': `Página anterior`,
  'pagination.next': `Página siguiente`,
  'pagination.position': (args: Variables = {}) => `Página ${args.page} de ${args.count}`,
  'scrollStrip.previous': `Elemento anterior`,
  'scrollStrip.next': `Elemento siguiente`,
  'carousel.previous': `Testimonios anteriores`,
  'carousel.next': `Testimonios siguientes`,
  'carousel.goTo': (args: Variables = {}) => `Ir a la página ${args.page} de ${args.count}`,
  'carousel.illustrative': `Ejemplo ilustrativo, no es un cliente real`,
  'loader.title': `Un momento, por favor`,
  'loader.subtitle': `Estamos buscando tus datos.`,
  'otp.label': `Código de verificación`,
  'otp.digit': (args: Variables = {}) => `Dígito ${args.index} de ${args.count}`,
  'phone.label': `Número de celular`,
  'header.home': (args: Variables = {}) => `Inicio de ${args.brand}`,
  'header.logIn': `Inicia sesión`,
  'header.login': `Iniciar sesión`,
  'header.getStarted': `Empieza ya`,
  'header.help': `Ayuda`,
  'link.newTab': `(se abre en una pestaña nueva)`,
} satisfies Catalogue;
