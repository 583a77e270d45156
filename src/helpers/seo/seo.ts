/**
 * Search and sharing metadata: a page's tags from its own title and description and the site's
 * fallbacks, a canonical address per route, robots by environment, sharing cards, and the
 * Organization structured data.
 *
 * These rules stay in the library because every Beem app with public pages needs the same ones
 * (the marketing site today, the web app's sign-in pages as well): the same canonical form, the
 * same rule that only production is indexed, the same 1300 × 750 sharing card. The facts they
 * publish (the site's name, default title and description, its sharing image and handle, the
 * organisation's details) are each app's content, passed in; whatever is passed is published, so
 * an app leaves out a fact it cannot stand behind.
 */
import { beemLocales, type BeemLocale } from '../locale/translate';
import { config, type AppEnvironment } from '../config/config';
import { sharingImageSize } from '../images/imageUrl';

/** What a site says about itself on every page: what a page without its own falls back on. */
export interface SiteMeta {
  /** The site's name: the sharing cards' site name, appended to each page's title. */
  name: string;
  /** The title of a page without one of its own (the home page). */
  title: string;
  /** The search and sharing description of a page without one of its own. */
  description: string;
  /** The sharing image of a page without its own: 1300 × 750, absolute or a path on the site. */
  image: string;
  /** The site's Twitter (X) handle, for `twitter:site`; left out when unset. */
  twitterHandle?: string;
}

/** What one page says about itself for search and sharing; the site's `SiteMeta` fills any gap. */
export interface PageMeta {
  /** The route, e.g. `/` or `/pricing/plus`. */
  path: string;
  /**
   * The page's title, without the brand: the site's name is appended. The site's title when unset.
   */
  title?: string;
  /** The search and sharing description. The site's when unset. */
  description?: string;
  /** A 1300 × 750 sharing image, absolute or a path on the site. */
  image?: string;
  /** A page that must never be indexed (the 404 page), whatever the environment. */
  noindex?: boolean;
  /**
   * The page's language.
   * @default en-US
   */
  locale?: BeemLocale;
  /**
   * The same page in each language it exists in, by locale, itself included: `{ 'en-US':
   * '/pricing', 'es-US': '/es/pricing' }`. Every version of a page passes the same map, so the
   * `hreflang` links are reciprocal by construction; `x-default` is the US English version.
   */
  alternates?: Readonly<Partial<Record<BeemLocale, string>>>;
}

/** One `<link rel="alternate" hreflang>`: a version of the page and the language it is in. */
export interface AlternateLink {
  /** The version's locale, or `x-default` for the one shown to any other language. */
  hrefLang: BeemLocale | 'x-default';
  /** The version's canonical address. */
  href: string;
}

/** A page's metadata with the site's fallbacks applied: what `Seo` writes into the head. */
export interface ResolvedMeta {
  /** The page's title with ` | ` and the site's name appended, or the site's title. */
  title: string;
  /** The page's description, or the site's. */
  description: string;
  /** The page's canonical address. */
  canonical: string;
  /** Indexed and followed in production only, and never for a `noindex` page. */
  robots: 'index, follow' | 'noindex, nofollow';
  /** The sharing image: its absolute address, its 1300 × 750 size, and the title as its text. */
  image: { url: string; width: number; height: number; alt: string };
  /** Open Graph's form of the page's locale. */
  locale: OpenGraphLocale;
  /** The other locales the page exists in, in Open Graph's form. */
  localeAlternates: readonly OpenGraphLocale[];
  /** Every version of the page, with `x-default` last; none for a page in one language. */
  alternates: readonly AlternateLink[];
  /** The site's name, for the sharing cards. */
  siteName: string;
  /** Absent when the site has no handle. */
  twitterHandle?: string;
}

/** Open Graph writes a locale with an underscore: `en_US`. */
export type OpenGraphLocale = 'en_US' | 'es_US';
const openGraphLocale = (locale: BeemLocale): OpenGraphLocale =>
  locale === 'es-US' ? 'es_US' : 'en_US';

/** The canonical address: the site root for `/`, the root plus the path otherwise. */
export function canonicalUrl(path: string, siteUrl: string = config.siteUrl): string {
  const clean = `/${path.replace(/^\/+/, '')}`;
  return clean === '/' ? `${siteUrl}/` : `${siteUrl}${clean}`;
}

/** Only production may be indexed and followed: staging and previews stay out of search. */
export const robotsFor = (environment: AppEnvironment, noindex = false) =>
  environment === 'production' && !noindex ? 'index, follow' : 'noindex, nofollow';

/**
 * A page's metadata with the site's fallbacks: the titles, canonical and alternate addresses,
 * robots and sharing card `Seo` writes. `environment` decides robots; `siteUrl` makes the
 * addresses absolute.
 */
export function resolveMeta(
  page: PageMeta,
  site: SiteMeta,
  environment: AppEnvironment = config.environment,
  siteUrl: string = config.siteUrl,
): ResolvedMeta {
  const title = page.title ? `${page.title} | ${site.name}` : site.title;
  const locale = page.locale ?? 'en-US';
  const versions = beemLocales.flatMap((other) => {
    const path = page.alternates?.[other];
    return path === undefined ? [] : [[other, path] as const];
  });
  const image = page.image ?? site.image;
  const { twitterHandle } = site;
  return {
    title,
    description: page.description ?? site.description,
    canonical: canonicalUrl(page.path, siteUrl),
    robots: robotsFor(environment, page.noindex),
    image: {
      url: /^https?:\/\//.test(image) ? image : `${siteUrl}${image}`,
      ...sharingImageSize,
      alt: title,
    },
    locale: openGraphLocale(locale),
    localeAlternates: versions
      .filter(([other]) => other !== locale)
      .map(([other]) => openGraphLocale(other)),
    alternates: versions.length
      ? [
          ...versions.map(([hrefLang, path]) => ({ hrefLang, href: canonicalUrl(path, siteUrl) })),
          ...(page.alternates?.['en-US'] === undefined
            ? []
            : [
                {
                  hrefLang: 'x-default' as const,
                  href: canonicalUrl(page.alternates['en-US'], siteUrl),
                },
              ]),
        ]
      : [],
    siteName: site.name,
    ...(twitterHandle !== undefined && { twitterHandle }),
  };
}

/** The facts the Organization structured data is built from; an unset one is left out. */
export interface OrganizationFacts {
  /** The organisation's name. */
  name: string;
  /** The brand it trades under. */
  brand: string;
  /** The registered company name. */
  legalName?: string;
  /** The organisation's website. */
  url: string;
  /** The logo image's absolute address. */
  logo: string;
  /** The founder's name, published as a schema.org Person. */
  founder?: string;
  /**
   * How to reach it: the kind of contact ("customer support"), an email address and an optional
   * phone number.
   */
  contactPoint: { contactType: string; email: string; telephone?: string };
}

/** schema.org Organization structured data, as `organizationJsonLd` builds it from the facts. */
export interface OrganizationJsonLd {
  /** The vocabulary: schema.org. */
  '@context': 'https://schema.org';
  /** The schema.org type described. */
  '@type': 'Organization';
  /** The facts' `name`. */
  name: string;
  /** The facts' `brand`, as a schema.org Brand. */
  brand: { '@type': 'Brand'; name: string };
  /** The facts' `legalName`; absent when it is unset. */
  legalName?: string;
  /** The facts' `url`. */
  url: string;
  /** The facts' `logo`. */
  logo: string;
  /** The facts' `founder`, as a schema.org Person; absent when it is unset. */
  founder?: { '@type': 'Person'; name: string };
  /** The facts' `contactPoint`, as a schema.org ContactPoint; `telephone` absent when unset. */
  contactPoint: {
    '@type': 'ContactPoint';
    contactType: string;
    email: string;
    telephone?: string;
  };
}

/** Organization JSON-LD for a site's home page, with the fields the facts give. */
export function organizationJsonLd(facts: OrganizationFacts): OrganizationJsonLd {
  const { legalName, founder } = facts;
  const { telephone } = facts.contactPoint;
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
