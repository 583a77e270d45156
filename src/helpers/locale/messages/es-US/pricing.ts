// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Variables } from '@internationalized/string';
import type { Catalogue } from '../keys';

/** The es-US messages whose keys start with "pricing.". */
export const pricingStrings = {
  'pricing.included': `Incluido`,
  'pricing.notIncluded': `No incluido`,
  'pricing.compare': `Compara los planes`,
  'pricing.feature': `Función`,
  'pricing.perMonthShort': `/mes`,
  'pricing.perMonth': `al mes`,
  'pricing.seePlan': (args: Variables = {}) => `Conoce ${args.plan} en detalle`,
  'pricing.includes': (args: Variables = {}) => `Qué incluye ${args.plan}`,
  'pricing.compareAll': `Compara todos los planes`,
} satisfies Partial<Catalogue>;
