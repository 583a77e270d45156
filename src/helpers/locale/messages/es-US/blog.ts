// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.
/* eslint-disable @typescript-eslint/no-unnecessary-template-expression -- compiled ICU */

import type { Variables } from '@internationalized/string';
import type { IcuFormatter } from '../../icuFormatter';
import type { Catalogue } from '../keys';

/** The es-US messages whose keys start with "blog.". */
export const blogStrings = {
  'blog.category': (args: Variables = {}, formatter?: unknown) =>
    `${(formatter as IcuFormatter).select({ save: `Ahorrar`, spend: `Gastar`, earn: `Ganar`, insurance: `Seguros`, taxes: `Impuestos`, banking: `Banca`, loans: `Préstamos`, credit: `Crédito`, debt: `Deudas`, retirement: `Jubilación`, transferMoney: `Enviar dinero`, other: () => `${args.category}` }, args.category)}`,
} satisfies Partial<Catalogue>;
