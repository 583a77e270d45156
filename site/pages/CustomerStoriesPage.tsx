import { CustomerStories } from '../../src/CustomerStories/CustomerStories';
import { routes } from '../../src/navigation/routes';
import { SitePage } from '../SitePage';

export function CustomerStoriesPage() {
  return (
    <SitePage
      seo={{
        path: routes.customerStories,
        title: 'Customer stories',
        description:
          'How college students use Beem to cover rent before payday, split bills with roommates, build credit and save: their stories in their own words.',
      }}
    >
      <CustomerStories headingLevel={1} imageHost="" />
    </SitePage>
  );
}
