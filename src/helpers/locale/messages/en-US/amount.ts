// Generated from en-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Variables } from '@internationalized/string';
import type { Catalogue } from '../keys';

/** The en-US messages whose keys start with "amount.". */
export const amountStrings = {
  'amount.required': (args: Variables = {}) => `Enter your ${args.label}.`,
  'amount.negative': `Amounts can’t be negative.`,
  'amount.format': `Use numbers only, like 45,000 or 45000.50.`,
  'amount.max': (args: Variables = {}) => `Enter an amount up to ${args.max}.`,
  'amount.countFormat': `Use a whole number, like 0, 1 or 2.`,
  'amount.countMax': (args: Variables = {}) => `Enter a number from 0 to ${args.max}.`,
  'amount.label': `amount`,
} satisfies Partial<Catalogue>;
