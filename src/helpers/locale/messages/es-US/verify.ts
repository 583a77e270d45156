// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Variables } from '@internationalized/string';
import type { Catalogue } from '../keys';

/** The es-US messages whose keys start with "verify.". */
export const verifyStrings = {
  'verify.titleSignin': `Inicia sesión en Beem`,
  'verify.titleSignup': `Crea tu cuenta de Beem`,
  'verify.intro': `Te enviaremos un código por mensaje de texto para confirmar que eres tú.`,
  'verify.sendCode': `Enviar el código`,
  'verify.enterCode': (args: Variables = {}) =>
    `Escribe el código de ${args.length} dígitos que enviamos al ${args.phone}.`,
  'verify.resent': (args: Variables = {}) => `Enviamos un código nuevo al ${args.phone}.`,
  'verify.resend': `Reenviar el código`,
  'verify.wrongNumber': `¿Número equivocado?`,
  'verify.verified': `Listo, ya te verificamos. Te llevamos de vuelta…`,
} satisfies Partial<Catalogue>;
