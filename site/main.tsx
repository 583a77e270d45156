import '@beem/design-system/styles.css';
import {
  analytics,
  menuItemTracker,
  trackFooterClicks,
  trackPageView,
  watchViewportHeight,
} from '@beem/design-system';
import { configureSite } from './config';
import { islands } from './islands';

/**
 * The browser's entry. A prerendered page is static HTML: only its islands hydrate (islands.ts),
 * and the few page-wide behaviours run here without React. The dev server has no prerendered
 * HTML, so there the whole page renders on the client (dev.tsx).
 */
configureSite();
if (import.meta.env.DEV) {
  void import('./dev').then(({ renderPage }) => renderPage());
} else {
  watchViewportHeight(window);
  trackPageView(analytics, window.location.pathname);
  trackFooterClicks(document, menuItemTracker(analytics));
  void islands.hydrate();
}
