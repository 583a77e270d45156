// Generated from en-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Variables } from '@internationalized/string';
import type { Catalogue } from '../keys';

/** The en-US messages whose keys start with "verify.". */
export const verifyStrings = {
  'verify.titleSignin': `Sign in to Beem`,
  'verify.titleSignup': `Create your Beem account`,
  'verify.intro': `We'll text you a code to confirm it's you.`,
  'verify.sendCode': `Send code`,
  'verify.enterCode': (args: Variables = {}) =>
    `Enter the ${args.length}-digit code we sent to ${args.phone}.`,
  'verify.resent': (args: Variables = {}) => `We sent a new code to ${args.phone}.`,
  'verify.resend': `Resend code`,
  'verify.wrongNumber': `Wrong number?`,
  'verify.verified': `You're verified. Taking you back…`,
} satisfies Partial<Catalogue>;
