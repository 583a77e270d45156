import { useSearchParams } from 'react-router-dom';
import { parseAuthMode } from '../../src/auth/authClient';
import { Footer } from '../../src/Footer/Footer';
import { Header } from '../../src/Header/Header';
import { PageLayout } from '../../src/PageLayout/PageLayout';
import { VerifyFlow } from '../../src/VerifyFlow/VerifyFlow';

/** `/auth/verify` and `/d/auth/verify`: the web app's sign-in verification. */
export function VerifyPage() {
  const [params] = useSearchParams();
  return (
    <PageLayout header={<Header />} footer={<Footer />} preFooter={false}>
      <VerifyFlow mode={parseAuthMode(params.get('mode'))} returnUrl={params.get('returnUrl')} />
    </PageLayout>
  );
}
