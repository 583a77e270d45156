import { customerStoriesCopy, testimonials } from '../content/testimonials';
import { customerStoriesWith } from './customerStoriesWith';

/** The customer-stories carousel of an English page. */
export default customerStoriesWith(customerStoriesCopy, testimonials);
