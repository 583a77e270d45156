// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Variables } from '@internationalized/string';
import type { Catalogue } from '../keys';

/** The es-US messages whose keys start with "otp.". */
export const otpStrings = {
  'otp.label': `Código de verificación`,
  'otp.digit': (args: Variables = {}) => `Dígito ${args.index} de ${args.count}`,
} satisfies Partial<Catalogue>;
