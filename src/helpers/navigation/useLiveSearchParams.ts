'use client';
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * The page's query string, once the page is live in the browser. A prerendered page cannot know
 * its query, so the server render and the hydrating render both see an empty query (and agree
 * with the static HTML); React then renders again with the real one.
 */
export function useLiveSearchParams(): URLSearchParams {
  const search = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => '',
  );
  return new URLSearchParams(search);
}
