/**
 * A sample footer for the stories: four link sections, two disclosures, contact lines, store and
 * social links, in the shape a Beem app's footer takes, with made-up entries. Not the marketing
 * site's footer: its links and disclosures are the site's content, kept in the site.
 */
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
    name: 'Product',
    links: [
      link('Accounts', '/accounts'),
      link('Transfers', '/transfers'),
      link('Bills', '/bills'),
      link('Goals', '/goals'),
      link('Statements', '/statements'),
      link('Spending report', '/spending-report'),
      link('Paycheck planner', '/paycheck-planner'),
      link('Offers', '/offers'),
    ],
  },
  {
    name: 'Company',
    links: [
      link('About', '/about'),
      link('Careers', '/careers'),
      link('Press', '/press'),
      link('Contact', '/contact'),
    ],
  },
  {
    name: 'Resources',
    links: [
      link('Help centre', 'https://help.example.com'),
      link('Terms of use', '/terms'),
      link('Privacy policy', '/privacy'),
      link('Accessibility', '/accessibility'),
    ],
  },
  {
    name: 'Guides',
    links: [
      link('Budgeting', '/guides/budgeting'),
      link('Saving', '/guides/saving'),
      link('Credit', '/guides/credit'),
      link('Taxes', '/guides/taxes'),
      link('Student life', '/guides/student-life'),
    ],
  },
];

export const sampleFooter = {
  sections,
  disclosures: [
    'A sample disclosure: who provides each service the app offers, and under which licence. An app passes the wording its legal team approves.',
    'A second sample disclosure: the limits, eligibility and terms behind each starred figure on the page, in as many sentences as they need.',
  ],
  contact: { email: 'support@example.com', address: 'San Francisco, CA' },
  appLinks: {
    ios: 'https://apps.apple.com/us/app/example/id0000000000',
    android: 'https://play.google.com/store/apps/details?id=com.example.app',
  },
  social: [
    { network: 'facebook', url: 'https://www.facebook.com/example' },
    { network: 'twitter', url: 'https://twitter.com/example' },
    { network: 'linkedin', url: 'https://www.linkedin.com/company/example' },
    { network: 'youtube', url: 'https://www.youtube.com/@example' },
    { network: 'instagram', url: 'https://www.instagram.com/example' },
  ],
  copyrightYear: 2023,
} as const satisfies Omit<FooterProps, 'variant' | 'asteriskLine' | 'onNavigate'>;
