/**
 * The site's deployment settings, read from Vite's environment (`VITE_*` variables, see
 * `.env.example`) and handed to the library once by each entry (`main.tsx`, `entry-server.tsx`)
 * before anything renders. Unset values keep the library's defaults.
 */
import { configureBeem } from '@beem/design-system';

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

export function configureSite(env: Env = import.meta.env as Env) {
  return configureBeem({
    siteUrl: env.VITE_SITE_URL,
    webAppUrl: env.VITE_WEB_APP_URL,
    apiGateway: env.VITE_API_GATEWAY,
    helpCentreUrl: env.VITE_HELP_CENTRE_URL,
    imageHost: env.VITE_IMAGE_HOST,
    // Anything but an explicit production or staging build is development: never indexed.
    environment: env.VITE_APP_ENV ?? 'development',
  });
}

/** The analytics account, for the site's tracker (`analytics/mixpanel.ts`). */
export function analyticsOptions(env: Env = import.meta.env as Env) {
  return {
    token: env.VITE_MIXPANEL_TOKEN ?? '',
    enabled: env.VITE_ANALYTICS_ENABLED === 'true',
  };
}
