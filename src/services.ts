/**
 * `@beem/design-system/services`: the plumbing Beem's web apps share beyond the design system.
 * The main entry (`src/index.ts`) holds components, hooks, the theme, tokens and formatting; what
 * is here talks to Beem's services or the browser's storage, which a component library's
 * autocomplete and docs should not offer beside a Button, but which the web app and the
 * marketing site both need in the same form:
 *
 * - the sign-in API client `VerifyFlow` uses by default, to build one for another gateway or call
 *   the API outside the flow, with the GraphQL documents it sends and the failures it reports;
 * - the rule for where a visitor may be sent after signing in (`safeReturnUrl`);
 * - the keys every Beem app on the origin keeps in browser storage, in one registry so no two
 *   apps write the same key, behind helpers that never throw.
 *
 * The types these signatures share with the main entry (`AuthClient`, `AuthMode`…) are exported
 * there only, since `VerifyFlow`'s props name them.
 */

// Sign-in: the API client, its documents and its failures
export {
  authModes,
  createAuthClient,
  parseAuthMode,
  SEND_VERIFICATION_CODE_MUTATION,
  VERIFY_CODE_MUTATION,
} from './helpers/auth/authClient';
export { graphqlFailures } from './helpers/api/graphql';
export { safeReturnUrl } from './helpers/auth/returnUrl';

// Browser storage: the origin's keys
export {
  deviceId,
  readStored,
  removeStored,
  storedKeys,
  writeStored,
  type StoredKey,
} from './helpers/storage/storage';
