// Generated from en-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.
/* eslint-disable @typescript-eslint/no-unnecessary-template-expression -- compiled ICU */

import type { Variables } from '@internationalized/string';
import type { IcuFormatter } from '../../icuFormatter';
import type { Catalogue } from '../keys';

/** The en-US messages whose keys start with "blog.". */
export const blogStrings = {
  'blog.category': (args: Variables = {}, formatter?: unknown) =>
    `${(formatter as IcuFormatter).select({ save: `Save`, spend: `Spend`, earn: `Earn`, insurance: `Insurance`, taxes: `Taxes`, banking: `Banking`, loans: `Loans`, credit: `Credit`, debt: `Debt`, retirement: `Retirement`, transferMoney: `Transfer Money`, other: () => `${args.category}` }, args.category)}`,
} satisfies Partial<Catalogue>;
