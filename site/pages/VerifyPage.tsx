import { useSyncExternalStore } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { parseAuthMode } from '../../src/auth/authClient';
import { VerifyFlow } from '../../src/VerifyFlow/VerifyFlow';
import { SitePage } from '../SitePage';

const noSubscription = () => () => undefined;

/**
 * `/auth/verify` and `/d/auth/verify`: the web app's sign-in verification. The prerendered page
 * cannot know the query (`mode`, `returnUrl`), so the first render matches the static HTML and
 * the query is read only once the page is live in the browser.
 */
export function VerifyPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const live = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <SitePage
      seo={{ path: pathname, title: 'Verify your number', noindex: true }}
      preFooter={false}
    >
      <VerifyFlow
        key={live ? 'live' : 'static'}
        mode={parseAuthMode(live ? params.get('mode') : null)}
        returnUrl={live ? params.get('returnUrl') : null}
      />
    </SitePage>
  );
}
