// Generated from en-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.
/* eslint-disable @typescript-eslint/no-unnecessary-template-expression -- compiled ICU */

import type { Variables } from '@internationalized/string';
import type { IcuFormatter } from '../../icuFormatter';
import type { Catalogue } from '../keys';

/** The en-US messages whose keys start with "textarea.". */
export const textareaStrings = {
  'textarea.left': (args: Variables = {}, formatter?: unknown) =>
    `${(formatter as IcuFormatter).plural(args.count, { one: () => `${(formatter as IcuFormatter).number(args.count)} character left`, other: () => `${(formatter as IcuFormatter).number(args.count)} characters left` })}`,
  'textarea.over': (args: Variables = {}, formatter?: unknown) =>
    `${(formatter as IcuFormatter).plural(args.count, { one: () => `${(formatter as IcuFormatter).number(args.count)} character too many`, other: () => `${(formatter as IcuFormatter).number(args.count)} characters too many` })}`,
} satisfies Partial<Catalogue>;
