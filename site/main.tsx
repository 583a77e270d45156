import '@beem/design-system/styles.css';
import {
  followHeaderScroll,
  trackFooterClicks,
  watchViewportHeight,
} from '@beem/design-system/marketing';
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
  if (!('command' in HTMLButtonElement.prototype)) {
    void import('invokers-polyfill');
    // The phone menu is a dialog that is also a popover, so that `popovertarget` opens and closes
    // it without scripts (MobileDrawer). The polyfill leaves a popover's `show-modal` and `close`
    // to that, which would open a non-modal popover and never close the modal: with this script
    // running, its buttons open and close the modal, as invoker commands do everywhere else.
    document.addEventListener(
      'click',
      (event) => {
        const button =
          event.target instanceof Element
            ? event.target.closest('button[commandfor][popovertarget]')
            : null;
        if (!button) return;
        const dialog = document.getElementById(button.getAttribute('commandfor') ?? '');
        if (!(dialog instanceof HTMLDialogElement)) return;
        const command = button.getAttribute('command');
        if (command === 'show-modal' && !dialog.open) dialog.showModal();
        else if (command === 'close' && dialog.open) dialog.close();
        else return;
        event.preventDefault();
      },
      true,
    );
  }
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
