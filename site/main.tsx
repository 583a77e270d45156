import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@beem/design-system/styles.css';
import { beemTheme } from '@beem/design-system';
import { configureSite } from './config';
import { Document } from './Document';
import { SiteRoutes, loadRoute, routeByKey } from './SiteRoutes';

async function start() {
  configureSite();
  const { pathname } = window.location;
  if (import.meta.env.DEV) {
    // The dev server has no prerendered HTML (and so no route key): match the path, then render
    // into index.html's root.
    const { matchRoute } = await import('./matchRoute');
    const route = matchRoute(pathname);
    await loadRoute(route);
    document.documentElement.classList.add(beemTheme);
    const root = document.getElementById('root');
    if (!root) throw new Error('The page has no #root element.');
    createRoot(root).render(
      <StrictMode>
        <SiteRoutes route={route} pathname={pathname} />
      </StrictMode>,
    );
    return;
  }
  const key = document.body.dataset.route;
  if (key === undefined) throw new Error('The page has no route key (<body data-route>).');
  const route = routeByKey(key);
  // The page's own code loads before hydrating, so the first render matches the static HTML
  // instead of rendering a fallback over it.
  await loadRoute(route);
  hydrateRoot(
    document,
    <StrictMode>
      <Document route={key}>
        <SiteRoutes route={route} pathname={pathname} />
      </Document>
    </StrictMode>,
  );
}

void start();
