import { Island } from '../islands';
import { SitePage } from '../SitePage';

/** `/auth/verify` and `/d/auth/verify`: the web app's sign-in verification, an island. */
export const verifyPage = (path: string) =>
  function VerifyPage() {
    return (
      <SitePage seo={{ path, title: 'Verify your number', noindex: true }} preFooter={false}>
        <Island name="verify" />
      </SitePage>
    );
  };
