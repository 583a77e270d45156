/**
 * The site's footer: its four link sections (built from the same paths as the menu), the legal
 * disclosures under them, and the contact details, store badges and social links it shows from
 * the product profile, each stand-in left out.
 */
import {
  blogCategories,
  blogCategoryLabel,
  blogCategoryPath,
  config,
  type FooterLink,
  type FooterProps,
  type FooterSection,
} from '@beem/design-system';
import { beemPaths } from './paths';
import { known } from './placeholder';
import { appLinks, productProfile, socialLinks } from './profile';

export const footerSectionNames = ['Features', 'Company', 'Resources', 'Blog Categories'] as const;
export type FooterSectionName = (typeof footerSectionNames)[number];

const sections: readonly {
  name: FooterSectionName;
  links: readonly Omit<FooterLink, 'event'>[];
}[] = [
  {
    name: 'Features',
    links: [
      { name: 'Instant cash advance', href: beemPaths.cashAdvance },
      { name: 'Send & receive money', href: beemPaths.sendReceive },
      { name: 'Budget planner', href: beemPaths.budget },
      { name: 'Credit monitoring', href: beemPaths.creditMonitoring },
      { name: 'Identity theft protection', href: beemPaths.identityTheft },
      { name: 'Car insurance', href: beemPaths.carInsurance },
      { name: 'Job loss & disability', href: beemPaths.incomeLoss },
      { name: 'Health insurance', href: beemPaths.healthInsurance },
      { name: 'High-yield savings', href: beemPaths.savings },
      { name: 'Personal loan', href: beemPaths.personalLoan },
      { name: 'Online tax filing', href: beemPaths.taxFiling },
      { name: 'Tax calculator', href: beemPaths.taxCalculator },
      { name: 'Deals', href: beemPaths.deals },
      { name: 'Beem Arcade', href: beemPaths.arcade },
    ],
  },
  {
    name: 'Company',
    links: [
      { name: 'About', href: beemPaths.about },
      { name: 'Pricing', href: beemPaths.pricing },
      { name: 'Customer stories', href: beemPaths.customerStories },
      { name: 'How to cancel', href: beemPaths.howToCancel },
    ],
  },
  {
    name: 'Resources',
    links: [
      { name: 'Blog', href: beemPaths.blog },
      {
        name: 'Help centre',
        get href() {
          return config.helpCentreUrl;
        },
      },
      { name: 'Terms of use', href: beemPaths.terms },
      { name: 'Privacy policy', href: beemPaths.privacy },
      { name: 'CCPA notice', href: beemPaths.ccpa },
      { name: 'Accessibility', href: beemPaths.accessibility },
    ],
  },
  {
    name: 'Blog Categories',
    links: blogCategories.map((slug) => ({
      name: blogCategoryLabel(slug),
      href: blogCategoryPath(slug),
    })),
  },
];

/** "Job loss & disability" → "footer_job_loss_disability": each link's own click event. */
export const footerEvent = (name: string) =>
  `footer_${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')}`;

/** The footer's sections, built when the footer renders so the help centre's configured address is used. */
export const footerSections = (): readonly (FooterSection & { name: FooterSectionName })[] =>
  sections.map((section) => ({
    ...section,
    links: section.links.map((link) => ({ ...link, event: footerEvent(link.name) })),
  }));

/**
 * Placeholder disclosures of the kind cash-app sites carry. The business edits the wording; the
 * structure (one paragraph per disclosure) stays.
 */
export const disclosures: readonly string[] = [
  `${productProfile.name} is a financial technology company, not a bank. Banking services, where offered, are provided by partner banks.`,
  'Instant cash advances are subject to eligibility; amounts up to $1,000 are not available to every member. Insurance products are offered by licensed partners; savings and APY figures are up to the stated rate and may change.',
];

/**
 * Everything the footer shows but the page's own footnote, read when a page renders (the
 * support address and help centre follow the configured hosts). A stand-in number, street or ZIP
 * code would be taken for a real one, so they are left out until the business supplies them (the
 * site build lists what is missing).
 */
export const footerContent = (): Omit<FooterProps, 'variant' | 'asteriskLine' | 'onNavigate'> => {
  const { address, support } = productProfile;
  const pin = known(address.pin);
  return {
    sections: footerSections(),
    disclosures,
    contact: {
      email: support.email,
      phone: known(support.phone),
      address: [
        known(address.street),
        address.city,
        pin ? `${address.state} ${pin}` : address.state,
      ]
        .filter(Boolean)
        .join(', '),
    },
    appLinks,
    social: socialLinks,
    copyrightYear: productProfile.copyrightYear,
  };
};
