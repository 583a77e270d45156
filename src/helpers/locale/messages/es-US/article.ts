// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.
/* eslint-disable @typescript-eslint/no-unnecessary-template-expression -- compiled ICU */

import type { Variables } from '@internationalized/string';
import type { IcuFormatter } from '../../icuFormatter';
import type { Catalogue } from '../keys';

/** The es-US messages whose keys start with "article.". */
export const articleStrings = {
  'article.onThisPage': `En esta página`,
  'article.published': `Publicado el`,
  'article.updated': `Última actualización:`,
  'article.readingTime': (args: Variables = {}, formatter?: unknown) =>
    `${(formatter as IcuFormatter).plural(args.minutes, { one: () => `${(formatter as IcuFormatter).number(args.minutes)} min de lectura`, other: () => `${(formatter as IcuFormatter).number(args.minutes)} min de lectura` })}`,
  'article.by': (args: Variables = {}) => `Por ${args.author}`,
} satisfies Partial<Catalogue>;
