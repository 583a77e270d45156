import { customerStoriesCopy, testimonials } from '../content/es-US/testimonials';
import { customerStoriesWith } from './customerStoriesWith';
import { inSpanish } from './inSpanish';

/** The customer-stories carousel on a Spanish page: the stories and its controls in Spanish. */
export default inSpanish(customerStoriesWith(customerStoriesCopy, testimonials));
