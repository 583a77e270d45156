import { useEffect, type ReactNode } from 'react';
import { analytics, trackPageView } from '@beem/design-system';

/** Every page renders inside this: one page view per page load. */
export function SiteShell({ pathname, children }: { pathname: string; children: ReactNode }) {
  useEffect(() => {
    trackPageView(analytics, pathname);
  }, [pathname]);
  return children;
}
