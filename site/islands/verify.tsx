import { useLiveSearchParams, VerifyFlow } from '@beem/design-system';
import { parseAuthMode } from '@beem/design-system/services';

/**
 * The web app's sign-in verification. The query (`mode`, `returnUrl`) is read once the page is
 * live. The flow is not restarted when it arrives: a number typed while the page was loading
 * (kept and replayed by the island) would be thrown away. `mode` only changes the wording, and
 * `returnUrl` is read when the code is accepted.
 */
export default function VerifyIsland() {
  const params = useLiveSearchParams();
  return (
    <VerifyFlow mode={parseAuthMode(params.get('mode'))} returnUrl={params.get('returnUrl')} />
  );
}
