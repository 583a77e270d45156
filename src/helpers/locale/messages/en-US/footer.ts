// Generated from en-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Variables } from '@internationalized/string';
import type { Catalogue } from '../keys';

/** The en-US messages whose keys start with "footer.". */
export const footerStrings = {
  'footer.appStore': `Download on the`,
  'footer.googlePlay': `Get it on`,
  'footer.social': `Social media`,
  'footer.rights': (args: Variables = {}) => `© ${args.year} ${args.brand}. All rights reserved.`,
} satisfies Partial<Catalogue>;
