import { CustomerStories } from '@beem/design-system';
import { customerStoriesCopy, testimonials } from '../content/testimonials';

/** The customer-stories carousel; images from the site's own folder. */
export default function CustomerStoriesIsland({ headingLevel }: { headingLevel?: 1 | 2 }) {
  return (
    <CustomerStories
      {...customerStoriesCopy}
      testimonials={testimonials}
      headingLevel={headingLevel}
      imageHost=""
    />
  );
}
