/**
 * The settings every Beem surface shares: where the marketing site, the web app, the API gateway,
 * the help centre and the image host live, and the tracker components send their events to. The
 * library never reads an environment itself (a published package cannot know its host's build
 * tool); an app gives `BeemProvider` its settings, with values from its own environment, and
 * code outside React resolves the same values with `resolveSettings`. Every setting has a safe
 * default, so Storybook, the tests and a fresh app work with none set.
 */
import type { BeemTracker } from '../analytics/tracker';

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** Parses a URL setting, falling back when it is missing or not an absolute http(s) URL. */
export function urlSetting(value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? withoutTrailingSlash(url.href)
      : fallback;
  } catch {
    return fallback;
  }
}

/** `www.trybeem.com` → `trybeem.com`: the host support addresses are written with. */
export function mailHost(siteUrl: string): string {
  return new URL(siteUrl).hostname.replace(/^www\./, '');
}

/** Where an app runs: only production is indexed. */
export type AppEnvironment = 'production' | 'staging' | 'development';
const appEnvironments = [
  'production',
  'staging',
  'development',
] as const satisfies readonly AppEnvironment[];

/** What an app gives `BeemProvider` (`settings`). */
export interface BeemSettings {
  /** The marketing site's public address (canonical URLs, sitemap, support e-mail host). */
  siteUrl: string;
  /** The web app's base address; its login lives under /auth/verify and /d/auth/verify. */
  webAppUrl: string;
  /** The API gateway's address. Empty: requests go to the page's own origin. */
  apiGateway: string;
  /** The external help centre. The default is a placeholder: the real address is not known. */
  helpCentreUrl: string;
  /** The image hosting service (it takes imgix-style parameters). */
  imageHost: string;
  /** Decides whether pages may be indexed (only production is). */
  environment: AppEnvironment;
  /** Where components send their events (menu clicks, a phone number entered): the app's own. */
  tracker: BeemTracker;
}

/**
 * What `BeemProvider`'s `settings` take: any subset, the addresses as strings straight from an
 * app's environment.
 */
export type BeemSettingsInput = Partial<
  Record<Exclude<keyof BeemSettings, 'tracker'>, string | undefined> & { tracker: BeemTracker }
>;

/** Events go nowhere until an app gives a tracker. */
const noTracker: BeemTracker = { track: () => undefined };

const defaults: BeemSettings = {
  siteUrl: 'https://www.trybeem.com',
  webAppUrl: 'https://app.trybeem.com',
  apiGateway: '',
  helpCentreUrl: 'https://help.trybeem.com',
  imageHost: 'https://beem.imgix.net',
  environment: 'development',
  tracker: noTracker,
};

const settings: Readonly<BeemSettings> = defaults;

/**
 * The defaults, for a component rendered with no `BeemProvider` (a story, a test, an app that sets
 * nothing).
 */
export const config = {
  get siteUrl() {
    return settings.siteUrl;
  },
  /** The host of the support address, support@{host}: the site's host without `www.`. */
  get supportHost() {
    return mailHost(settings.siteUrl);
  },
  get webAppUrl() {
    return settings.webAppUrl;
  },
  get apiGateway() {
    return settings.apiGateway;
  },
  get helpCentreUrl() {
    return settings.helpCentreUrl;
  },
  get imageHost() {
    return settings.imageHost;
  },
  get environment() {
    return settings.environment;
  },
  get tracker(): BeemTracker {
    return settings.tracker;
  },
  /** The settings object in force: the same object on every call. */
  snapshot(): Readonly<BeemSettings> {
    return settings;
  },
} as const;

/**
 * Settings from what an app gives (`BeemProvider`'s `settings`), over `base`
 * for whatever it leaves out. Unset, empty or malformed URLs keep the base's: a typo in a
 * deployment's settings must not send visitors to `javascript:` or a relative path. `apiGateway`
 * may be empty (same origin).
 */
export function resolveSettings(
  next: BeemSettingsInput,
  base: BeemSettings = defaults,
): BeemSettings {
  const resolved = { ...base };
  resolved.siteUrl = urlSetting(next.siteUrl, base.siteUrl);
  resolved.webAppUrl = urlSetting(next.webAppUrl, base.webAppUrl);
  resolved.helpCentreUrl = urlSetting(next.helpCentreUrl, base.helpCentreUrl);
  resolved.imageHost = urlSetting(next.imageHost, base.imageHost);
  if (next.apiGateway !== undefined) resolved.apiGateway = urlSetting(next.apiGateway, '');
  if (next.environment !== undefined) {
    resolved.environment = appEnvironments.includes(next.environment as AppEnvironment)
      ? (next.environment as AppEnvironment)
      : 'development';
  }
  // Settings may come from untyped code: anything without a `track` function keeps the tracker.
  if (typeof next.tracker?.track === 'function') resolved.tracker = next.tracker;
  return resolved;
}
