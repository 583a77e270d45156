// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Variables } from '@internationalized/string';
import type { Catalogue } from '../keys';

/** The es-US messages whose keys start with "amount.". */
export const amountStrings = {
  'amount.required': (args: Variables = {}) => `Escribe tu ${args.label}.`,
  'amount.negative': `Las cantidades no pueden ser negativas.`,
  'amount.format': `Usa solo números, como 45,000 o 45000.50.`,
  'amount.max': (args: Variables = {}) => `Escribe una cantidad de hasta ${args.max}.`,
  'amount.countFormat': `Usa un número entero, como 0, 1 o 2.`,
  'amount.countMax': (args: Variables = {}) => `Escribe un número del 0 al ${args.max}.`,
  'amount.label': `cantidad`,
} satisfies Partial<Catalogue>;
