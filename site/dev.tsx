import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  analytics,
  beemTheme,
  menuItemTracker,
  trackFooterClicks,
  trackPageView,
} from '@beem/design-system';
import { islands } from './islands';
import { matchRoute } from './matchRoute';
import { SiteRoutes, loadRoute } from './SiteRoutes';

/** The dev server: match the path, then render the whole page into index.html's root. */
export async function renderPage() {
  const { pathname } = window.location;
  const route = matchRoute(pathname);
  await Promise.all([loadRoute(route), islands.preload()]);
  document.documentElement.classList.add(beemTheme);
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  trackPageView(analytics, pathname);
  trackFooterClicks(document, menuItemTracker(analytics));
  createRoot(root).render(
    <StrictMode>
      <SiteRoutes route={route} />
    </StrictMode>,
  );
}
