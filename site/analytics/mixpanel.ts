/**
 * Analytics (spec section 7) on mixpanel-browser. Events carry a category (`pwa` + the current
 * path), a label and extra data. If the library is not loaded, or sending fails, the only trace
 * is a console line 'not loaded': analytics never throws and never blocks the page.
 */
import type { Config, OverridedMixpanel } from 'mixpanel-browser';
import { config, type AnalyticsOptions } from '../config/config';

/**
 * Spec section 9's defaults. They are also mixpanel-browser's own defaults, set here so a library
 * upgrade cannot change them silently. Its retry back-off is capped at 10 minutes by the library
 * itself (`MAX_RETRY_INTERVAL_MS` in its request batcher): there is no option to set.
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

export type { AnalyticsOptions } from '../config/config';

export interface EventDetails {
  label: string;
  data?: Record<string, unknown>;
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

export interface Analytics {
  track: (event: string, details: EventDetails) => void;
  /** A full number was entered. The event says so and nothing more: never the number. */
  trackPhoneEntry: () => void;
}

const notLoaded = () => {
  console.log('not loaded');
};

/**
 * `loadClient` returns the library (lazily imported in the browser, so it stays out of the first
 * load); tests pass a fake. `pathname` is read at each event.
 */
export function createAnalytics(
  options: AnalyticsOptions | (() => AnalyticsOptions),
  loadClient: () => Promise<Client>,
  pathname: () => string = () => window.location.pathname,
): Analytics {
  // A function is read at each event, so settings given to `configureBeem` after this module
  // loaded still apply.
  const settings = typeof options === 'function' ? options : () => options;
  let client: Promise<Client | null> | null = null;
  const ready = (token: string) => {
    client ??= loadClient()
      .then((library) => {
        library.init(token, analyticsSettings);
        return library;
      })
      .catch(() => null);
    return client;
  };

  const track = (event: string, { label, data = {} }: EventDetails) => {
    const { token, enabled } = settings();
    if (!enabled || !token) {
      notLoaded();
      return;
    }
    void ready(token).then((library) => {
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

  return {
    track,
    trackPhoneEntry: () => {
      track('phone_entry', { label: 'text_me_the_app' });
    },
  };
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

/**
 * Beem's analytics, with the settings given to `configureBeem` (off unless a token is set and
 * analytics are enabled).
 */
export const analytics: Analytics = createAnalytics(
  () => config.analytics,
  // After the page is idle, so the library never competes with the page's own first load (events
  // wait for it in order). The core build: the package's default entry bundles session
  // recording (rrweb, about 90 KB gzip), which the site does not use.
  async () => {
    await pageIdle(window);
    return (await import('mixpanel-browser/src/loaders/loader-module-core')).default;
  },
);

/** A menu item's click: its own event name, labelled with the item (spec section 3). */
export const menuItemTracker =
  (target: Analytics) =>
  (item: { event: string; name: string; href: string }): void => {
    target.track(item.event, { label: item.name, data: { href: item.href } });
  };

/** A page view, for the site's router to send on every navigation. */
export const trackPageView = (target: Analytics, pathname: string): void => {
  target.track('page_view', { label: pathname });
};

/** The site's menu-click tracker, for `Header`'s `onNavigate`. */
export const trackMenuItem = menuItemTracker(analytics);
