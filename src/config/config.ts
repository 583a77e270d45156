/**
 * Runtime configuration, read once from Vite's environment (`VITE_*` variables, see `.env.example`).
 * Every setting has a safe default, so Storybook, the tests and a fresh clone work with none set.
 */
interface Env {
  VITE_SITE_URL?: string;
  VITE_WEB_APP_URL?: string;
  VITE_API_GATEWAY?: string;
  VITE_HELP_CENTRE_URL?: string;
  VITE_APP_ENV?: string;
  VITE_IMAGE_HOST?: string;
}

const env = import.meta.env as Env;

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

export type AppEnvironment = 'production' | 'staging' | 'development';

const siteUrl = urlSetting(env.VITE_SITE_URL, 'https://www.trybeem.com');

export const config = {
  /** The marketing site's public address (canonical URLs, sitemap, support e-mail host). */
  siteUrl,
  /** Host used in support addresses (spec section 8: support@{host}). */
  supportHost: mailHost(siteUrl),
  /** The web app's base address; its login lives under /auth/verify and /d/auth/verify. */
  webAppUrl: urlSetting(env.VITE_WEB_APP_URL, 'https://app.trybeem.com'),
  /** The API gateway (spec section 7). Empty: the site answers its own local endpoint. */
  apiGateway: env.VITE_API_GATEWAY ? urlSetting(env.VITE_API_GATEWAY, '') : '',
  /** The external help centre. Placeholder: the spec names one but gives no address. */
  helpCentreUrl: urlSetting(env.VITE_HELP_CENTRE_URL, 'https://help.trybeem.com'),
  /** The image hosting service (imgix-style parameters, spec section 7). */
  imageHost: urlSetting(env.VITE_IMAGE_HOST, 'https://beem.imgix.net'),
  environment: (['production', 'staging'].includes(env.VITE_APP_ENV ?? '')
    ? env.VITE_APP_ENV
    : 'development') as AppEnvironment,
  /**
   * Spec section 7 lists these settings, all empty: a socket address, a maps key, sign-in client
   * ids, a card payment provider key, a chat support token and an events-tracking account.
   */
  socketUrl: '',
  mapsKey: '',
  signInClientIds: { google: '', apple: '' },
  cardPaymentKey: '',
  chatSupportToken: '',
  eventsTrackingAccount: '',
} as const;
