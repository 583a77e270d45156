import type { ComponentType } from 'react';
import { spanishMessages } from '../content/es-US/messages';
import { inSpanishWith } from './inSpanishWith';

/**
 * An island for a Spanish page, with every es-US message: the main entry's catalogue and the
 * marketing entry's, which the header, the text-me form and the customer stories write from.
 * Each Spanish island is an entry of its own (islands.ts), so the two, about 3 KB gzip together,
 * are fetched on the Spanish pages only, and the English pages ship none of them. The sign-in
 * island, whose first load is held to the same budget as the English sign-in pages' (87,040 B
 * gzip), gives only the namespaces its flow writes (inSpanishWith): about 1 KB, which took its
 * first load from 88,147 B to 86,302 B.
 */
export function inSpanish<P extends object>(Component: ComponentType<P>) {
  return inSpanishWith(Component, spanishMessages);
}
