/**
 * A sample site's metadata facts for the stories: a name, a default title and description, and
 * an Organization with only the facts a site publishes. Made up for the stories; the marketing
 * site passes its own from its content.
 */
import type { OrganizationFacts, SiteMeta } from '../../helpers/seo/seo';

export const sampleSite: SiteMeta = {
  name: 'Beem',
  title: 'Beem: a sample default title for the stories',
  description:
    'A sample default description: what the site offers, in one or two sentences that fit a search result.',
  image: '/og/default.png',
};

export const sampleOrganization: OrganizationFacts = {
  name: 'Beem',
  brand: 'Beem',
  url: 'https://www.trybeem.com',
  logo: 'https://www.trybeem.com/logo.png',
  contactPoint: { contactType: 'customer support', email: 'support@trybeem.com' },
};
