/**
 * The site's analytics on mixpanel-browser: the tracker the library's components report to (given
 * to every island's `BeemProvider` by the entry, main.tsx) and the one the site's own events go
 * through (page views, field data). Events carry a category (`pwa` + the current path), a label and extra data.
 * If the library is not loaded, or sending fails, the only trace is a console line 'not loaded':
 * analytics never throws and never blocks the page.
 */
import type { Config, OverridedMixpanel } from 'mixpanel-browser';
import type { BeemTracker, EventDetails } from '@beem/design-system';
import { analyticsOptions } from '../config';

/**
 * Beem's batching: up to 50 events a request, sent every 5 s, a request given 90 s, the cookie
 * kept a year. They are also mixpanel-browser's own defaults, set here so a library upgrade
 * cannot change them silently. Its retry back-off is capped at 10 minutes by the library itself
 * (`MAX_RETRY_INTERVAL_MS` in its request batcher): there is no option to set.
 */
export const analyticsSettings = {
  batch_requests: true,
  batch_size: 50,
  batch_flush_interval_ms: 5000,
  batch_request_timeout_ms: 90_000,
  cookie_expiration: 365,
  // Its page-view event carries `location.search`, where the verify page's `returnUrl` is; the
  // site sends its own page views with the path alone.
  track_pageview: false,
} as const satisfies Partial<Config>;

/** The analytics account: off unless a token is given and `enabled` is true. */
export interface AnalyticsOptions {
  token: string;
  enabled: boolean;
}

type Client = Pick<OverridedMixpanel, 'init' | 'track'>;

export const categoryFor = (pathname: string) => `pwa${pathname}`;

/** A URL without its query and fragment, where a `returnUrl` or a code would travel. */
export const withoutQuery = (url: string): string => {
  try {
    const parsed = new URL(url);
    return parsed.origin + parsed.pathname;
  } catch {
    return '';
  }
};

/**
 * mixpanel-browser adds the page's full address and referrer to every event (`$current_url`,
 * `$referrer`); the verify page's address carries the `returnUrl`. An event's own properties win
 * over the library's, so these replace them with the query left off.
 */
const pageUrls = (): Record<string, string> =>
  typeof window === 'undefined'
    ? {}
    : {
        $current_url: withoutQuery(window.location.href),
        $referrer: withoutQuery(document.referrer),
        $initial_referrer: withoutQuery(document.referrer) || '$direct',
      };

const notLoaded = () => {
  console.log('not loaded');
};

/**
 * `loadClient` returns the library (lazily imported in the browser, so it stays out of the first
 * load); tests pass a fake. `pathname` is read at each event.
 */
export function createMixpanelTracker(
  { token, enabled }: AnalyticsOptions,
  loadClient: () => Promise<Client>,
  pathname: () => string = () => window.location.pathname,
): BeemTracker {
  let client: Promise<Client | null> | null = null;
  const ready = () => {
    client ??= loadClient()
      .then((library) => {
        library.init(token, analyticsSettings);
        return library;
      })
      .catch(() => null);
    return client;
  };

  const track = (event: string, { label, data = {} }: EventDetails) => {
    if (!enabled || !token) {
      notLoaded();
      return;
    }
    void ready().then((library) => {
      if (!library) {
        notLoaded();
        return;
      }
      try {
        library.track(event, {
          category: categoryFor(pathname()),
          label,
          ...data,
          ...pageUrls(),
        });
      } catch {
        notLoaded();
      }
    });
  };

  return { track };
}

type IdleWindow = Pick<Window, 'addEventListener' | 'setTimeout'> & {
  document: Pick<Document, 'readyState'>;
  requestIdleCallback?: Window['requestIdleCallback'];
};

/**
 * Resolves once the page has loaded and the browser is idle: at most 3 s after the load event.
 * Safari has no `requestIdleCallback`; there it is the next task after load.
 */
export const pageIdle = (target: IdleWindow) =>
  new Promise<void>((resolve) => {
    const idle = () => {
      if (target.requestIdleCallback)
        target.requestIdleCallback(
          () => {
            resolve();
          },
          { timeout: 3000 },
        );
      else target.setTimeout(resolve, 0);
    };
    if (target.document.readyState === 'complete') idle();
    else target.addEventListener('load', idle, { once: true });
  });

/** The site's tracker, with the build's settings: off unless a token is set and analytics are enabled. */
export const siteTracker: BeemTracker = createMixpanelTracker(
  analyticsOptions(),
  // After the page is idle, so the library never competes with the page's own first load (events
  // wait for it in order). The core build: the package's default entry bundles session
  // recording (rrweb, about 90 KB gzip), which the site does not use.
  async () => {
    await pageIdle(window);
    return (await import('mixpanel-browser/src/loaders/loader-module-core')).default;
  },
);

/** A page view, labelled with the path alone: sent by the entry on every page load. */
export const trackPageView = (target: BeemTracker, pathname: string): void => {
  target.track('page_view', { label: pathname });
};
