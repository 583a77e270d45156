// Generated from en-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.
/* eslint-disable @typescript-eslint/no-unnecessary-template-expression -- compiled ICU */

import type { Variables } from '@internationalized/string';
import type { IcuFormatter } from '../../icuFormatter';
import type { Catalogue } from '../keys';

/** The en-US messages whose keys start with "article.". */
export const articleStrings = {
  'article.onThisPage': `On this page`,
  'article.published': `Published`,
  'article.updated': `Last updated`,
  'article.readingTime': (args: Variables = {}, formatter?: unknown) =>
    `${(formatter as IcuFormatter).plural(args.minutes, { one: () => `${(formatter as IcuFormatter).number(args.minutes)} min read`, other: () => `${(formatter as IcuFormatter).number(args.minutes)} min read` })}`,
  'article.by': (args: Variables = {}) => `By ${args.author}`,
} satisfies Partial<Catalogue>;
