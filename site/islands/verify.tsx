import { parseAuthMode, useLiveSearchParams, VerifyFlow } from '@beem/design-system';

/**
 * The web app's sign-in verification. The query (`mode`, `returnUrl`) is read once the page is
 * live; the flow starts afresh when it arrives.
 */
export default function VerifyIsland() {
  const params = useLiveSearchParams();
  const query = params.toString();
  return (
    <VerifyFlow
      key={query}
      mode={parseAuthMode(params.get('mode'))}
      returnUrl={params.get('returnUrl')}
    />
  );
}
