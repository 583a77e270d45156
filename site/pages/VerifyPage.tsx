import { useLocation, useSearchParams } from 'react-router-dom';
import { parseAuthMode } from '../../src/auth/authClient';
import { trackMenuItem } from '../../src/analytics/analytics';
import { Footer } from '../../src/Footer/Footer';
import { Header } from '../../src/Header/Header';
import { PageLayout } from '../../src/PageLayout/PageLayout';
import { Seo } from '../../src/Seo/Seo';
import { VerifyFlow } from '../../src/VerifyFlow/VerifyFlow';

/** `/auth/verify` and `/d/auth/verify`: the web app's sign-in verification. */
export function VerifyPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  return (
    <PageLayout
      header={<Header onNavigate={trackMenuItem} />}
      footer={<Footer />}
      preFooter={false}
    >
      <Seo path={pathname} title="Verify your number" noindex />
      <VerifyFlow mode={parseAuthMode(params.get('mode'))} returnUrl={params.get('returnUrl')} />
    </PageLayout>
  );
}
