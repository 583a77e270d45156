import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { analytics, trackPageView } from '../src/analytics/analytics';

/** Every route renders inside this: one page view per navigation. */
export function SiteShell() {
  const { pathname } = useLocation();
  useEffect(() => {
    trackPageView(analytics, pathname);
  }, [pathname]);
  return <Outlet />;
}
