import { ErrorScreen } from '@beem/design-system';
import { beemPaths } from '../content/paths';
import { SitePage } from '../SitePage';

/** Any unknown address: a real page, never indexed. */
export function NotFoundPage() {
  return (
    <SitePage seo={{ path: '/404', title: 'Page not found', noindex: true }}>
      <ErrorScreen
        title="Page not found"
        message="We couldn't find that page. It may have moved."
        redirectToHome
        homeUrl={beemPaths.home}
      />
    </SitePage>
  );
}
