import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { routes } from './routes';

/**
 * A route's key is its `path` pattern in the route table (`/about`, `*`). react-router matches a
 * URL to a route only where there is no prerendered page yet: when prerendering and on the
 * development server (see matchRoute.ts). The document notes the key on `<body data-route>`, and
 * no script reads it: in the browser a prerendered page hydrates only its islands (islands.ts).
 * Every link on the site is a full page load of prerendered HTML, so the browser needs no
 * client-side router, and react-router stays out of the page's scripts.
 */
export type RouteKey = string;

export const routeKey = (route: RouteObject): RouteKey => route.path ?? '';

export function routeByKey(key: RouteKey): RouteObject {
  const route = routes.find((entry) => routeKey(entry) === key);
  if (!route) throw new Error(`The route table has no route "${key}".`);
  return route;
}

/** Loads a lazy route's page, so it renders at once rather than suspending. */
export async function loadRoute(route: RouteObject) {
  if (typeof route.lazy !== 'function') return;
  Object.assign(route, await route.lazy(), { lazy: undefined });
}

function page(route: RouteObject): ReactNode {
  if (route.element) return route.element;
  if (route.Component) return <route.Component />;
  throw new Error(`The route "${routeKey(route)}" has not been loaded (see loadRoute).`);
}

/** A route's page, as the prerenderer, the dev server and the page stories render it. */
export function SiteRoutes({ route }: { route: RouteObject }) {
  return page(route);
}
