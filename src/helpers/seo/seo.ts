/**
 * Search and sharing metadata: defaults for every page, a canonical
 * address per route, robots by environment, sharing cards, and the Organization structured data.
 */
import { config, type AppEnvironment } from '../config/config';
import { sharingImageSize } from '../images/imageUrl';
import { isPlaceholder } from '../profile/placeholder';
import { organization, productProfile } from '../profile/profile';

/**
 * A stand-in value (see `placeholder`) is left out rather than published: meta tags and structured
 * data are read as the business's own statement of fact, and an omitted field is only missing.
 */
const known = <T>(value: T): T | undefined => (isPlaceholder(value) ? undefined : value);

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
  /** The site is US English; Spanish pages, when they come, will carry their own locale. */
  locale: 'en_US';
  siteName: string;
  /** Absent while the profile's handle is a placeholder. */
  twitterHandle?: string;
}

export const defaultMeta = {
  title: productProfile.title,
  description: productProfile.description,
  image: '/og/default.png',
} as const;

/** The canonical address: the site root for `/`, the root plus the path otherwise. */
export function canonicalUrl(path: string, siteUrl: string = config.siteUrl): string {
  const clean = `/${path.replace(/^\/+/, '')}`;
  return clean === '/' ? `${siteUrl}/` : `${siteUrl}${clean}`;
}

/** Only production may be indexed and followed: staging and previews stay out of search. */
export const robotsFor = (environment: AppEnvironment, noindex = false) =>
  environment === 'production' && !noindex ? 'index, follow' : 'noindex, nofollow';

export function resolveMeta(
  page: PageMeta,
  environment: AppEnvironment = config.environment,
  siteUrl: string = config.siteUrl,
): ResolvedMeta {
  const title = page.title ? `${page.title} | ${productProfile.name}` : defaultMeta.title;
  const image = page.image ?? defaultMeta.image;
  const twitterHandle = known(productProfile.social.twitter.handle);
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
    ...(twitterHandle !== undefined && { twitterHandle }),
  };
}

/** The facts the Organization structured data is built from (`organization` by default). */
export interface OrganizationFacts {
  name: string;
  brand: string;
  legalName: string;
  url: string;
  logo: string;
  founder: string;
  contactPoint: { contactType: string; email: string; telephone: string };
}

export interface OrganizationJsonLd {
  '@context': 'https://schema.org';
  '@type': 'Organization';
  name: string;
  brand: { '@type': 'Brand'; name: string };
  legalName?: string;
  url: string;
  logo: string;
  founder?: { '@type': 'Person'; name: string };
  contactPoint: {
    '@type': 'ContactPoint';
    contactType: string;
    email: string;
    telephone?: string;
  };
}

/** Organization JSON-LD for the home page, without any field that is still a placeholder. */
export function organizationJsonLd(facts: OrganizationFacts = organization): OrganizationJsonLd {
  const legalName = known(facts.legalName);
  const founder = known(facts.founder);
  const telephone = known(facts.contactPoint.telephone);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: facts.name,
    brand: { '@type': 'Brand', name: facts.brand },
    ...(legalName !== undefined && { legalName }),
    url: facts.url,
    logo: facts.logo,
    ...(founder !== undefined && { founder: { '@type': 'Person', name: founder } }),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: facts.contactPoint.contactType,
      email: facts.contactPoint.email,
      ...(telephone !== undefined && { telephone }),
    },
  };
}

/** JSON for a `<script>` element: `<` escaped so no value can close the element early. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
