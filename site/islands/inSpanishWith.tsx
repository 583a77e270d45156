import type { ComponentType } from 'react';
import { LocaleProvider, type Catalogue } from '@beem/design-system';

/**
 * An island for a Spanish page, given the es-US messages it writes. An island is a root of its
 * own, in the prerender and in the browser, so the page's locale does not reach it: it sets its
 * own.
 *
 * A module apart from `inSpanish`, which gives the whole catalogue: an island that gives only
 * some namespaces (`esUSNamespaces`) and imported that module would bundle the whole catalogue
 * as well. A component below that writes a namespace left out throws (`LocaleProvider`), so the
 * island's prerender fails the site build; spanishIslands.test.tsx holds each island's list to
 * every namespace its components import, whether they show at first or later.
 */
export function inSpanishWith<P extends object>(
  Component: ComponentType<P>,
  messages: Partial<Catalogue>,
) {
  function SpanishIsland(props: P) {
    return (
      <LocaleProvider locale="es-US" messages={messages}>
        <Component {...props} />
      </LocaleProvider>
    );
  }
  SpanishIsland.displayName = `inSpanish(${Component.displayName ?? Component.name})`;
  return SpanishIsland;
}
