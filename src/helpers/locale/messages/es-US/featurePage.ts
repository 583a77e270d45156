// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Catalogue } from '../keys';

/** The es-US messages whose keys start with "featurePage.". */
export const featurePageStrings = {
  'featurePage.steps': `Cómo funciona`,
  'featurePage.benefits': `Por qué lo eligen los estudiantes`,
} satisfies Partial<Catalogue>;
