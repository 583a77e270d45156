// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.
/* eslint-disable @typescript-eslint/no-unnecessary-template-expression -- compiled ICU */

import type { Variables } from '@internationalized/string';
import type { IcuFormatter } from '../../icuFormatter';
import type { Catalogue } from '../keys';

/** The es-US messages whose keys start with "textarea.". */
export const textareaStrings = {
  'textarea.left': (args: Variables = {}, formatter?: unknown) =>
    `${(formatter as IcuFormatter).plural(args.count, { one: () => `Queda ${(formatter as IcuFormatter).number(args.count)} carácter`, other: () => `Quedan ${(formatter as IcuFormatter).number(args.count)} caracteres` })}`,
  'textarea.over': (args: Variables = {}, formatter?: unknown) =>
    `${(formatter as IcuFormatter).plural(args.count, { one: () => `Sobra ${(formatter as IcuFormatter).number(args.count)} carácter`, other: () => `Sobran ${(formatter as IcuFormatter).number(args.count)} caracteres` })}`,
} satisfies Partial<Catalogue>;
