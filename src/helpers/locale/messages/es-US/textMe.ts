// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Variables } from '@internationalized/string';
import type { Catalogue } from '../keys';

/** The es-US messages whose keys start with "textMe.". */
export const textMeStrings = {
  'textMe.title': `Recibe la app por mensaje de texto`,
  'textMe.hint': `Solo números de celular de EE.\u00a0UU. Pueden aplicarse cargos por mensajes y datos.`,
  'textMe.submit': `Envíame la app`,
  'textMe.success': `¡Enlace enviado! Revisa tus mensajes de texto para descargar Beem.`,
  'textMe.failure': `Algo salió mal. Tienes que usar tu número real: nada de VoIP, Google Voice ni números desechables.`,
  'textMe.unavailable': (args: Variables = {}) =>
    `Ahora no podemos enviarte el enlace por mensaje de texto. Descarga Beem en el ${args.appStore} o en ${args.googlePlay}.`,
} satisfies Partial<Catalogue>;
