// Generated from en-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.
/* eslint-disable @typescript-eslint/no-unnecessary-template-expression -- compiled ICU */

import type { Variables } from '@internationalized/string';
import type { IcuFormatter } from '../../icuFormatter';
import type { Catalogue } from '../keys';

/** The en-US messages whose keys start with "alert.". */
export const alertStrings = {
  'alert.tone': (args: Variables = {}, formatter?: unknown) =>
    `${(formatter as IcuFormatter).select({ info: `Information`, success: `Success`, warning: `Warning`, other: `Error` }, args.tone)}`,
  'alert.dismiss': `Dismiss`,
} satisfies Partial<Catalogue>;
