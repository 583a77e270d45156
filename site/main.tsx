import '@beem/design-system/styles.css';
import { watchViewportHeight } from '@beem/design-system';
import { followHeaderScroll, trackFooterClicks } from '@beem/design-system/marketing';
import { siteTracker, trackPageView } from './analytics/mixpanel';
import { reportWebVitals, sampleRateFrom } from './analytics/webVitals';
import { setSiteTracker } from './config';
import { islands } from './islands';
import { offerLanguage, rememberLanguageChoice } from './language/languageChoice';

/**
 * The browser's entry. A prerendered page is static HTML: only its islands hydrate (islands.ts),
 * and the few page-wide behaviours run here without React. The dev server has no prerendered
 * HTML, so there the whole page renders on the client (dev.tsx).
 */
// Before any island loads: the library's components (the header's menus, the text-me form) report
// their events to the tracker every island's BeemProvider is given.
setSiteTracker(siteTracker);
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
  trackPageView(siteTracker, window.location.pathname);
  // The footer is prerendered and never hydrated: one listener reports its clicks, with the
  // event each link carries, in either language.
  trackFooterClicks(document, undefined, undefined, siteTracker);
  rememberLanguageChoice(document);
  offerLanguage(document);
  reportWebVitals({
    sampleRate: sampleRateFrom(import.meta.env.VITE_VITALS_SAMPLE_RATE as string | undefined),
  });
  void islands.hydrate();
}
