// Generated from en-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Variables } from '@internationalized/string';
import type { Catalogue } from '../keys';

/** The en-US messages whose keys start with "textMe.". */
export const textMeStrings = {
  'textMe.title': `Get the app by text`,
  'textMe.hint': `US mobile numbers only. Message and data rates may apply.`,
  'textMe.submit': `Text me the app`,
  'textMe.success': `Link sent! Check your texts to download Beem.`,
  'textMe.failure': `Something went wrong. You gotta use your real number. No VoIP, Google Voice or burners.`,
  'textMe.unavailable': (args: Variables = {}) =>
    `Texting the link is unavailable right now. Get Beem from the ${args.appStore} or ${args.googlePlay}.`,
} satisfies Partial<Catalogue>;
