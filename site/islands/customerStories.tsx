import { CustomerStories } from '@beem/design-system';

/** The customer-stories carousel; images from the site's own folder. */
export default function CustomerStoriesIsland({ headingLevel }: { headingLevel?: 1 | 2 }) {
  return <CustomerStories headingLevel={headingLevel} imageHost="" />;
}
