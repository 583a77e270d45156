import type { ReactNode } from 'react';
import { Footer, PageLayout, PreFooter, Seo, type PageMeta } from '@beem/design-system';
import { footerContent } from './content/footer';
import { appLinks } from './content/profile';
import { organizationFacts, siteMeta } from './content/seo';
import { Island } from './islands';

export interface SitePageProps {
  /** The page's metadata; `organization` adds the Organization structured data (the home page). */
  seo: PageMeta & { organization?: boolean };
  /** The footnote of the page's starred claim, repeated in the footer. */
  asteriskLine?: string;
  preFooter?: boolean;
  children: ReactNode;
}

/**
 * Every page: its metadata, then the shared layout with header, pre-footer and footer. Only the
 * header is an island; the footer's link clicks are tracked by the page's script (main.tsx).
 */
export function SitePage({
  seo: { organization, ...page },
  asteriskLine,
  preFooter,
  children,
}: SitePageProps) {
  return (
    <PageLayout
      // Without a pre-footer of its own, 'Get Started' leads to the home page's.
      header={
        <Island name="header" {...(preFooter === false && { getStartedHref: '/#get-started' })} />
      }
      footer={<Footer {...footerContent()} asteriskLine={asteriskLine} />}
      preFooter={preFooter === false ? undefined : <PreFooter appHref={appLinks.install} />}
    >
      <Seo
        {...page}
        site={siteMeta}
        organization={organization ? organizationFacts() : undefined}
      />
      {children}
    </PageLayout>
  );
}
