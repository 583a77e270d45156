import type { ComponentType } from 'react';
import { esUS } from '@beem/design-system';
import { inSpanishWith } from './inSpanishWith';

/**
 * An island for a Spanish page, with the whole es-US catalogue. Each Spanish island is an entry
 * of its own (islands.ts), so the catalogue, about 3 KB gzip, is fetched on the Spanish pages
 * only, and the English pages ship none of it. The sign-in island, whose first load is held to
 * the same budget as the English sign-in pages' (87,040 B gzip), gives only the namespaces its
 * flow writes (inSpanishWith): about 1 KB, which took its first load from 88,147 B to 86,302 B.
 */
export function inSpanish<P extends object>(Component: ComponentType<P>) {
  return inSpanishWith(Component, esUS);
}
