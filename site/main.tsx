import '@beem/design-system/styles.css';
import {
  analytics,
  followHeaderScroll,
  menuItemTracker,
  trackFooterClicks,
  trackPageView,
  watchViewportHeight,
} from '@beem/design-system';
import { reportWebVitals, sampleRateFrom } from './analytics/webVitals';
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
  // The header's menus are a dialog and popovers opened by the platform. A browser without
  // invoker commands (Safari before 26.2, Firefox before 144) gets them from the polyfill by
  // their author, about 2 KB gzip, fetched only there.
  if (!('command' in HTMLButtonElement.prototype)) void import('invokers-polyfill');
  // The header fades with CSS scroll timelines where the browser has them; elsewhere, here.
  followHeaderScroll(document);
  watchViewportHeight(window);
  trackPageView(analytics, window.location.pathname);
  trackFooterClicks(document, menuItemTracker(analytics));
  reportWebVitals({
    sampleRate: sampleRateFrom(import.meta.env.VITE_VITALS_SAMPLE_RATE as string | undefined),
  });
  void islands.hydrate();
}
