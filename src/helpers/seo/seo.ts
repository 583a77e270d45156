/**
 * Search and sharing metadata (spec sections 2 and 3): defaults for every page, a canonical
 * address per route, robots by environment, sharing cards, and the Organization structured data.
 */
import { config, type AppEnvironment } from '../config/config';
import { sharingImageSize } from '../images/imageUrl';
import { organization, productProfile } from '../profile/profile';

export interface PageMeta {
  /** The route, e.g. `/` or `/pricing/plus`. */
  path: string;
  title?: string;
  description?: string;
  /** A 1300 × 750 sharing image, absolute or a path on the site. */
  image?: string;
  /** A page that must never be indexed (the 404 page), whatever the environment. */
  noindex?: boolean;
}

export interface ResolvedMeta {
  title: string;
  description: string;
  canonical: string;
  robots: 'index, follow' | 'noindex, nofollow';
  image: { url: string; width: number; height: number; alt: string };
  /** Spec section 9 says en_US (and "meta language ES", which contradicts the US-English site). */
  locale: 'en_US';
  siteName: string;
  twitterHandle: string;
}

export const defaultMeta = {
  title: productProfile.title,
  description: productProfile.description,
  image: '/og/default.png',
} as const;

/** The site root for `/`, the root plus the path otherwise (spec section 2). */
export function canonicalUrl(path: string, siteUrl: string = config.siteUrl): string {
  const clean = `/${path.replace(/^\/+/, '')}`;
  return clean === '/' ? `${siteUrl}/` : `${siteUrl}${clean}`;
}

/** Robots may index and follow only in production (spec section 2). */
export const robotsFor = (environment: AppEnvironment, noindex = false) =>
  environment === 'production' && !noindex ? 'index, follow' : 'noindex, nofollow';

export function resolveMeta(
  page: PageMeta,
  environment: AppEnvironment = config.environment,
  siteUrl: string = config.siteUrl,
): ResolvedMeta {
  const title = page.title ? `${page.title} | ${productProfile.name}` : defaultMeta.title;
  const image = page.image ?? defaultMeta.image;
  return {
    title,
    description: page.description ?? defaultMeta.description,
    canonical: canonicalUrl(page.path, siteUrl),
    robots: robotsFor(environment, page.noindex),
    image: {
      url: /^https?:\/\//.test(image) ? image : `${siteUrl}${image}`,
      ...sharingImageSize,
      alt: title,
    },
    locale: 'en_US',
    siteName: productProfile.name,
    twitterHandle: productProfile.social.twitter.handle,
  };
}

/** Organization JSON-LD for the home page. */
export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: organization.name,
    brand: { '@type': 'Brand', name: organization.brand },
    legalName: organization.legalName,
    url: organization.url,
    logo: organization.logo,
    founder: { '@type': 'Person', name: organization.founder },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: organization.contactPoint.contactType,
      email: organization.contactPoint.email,
      telephone: organization.contactPoint.telephone,
    },
  };
}

/** JSON for a `<script>` element: `<` escaped so no value can close the element early. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
