import type { Testimonial } from '@beem/design-system/marketing';
import { CustomerStories } from '@beem/design-system/marketing';

/**
 * The customer-stories carousel with one language's stories: customerStories.tsx with the
 * English, customerStoriesEs.tsx with the Spanish. Images from the site's
 * own folder.
 */
export function customerStoriesWith(
  copy: { title: string; lead: string },
  stories: readonly Testimonial[],
) {
  return function CustomerStoriesIsland({ headingLevel }: { headingLevel?: 1 | 2 }) {
    return (
      <CustomerStories {...copy} testimonials={stories} headingLevel={headingLevel} imageHost="" />
    );
  };
}
