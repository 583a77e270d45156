/**
 * What the site's metadata says about Beem: the facts every page's meta tags fall back on, and the
 * Organization structured data of the home page. Site content: the library's `Seo` builds the tags
 * and the JSON-LD from whatever facts it is given. Search engines and sharing cards read these as
 * the business's own statement of fact, so a stand-in is left out here (an omitted field is only
 * missing).
 */
import type { OrganizationFacts, SiteMeta } from '@beem/design-system/marketing';
import { known } from './placeholder';
import { organization, productProfile } from './profile';

export const siteMeta: SiteMeta = {
  name: productProfile.name,
  title: productProfile.title,
  description: productProfile.description,
  image: '/og/default.png',
  twitterHandle: known(productProfile.social.twitter.handle),
};

/** The Organization facts, read when a page renders: its address follows the configured site. */
export const organizationFacts = (): OrganizationFacts => ({
  name: organization.name,
  brand: organization.brand,
  legalName: known(organization.legalName),
  url: organization.url,
  logo: organization.logo,
  founder: known(organization.founder),
  contactPoint: {
    contactType: organization.contactPoint.contactType,
    email: organization.contactPoint.email,
    telephone: known(organization.contactPoint.telephone),
  },
});
