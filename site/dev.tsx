import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { beemSystemTheme } from '@beem/design-system';
import { siteTracker, trackPageView } from './analytics/mixpanel';
import { htmlLang, localeOfPath } from './content/locales';
import { islands } from './islands';
import { matchRoute } from './matchRoute';
import { SiteRoutes, loadRoute } from './SiteRoutes';

/**
 * The dev server: match the path, then render the whole page into index.html's root. The entry
 * has already given the library its tracker; the footer is rendered here, so it reports its own
 * clicks.
 */
export async function renderPage() {
  const { pathname } = window.location;
  const route = matchRoute(pathname);
  await Promise.all([loadRoute(route), islands.preload()]);
  document.documentElement.classList.add(beemSystemTheme);
  document.documentElement.lang = htmlLang[localeOfPath(pathname)];
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  trackPageView(siteTracker, pathname);
  createRoot(root).render(
    <StrictMode>
      <SiteRoutes route={route} />
    </StrictMode>,
  );
}
