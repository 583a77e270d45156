import { beemPaths } from '../content/paths';
import { Island } from '../islands';
import { SitePage } from '../SitePage';

export function CustomerStoriesPage() {
  return (
    <SitePage
      seo={{
        path: beemPaths.customerStories,
        // The stories are illustrative (content/testimonials.ts), and search
        // results show this title and description without the page's own note.
        title: 'Student stories: illustrative examples',
        description:
          'Illustrative examples, not real customers: how a college student can use Beem to cover rent before payday, split bills with roommates, build credit and save.',
      }}
    >
      {/* The page's subject, at the top: its stories are readable as prerendered, and the
          carousel's code loads when a visitor reaches for its controls (a press before it
          arrives is replayed). */}
      <Island name="customerStories" headingLevel={1} when="interaction" />
    </SitePage>
  );
}
