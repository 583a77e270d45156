import type { ReactNode } from 'react';
import {
  analytics,
  menuItemTracker,
  trackMenuItem,
  Footer,
  Header,
  PageLayout,
  Seo,
  type SeoProps,
} from '@beem/design-system';

const trackFooterLink = menuItemTracker(analytics);

export interface SitePageProps {
  seo: SeoProps;
  /** The footnote of the page's starred claim, repeated in the footer. */
  asteriskLine?: string;
  preFooter?: boolean;
  children: ReactNode;
}

/** Every page: its metadata, then the shared layout with header, pre-footer and footer. */
export function SitePage({ seo, asteriskLine, preFooter, children }: SitePageProps) {
  return (
    <PageLayout
      header={<Header onNavigate={trackMenuItem} />}
      footer={<Footer asteriskLine={asteriskLine} onNavigate={trackFooterLink} />}
      preFooter={preFooter}
    >
      <Seo {...seo} />
      {children}
    </PageLayout>
  );
}
