// Generated from en-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Variables } from '@internationalized/string';
import type { Catalogue } from '../keys';

/** The en-US messages whose keys start with "otp.". */
export const otpStrings = {
  'otp.label': `Verification code`,
  'otp.digit': (args: Variables = {}) => `Digit ${args.index} of ${args.count}`,
} satisfies Partial<Catalogue>;
