// Generated from en-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Variables } from '@internationalized/string';
import type { Catalogue } from '../keys';

/** The en-US messages whose keys start with "comboBox.". */
export const comboBoxStrings = {
  'comboBox.showSuggestions': `Show suggestions`,
  'comboBox.loading': `Loading suggestions…`,
  'comboBox.empty': (args: Variables = {}) => `Nothing matches “${args.query}”`,
  'comboBox.failed': `We couldn’t load suggestions. Check your connection, then type again.`,
} satisfies Partial<Catalogue>;
