import {
  organizationJsonLd,
  jsonForScript,
  resolveMeta,
  type OrganizationFacts,
  type PageMeta,
  type SiteMeta,
} from '../../helpers/seo/seo';
import type { AppEnvironment } from '../../helpers/config/config';

/** The page's own metadata, with the site's fallbacks and where the page is served. */
export interface SeoProps extends PageMeta {
  /** What the site says about itself: the name, title, description and image pages fall back on. */
  site: SiteMeta;
  /** The Organization structured data's facts, for the home page; only facts to publish. */
  organization?: OrganizationFacts;
  /**
   * The site's address, for canonical and alternate URLs; the default (`https://www.trybeem.com`)
   * when left out. A Server Component reads no provider, so pass it.
   * @default the default site address
   */
  siteUrl?: string;
  /**
   * Decides whether the page may be indexed (only production is).
   * @default the process's
   */
  environment?: AppEnvironment;
}

/**
 * A page's head: title, description, canonical link, the page in its other languages
 * (`hreflang`), robots, Open Graph and Twitter cards.
 * React 19 hoists `<title>`, `<meta>` and `<link>` into the document head wherever they render,
 * so no head manager is needed.
 */
export function Seo({ site, organization, siteUrl, environment, ...page }: SeoProps) {
  const meta = resolveMeta(page, site, environment, siteUrl);
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      <link rel="canonical" href={meta.canonical} />
      {meta.alternates.map(({ hrefLang, href }) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
      ))}
      <meta name="robots" content={meta.robots} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={meta.siteName} />
      <meta property="og:locale" content={meta.locale} />
      {meta.localeAlternates.map((locale) => (
        <meta key={locale} property="og:locale:alternate" content={locale} />
      ))}
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={meta.canonical} />
      <meta property="og:image" content={meta.image.url} />
      <meta property="og:image:width" content={String(meta.image.width)} />
      <meta property="og:image:height" content={String(meta.image.height)} />
      <meta property="og:image:alt" content={meta.image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      {meta.twitterHandle !== undefined && (
        <meta name="twitter:site" content={meta.twitterHandle} />
      )}
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      <meta name="twitter:image" content={meta.image.url} />
      {organization && (
        <script
          type="application/ld+json"
          // JSON, not markup: `jsonForScript` escapes "<" so no value can end the element.
          // eslint-disable-next-line react/no-danger
          dangerouslySetInnerHTML={{ __html: jsonForScript(organizationJsonLd(organization)) }}
        />
      )}
    </>
  );
}
