import { esUSNamespaces } from '@beem/design-system';
import VerifyIsland from './verify';
import { inSpanishWith } from './inSpanishWith';

/**
 * The es-US namespaces the sign-in flow writes, at any step: about 1 KB gzip, where the whole
 * catalogue (3 KB) put these pages past the first-load budget they share with the English ones.
 * spanishIslands.test.tsx holds the list to every namespace the flow's components import.
 */
export const verifyEsMessages = {
  ...esUSNamespaces.auth,
  ...esUSNamespaces.field,
  ...esUSNamespaces.otp,
  ...esUSNamespaces.phone,
  ...esUSNamespaces.verify,
};

/** The sign-in verification on a Spanish page: every step and error message in Spanish. */
export default inSpanishWith(VerifyIsland, verifyEsMessages);
