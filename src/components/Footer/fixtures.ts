/**
 * A sample footer for the stories: the marketing site's sections, disclosures and profile links
 * as they stand, so the stories show a real page's footer. Story fixtures, not content: an app
 * passes its own footer content.
 */
import { config } from '../../helpers/config/config';
import { blogCategories, blogCategoryLabel, blogCategoryPath } from '../../helpers/navigation/blog';
import type { FooterSection } from '../../helpers/navigation/menu';
import type { FooterProps } from './Footer';

const link = (name: string, href: string) => ({
  name,
  href,
  event: `footer_${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')}`,
});

const sections: readonly FooterSection[] = [
  {
    name: 'Features',
    links: [
      link('Instant cash advance', '/get-instant-cash-advance'),
      link('Send & receive money', '/send-receive-money-online'),
      link('Budget planner', '/budget-tracker-planner'),
      link('Credit monitoring', '/credit-score-monitoring'),
      link('Identity theft protection', '/identity-theft-protection'),
      link('Car insurance', '/car-insurance'),
      link('Job loss & disability', '/job-loss-and-disability-insurance'),
      link('Health insurance', '/health-insurance'),
      link('High-yield savings', '/high-yield-savings-account'),
      link('Personal loan', '/personal-loan'),
      link('Online tax filing', '/online-tax-filing'),
      link('Tax calculator', '/tax-calculator/'),
      link('Deals', '/deals'),
      link('Beem Arcade', '/beem-arcade'),
    ],
  },
  {
    name: 'Company',
    links: [
      link('About', '/about'),
      link('Pricing', '/pricing'),
      link('Customer stories', '/customer-stories'),
      link('How to cancel', '/how-to-cancel'),
    ],
  },
  {
    name: 'Resources',
    links: [
      link('Blog', '/blog/'),
      link('Help centre', config.helpCentreUrl),
      link('Terms of use', '/terms'),
      link('Privacy policy', '/privacy'),
      link('CCPA notice', '/ccpa'),
      link('Accessibility', '/accessibility'),
    ],
  },
  {
    name: 'Blog Categories',
    links: blogCategories.map((category) =>
      link(blogCategoryLabel(category), blogCategoryPath(category)),
    ),
  },
];

export const sampleFooter = {
  sections,
  disclosures: [
    'Beem is a financial technology company, not a bank. Banking services, where offered, are provided by partner banks.',
    'Instant cash advances are subject to eligibility; amounts up to $1,000 are not available to every member. Insurance products are offered by licensed partners; savings and APY figures are up to the stated rate and may change.',
  ],
  contact: { email: 'support@trybeem.com', address: 'San Francisco, CA' },
  appLinks: {
    ios: 'https://apps.apple.com/us/app/beem-instant-cash/id1234567890',
    android: 'https://play.google.com/store/apps/details?id=com.trybeem.app',
  },
  social: [
    { network: 'facebook', url: 'https://www.facebook.com/trybeem' },
    { network: 'twitter', url: 'https://twitter.com/trybeem' },
    { network: 'linkedin', url: 'https://www.linkedin.com/company/trybeem' },
    { network: 'youtube', url: 'https://www.youtube.com/@trybeem' },
    { network: 'instagram', url: 'https://www.instagram.com/trybeem' },
  ],
  copyrightYear: 2023,
} as const satisfies Omit<FooterProps, 'variant' | 'asteriskLine' | 'onNavigate'>;
