// Generated from en-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Variables } from '@internationalized/string';
import type { Catalogue } from '../keys';

/** The en-US messages whose keys start with "phone.". */
export const phoneStrings = {
  'phone.label': `Mobile number`,
  'phone.incomplete': `Enter all 10 digits of your US mobile number.`,
  'phone.areaCodeFormat': (args: Variables = {}) =>
    `Area codes never start with 0 or 1, so (${args.areaCode}) can't be right. Check the first three digits.`,
  'phone.areaCodeService': (args: Variables = {}) =>
    `${args.areaCode} is a service number, not an area code. Check the first three digits.`,
  'phone.areaCodeReserved': (args: Variables = {}) =>
    `No US phone number uses the area code ${args.areaCode}. Check the first three digits.`,
  'phone.exchangeFormat': (args: Variables = {}) =>
    `The three digits after the area code never start with 0 or 1, so ${args.exchange} can't be right.`,
  'phone.exchangeService': (args: Variables = {}) =>
    `${args.exchange} is a service number and can't follow the area code. Check the middle three digits.`,
  'phone.fictional': `555-0100 to 555-0199 are made-up numbers used in films and TV, and no phone can get a text at them.`,
  'phone.outsideUs': (args: Variables = {}) =>
    `(${args.areaCode}) is an area code outside the US (${args.country}). We can only text US numbers.`,
} satisfies Partial<Catalogue>;
