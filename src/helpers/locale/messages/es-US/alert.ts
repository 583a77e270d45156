// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.
/* eslint-disable @typescript-eslint/no-unnecessary-template-expression -- compiled ICU */

import type { Variables } from '@internationalized/string';
import type { IcuFormatter } from '../../icuFormatter';
import type { Catalogue } from '../keys';

/** The es-US messages whose keys start with "alert.". */
export const alertStrings = {
  'alert.tone': (args: Variables = {}, formatter?: unknown) =>
    `${(formatter as IcuFormatter).select({ info: `Información`, success: `Listo`, warning: `Advertencia`, other: `Error` }, args.tone)}`,
  'alert.dismiss': `Cerrar`,
} satisfies Partial<Catalogue>;
