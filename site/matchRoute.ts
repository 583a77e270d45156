import { matchRoutes, type RouteObject } from 'react-router-dom';
import { routes } from './routes';

/**
 * The route a URL path shows (the `*` route for unknown paths). Used where the path is all there
 * is: the prerenderer, and the development server, which has no prerendered HTML.
 */
export function matchRoute(pathname: string): RouteObject {
  const route = matchRoutes(routes, pathname)?.at(-1)?.route;
  if (!route) throw new Error(`No route matches ${pathname}, not even the not-found route.`);
  return route;
}
