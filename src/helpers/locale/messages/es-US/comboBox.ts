// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Variables } from '@internationalized/string';
import type { Catalogue } from '../keys';

/** The es-US messages whose keys start with "comboBox.". */
export const comboBoxStrings = {
  'comboBox.showSuggestions': `Mostrar sugerencias`,
  'comboBox.loading': `Cargando sugerencias…`,
  'comboBox.empty': (args: Variables = {}) => `Nada coincide con “${args.query}”`,
  'comboBox.failed': `No pudimos cargar las sugerencias. Revisa tu conexión y vuelve a escribir.`,
} satisfies Partial<Catalogue>;
