import VerifyIsland from './verify';
import { inSpanish } from './inSpanish';

/** The sign-in verification on a Spanish page: every step and error message in Spanish. */
export default inSpanish(VerifyIsland);
