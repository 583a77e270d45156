import { parseAuthMode, useLiveSearchParams, VerifyFlow } from '@beem/design-system';
import { SitePage } from '../SitePage';

/**
 * `/auth/verify` and `/d/auth/verify`: the web app's sign-in verification. The query (`mode`,
 * `returnUrl`) is read once the page is live; the flow starts afresh when it arrives.
 */
export const verifyPage = (path: string) =>
  function VerifyPage() {
    const params = useLiveSearchParams();
    const query = params.toString();
    return (
      <SitePage seo={{ path, title: 'Verify your number', noindex: true }} preFooter={false}>
        <VerifyFlow
          key={query}
          mode={parseAuthMode(params.get('mode'))}
          returnUrl={params.get('returnUrl')}
        />
      </SitePage>
    );
  };
