import type { ComponentType } from 'react';
import { LocaleProvider, esUS } from '@beem/design-system';

/**
 * An island for a Spanish page. An island is a root of its own, in the prerender and in the
 * browser, so the page's locale does not reach it: it sets its own. Each Spanish island is an
 * entry of its own (islands.ts), so the Spanish catalogue, about 3 KB gzip, is fetched on the
 * Spanish pages only, and the English pages ship none of it.
 */
export function inSpanish<P extends object>(Component: ComponentType<P>) {
  function SpanishIsland(props: P) {
    return (
      <LocaleProvider locale="es-US" messages={esUS}>
        <Component {...props} />
      </LocaleProvider>
    );
  }
  SpanishIsland.displayName = `inSpanish(${Component.displayName ?? Component.name})`;
  return SpanishIsland;
}
