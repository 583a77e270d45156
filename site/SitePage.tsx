import type { ReactNode } from 'react';
import { BeemProvider, LocaleProvider, PageLayout } from '@beem/design-system';
import { providerSettings, siteSettings } from './config';
import {
  Footer,
  PreFooter,
  Seo,
  type LanguageLink,
  type PageMeta,
} from '@beem/design-system/marketing';
import { footerContent } from './content/footer';
import { spanishFooterContent } from './content/es-US/footer';
import { spanishMessages } from './content/es-US/messages';
import { siteMeta as spanishSiteMeta } from './content/es-US/seo';
import { versionsOf } from './content/languages';
import { htmlLang, languageNames, pathIn, siteLocales, type SiteLocale } from './content/locales';
import { appLinks } from './content/profile';
import { organizationFacts, siteMeta } from './content/seo';
import { Island, islandIn } from './islands';
import { LanguageOffer } from './language/LanguageOffer/LanguageOffer';

export interface SitePageProps {
  /** The page's metadata; `organization` adds the Organization structured data (the home page). */
  seo: PageMeta & { organization?: boolean };
  /** The language the page is written in: US English unless said. */
  locale?: SiteLocale;
  /** The footnote of the page's starred claim, repeated in the footer. */
  asteriskLine?: string;
  preFooter?: boolean;
  children: ReactNode;
}

/**
 * What every page around its content says, in each language. A Spanish page's messages are the
 * main entry's catalogue and the marketing entry's together: the page layout writes from the
 * first, the pre-footer, the footer and the page's marketing sections from the second.
 */
const chrome = {
  'en-US': { siteMeta, footer: footerContent, messages: undefined },
  'es-US': { siteMeta: spanishSiteMeta, footer: spanishFooterContent, messages: spanishMessages },
} as const;

/** The same page in the other language, for the header's switch, where it has one. */
function languageLinkOf(
  versions: Partial<Record<SiteLocale, string>>,
  locale: SiteLocale,
): Pick<LanguageLink, keyof LanguageLink> | undefined {
  const other = siteLocales.find((each) => each !== locale && versions[each]);
  const href = other && versions[other];
  if (!other || !href) return undefined;
  return { href, label: languageNames[other], lang: htmlLang[other], hrefLang: other };
}

/** The language a language link leads to. */
function localeOf(link: { hrefLang: string }): SiteLocale {
  return siteLocales.find((locale) => locale === link.hrefLang) ?? 'en-US';
}

/**
 * Every page: its metadata, then the shared layout with header, pre-footer and footer, in the
 * page's language. Only the header is an island; the footer's link clicks are tracked by the
 * page's script (main.tsx). Each version of a page names every other with `hreflang`, from the
 * one map of versions (content/languages.ts), so the links are reciprocal.
 */
export function SitePage({
  seo: { organization, ...page },
  locale = 'en-US',
  asteriskLine,
  preFooter,
  children,
}: SitePageProps) {
  const { siteMeta: site, footer, messages } = chrome[locale];
  const versions = versionsOf(page.path);
  const languageLink = languageLinkOf(versions, locale);
  return (
    <BeemProvider settings={providerSettings}>
      <LocaleProvider locale={locale} messages={messages}>
        <PageLayout
          header={
            <Island
              name={islandIn[locale].header}
              languageLink={languageLink}
              // Without a pre-footer of its own, 'Get Started' leads to the home page's.
              {...(preFooter === false && { getStartedHref: `${pathIn(locale, '/')}#get-started` })}
            />
          }
          footer={<Footer {...footer()} asteriskLine={asteriskLine} />}
          preFooter={preFooter === false ? undefined : <PreFooter appHref={appLinks.install} />}
        >
          {/* First in the main content: the skip link leads a keyboard straight to it, once open. */}
          {languageLink && (
            <LanguageOffer
              locale={localeOf(languageLink)}
              href={languageLink.href}
              pageLocale={locale}
            />
          )}
          <Seo
            {...page}
            locale={locale}
            alternates={versions}
            site={site}
            siteUrl={siteSettings.siteUrl}
            environment={siteSettings.environment}
            organization={organization ? organizationFacts() : undefined}
          />
          {children}
        </PageLayout>
      </LocaleProvider>
    </BeemProvider>
  );
}
