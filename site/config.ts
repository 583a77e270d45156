/**
 * The site's deployment settings, read from Vite's environment (`VITE_*` variables, see
 * `.env.example`). Unset values keep the library's defaults.
 *
 * The site's React trees get them from a `BeemProvider` (the page's, and each island's: an island
 * is a root of its own), and its code outside React (robots.txt, the security headers, the
 * footer's content) reads `siteSettings`. They are one value for the whole process, which suits a
 * static site: the prerenderer builds one site, and a browser shows one visitor.
 */
import { resolveSettings, type BeemSettingsInput, type BeemTracker } from '@beem/design-system';

interface Env {
  VITE_SITE_URL?: string;
  VITE_WEB_APP_URL?: string;
  VITE_API_GATEWAY?: string;
  VITE_HELP_CENTRE_URL?: string;
  VITE_APP_ENV?: string;
  VITE_IMAGE_HOST?: string;
  VITE_MIXPANEL_TOKEN?: string;
  VITE_ANALYTICS_ENABLED?: string;
  VITE_VITALS_SAMPLE_RATE?: string;
}

/** What the site gives the library, from an environment. */
export function settingsFrom(env: Env): BeemSettingsInput {
  return {
    siteUrl: env.VITE_SITE_URL,
    webAppUrl: env.VITE_WEB_APP_URL,
    apiGateway: env.VITE_API_GATEWAY,
    helpCentreUrl: env.VITE_HELP_CENTRE_URL,
    imageHost: env.VITE_IMAGE_HOST,
    // Anything but an explicit production or staging build is development: never indexed.
    environment: env.VITE_APP_ENV ?? 'development',
  };
}

/**
 * What every `BeemProvider` of the site is given: this build's settings, and in the browser the
 * site's tracker (`setSiteTracker`, called by the entry before any island hydrates).
 */
export const providerSettings: BeemSettingsInput = settingsFrom(import.meta.env as Env);

/** The settings in force, for the site's code outside React. */
export const siteSettings = resolveSettings(providerSettings);

/** The tracker the library's components report to, in every island. */
export function setSiteTracker(tracker: BeemTracker) {
  providerSettings.tracker = tracker;
}

/** The analytics account, for the site's tracker (`analytics/mixpanel.ts`). */
export function analyticsOptions(env: Env = import.meta.env as Env) {
  return {
    token: env.VITE_MIXPANEL_TOKEN ?? '',
    enabled: env.VITE_ANALYTICS_ENABLED === 'true',
  };
}
