// Generated from en-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Variables } from '@internationalized/string';
import type { Catalogue } from '../keys';

/** The en-US messages whose keys start with "preFooter.". */
export const preFooterStrings = {
  'preFooter.title': (args: Variables = {}) => `Start your #${args.brand} journey for free!`,
  'preFooter.lead': (args: Variables = {}) =>
    `Get ${args.brand} on your phone, or start right here on the web.`,
  'preFooter.download': `Download the app`,
  'preFooter.web': `Get started on the web`,
  'preFooter.getApp': `Get the app`,
} satisfies Partial<Catalogue>;
