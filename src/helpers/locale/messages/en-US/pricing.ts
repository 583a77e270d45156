// Generated from en-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Variables } from '@internationalized/string';
import type { Catalogue } from '../keys';

/** The en-US messages whose keys start with "pricing.". */
export const pricingStrings = {
  'pricing.included': `Included`,
  'pricing.notIncluded': `Not included`,
  'pricing.compare': `Compare plans`,
  'pricing.feature': `Feature`,
  'pricing.perMonthShort': `/mo`,
  'pricing.perMonth': `per month`,
  'pricing.seePlan': (args: Variables = {}) => `See ${args.plan} in detail`,
  'pricing.includes': (args: Variables = {}) => `What ${args.plan} includes`,
  'pricing.compareAll': `Compare all plans`,
} satisfies Partial<Catalogue>;
