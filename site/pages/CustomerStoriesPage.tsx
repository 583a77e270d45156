import { CustomerStories, beemPaths } from '@beem/design-system';
import { SitePage } from '../SitePage';

export function CustomerStoriesPage() {
  return (
    <SitePage
      seo={{
        path: beemPaths.customerStories,
        title: 'Customer stories',
        description:
          'How college students use Beem to cover rent before payday, split bills with roommates, build credit and save: their stories in their own words.',
      }}
    >
      <CustomerStories headingLevel={1} imageHost="" />
    </SitePage>
  );
}
