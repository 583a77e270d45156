import { ErrorScreen } from '../../src/ErrorScreen/ErrorScreen';
import { trackMenuItem } from '../../src/analytics/analytics';
import { Footer } from '../../src/Footer/Footer';
import { Header } from '../../src/Header/Header';
import { PageLayout } from '../../src/PageLayout/PageLayout';
import { Seo } from '../../src/Seo/Seo';

export function NotFoundPage() {
  return (
    <PageLayout header={<Header onNavigate={trackMenuItem} />} footer={<Footer />}>
      <Seo path="/404" title="Page not found" noindex />
      <ErrorScreen
        title="Page not found"
        message="We couldn't find that page. It may have moved."
        redirectToHome
        homeUrl="/"
      />
    </PageLayout>
  );
}
