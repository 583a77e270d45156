/**
 * A sample site's metadata facts for the stories: the marketing site's name, default title and
 * description, and an Organization with only the facts it publishes. Story fixtures, not content:
 * an app passes its own.
 */
import type { OrganizationFacts, SiteMeta } from '../../helpers/seo/seo';

export const sampleSite: SiteMeta = {
  name: 'Beem',
  title: 'Beem: instant cash, transfers and deals for college students',
  description:
    'Get quick cash, instant transfers, job search tools and exclusive deals, with AI assistance.',
  image: '/og/default.png',
};

export const sampleOrganization: OrganizationFacts = {
  name: 'Beem',
  brand: 'Beem',
  url: 'https://www.trybeem.com',
  logo: 'https://www.trybeem.com/logo.png',
  contactPoint: { contactType: 'customer support', email: 'support@trybeem.com' },
};
