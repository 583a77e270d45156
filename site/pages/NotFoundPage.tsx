import { ErrorScreen } from '../../src/ErrorScreen/ErrorScreen';
import { Footer } from '../../src/Footer/Footer';
import { Header } from '../../src/Header/Header';
import { PageLayout } from '../../src/PageLayout/PageLayout';

export function NotFoundPage() {
  return (
    <PageLayout header={<Header />} footer={<Footer />}>
      <ErrorScreen
        title="Page not found"
        message="We couldn't find that page. It may have moved."
        redirectToHome
        homeUrl="/"
      />
    </PageLayout>
  );
}
