import type { ReactNode } from 'react';
import { Footer, PageLayout, Seo, type SeoProps } from '@beem/design-system';
import { Island } from './islands';

export interface SitePageProps {
  seo: SeoProps;
  /** The footnote of the page's starred claim, repeated in the footer. */
  asteriskLine?: string;
  preFooter?: boolean;
  children: ReactNode;
}

/**
 * Every page: its metadata, then the shared layout with header, pre-footer and footer. Only the
 * header is an island; the footer's link clicks are tracked by the page's script (main.tsx).
 */
export function SitePage({ seo, asteriskLine, preFooter, children }: SitePageProps) {
  return (
    <PageLayout
      // Without a pre-footer of its own, 'Get Started' leads to the home page's.
      header={
        <Island name="header" {...(preFooter === false && { getStartedHref: '/#get-started' })} />
      }
      footer={<Footer asteriskLine={asteriskLine} />}
      preFooter={preFooter}
    >
      <Seo {...seo} />
      {children}
    </PageLayout>
  );
}
