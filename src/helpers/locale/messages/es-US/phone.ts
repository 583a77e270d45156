// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Variables } from '@internationalized/string';
import type { Catalogue } from '../keys';

/** The es-US messages whose keys start with "phone.". */
export const phoneStrings = {
  'phone.label': `Número de celular`,
  'phone.incomplete': `Escribe los 10 dígitos de tu número de celular de EE.\u00a0UU.`,
  'phone.areaCodeFormat': (args: Variables = {}) =>
    `Ningún código de área empieza con 0 o 1, así que (${args.areaCode}) no puede ser correcto. Revisa los tres primeros dígitos.`,
  'phone.areaCodeService': (args: Variables = {}) =>
    `${args.areaCode} es un número de servicio, no un código de área. Revisa los tres primeros dígitos.`,
  'phone.areaCodeReserved': (args: Variables = {}) =>
    `Ningún número de teléfono de EE.\u00a0UU. usa el código de área ${args.areaCode}. Revisa los tres primeros dígitos.`,
  'phone.exchangeFormat': (args: Variables = {}) =>
    `Los tres dígitos que siguen al código de área nunca empiezan con 0 o 1, así que ${args.exchange} no puede ser correcto.`,
  'phone.exchangeService': (args: Variables = {}) =>
    `${args.exchange} es un número de servicio y no puede ir después del código de área. Revisa los tres dígitos del medio.`,
  'phone.fictional': `Del 555-0100 al 555-0199 son números inventados para el cine y la televisión, y ningún teléfono recibe mensajes de texto en ellos.`,
  'phone.outsideUs': (args: Variables = {}) =>
    `(${args.areaCode}) es un código de área fuera de EE.\u00a0UU. (${args.country}). Solo podemos enviar mensajes de texto a números de EE.\u00a0UU.`,
} satisfies Partial<Catalogue>;
