// Generated from en-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Catalogue } from '../keys';

/** The en-US messages whose keys start with "auth.". */
export const authStrings = {
  'auth.sendFailed': `We couldn't send a code to that number. Check it and try again.`,
  'auth.wrongCode': `That code didn't work. Check the text we sent and try again.`,
  'auth.verifyFailed': `We couldn't check your code right now. Please try again.`,
} satisfies Partial<Catalogue>;
