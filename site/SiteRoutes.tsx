import { matchRoutes, useRoutes } from 'react-router-dom';
import { routes } from './routes';

/**
 * The route table, rendered in react-router's declarative mode both when prerendering
 * (`StaticRouter`) and in the browser (`BrowserRouter`). One tree on both sides keeps React's
 * `useId` values equal through hydration; every link is a full page load of prerendered HTML,
 * so the data router is not needed, and leaving it out keeps the first load small.
 */
export function SiteRoutes() {
  return useRoutes(routes);
}

/** Loads the lazy routes a path matches, so it renders at once rather than suspending. */
export async function loadRoutesFor(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}
