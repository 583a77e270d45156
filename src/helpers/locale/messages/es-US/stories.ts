// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Catalogue } from '../keys';

/** The es-US messages whose keys start with "stories.". */
export const storiesStrings = {
  'stories.note': `Estas historias son ejemplos ilustrativos que Beem escribió para mostrar cómo se puede usar la app. Las personas y sus palabras no son clientes reales.`,
  'stories.illustrativeLabel': `Historias ilustrativas de estudiantes`,
  'stories.label': `Lo que dicen los estudiantes`,
} satisfies Partial<Catalogue>;
