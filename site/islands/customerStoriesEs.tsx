import { CustomerStories } from '@beem/design-system';
import { customerStoriesCopy, testimonials } from '../content/es-US/testimonials';
import { inSpanish } from './inSpanish';

/** The customer-stories carousel on a Spanish page: the stories and its controls in Spanish. */
function CustomerStoriesIsland({ headingLevel }: { headingLevel?: 1 | 2 }) {
  return (
    <CustomerStories
      {...customerStoriesCopy}
      testimonials={testimonials}
      headingLevel={headingLevel}
      imageHost=""
    />
  );
}

export default inSpanish(CustomerStoriesIsland);
