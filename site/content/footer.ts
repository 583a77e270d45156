/**
 * The site's footer: its four link sections (built from the same paths as the menu), the legal
 * disclosures under them, and the contact details, store badges and social links it shows from
 * the product profile, each stand-in left out.
 */
import type { Translate } from '@beem/design-system';
import { siteSettings } from '../config';
import {
  blogCategories,
  blogCategoryLabel,
  blogCategoryPath,
  type FooterLink,
  type FooterProps,
  type BlogKey,
  type FooterSection,
} from '@beem/design-system/marketing';
import { pageIn, pathIn, type SiteLocale } from './locales';
import type { beemPaths } from './paths';
import { known } from './placeholder';
import { appLinks, productProfile, socialLinks } from './profile';

export const footerSectionNames = ['Features', 'Company', 'Resources', 'Blog Categories'] as const;
export type FooterSectionName = (typeof footerSectionNames)[number];

/** Each section's links, in order, by the page each leads to (the help centre is off the site). */
const sectionPages = {
  Features: [
    'cashAdvance',
    'sendReceive',
    'budget',
    'creditMonitoring',
    'identityTheft',
    'carInsurance',
    'incomeLoss',
    'healthInsurance',
    'savings',
    'personalLoan',
    'taxFiling',
    'taxCalculator',
    'deals',
    'arcade',
  ],
  Company: ['about', 'pricing', 'customerStories', 'howToCancel'],
  Resources: ['blog', 'helpCentre', 'terms', 'privacy', 'ccpa', 'accessibility'],
} as const satisfies Record<
  Exclude<FooterSectionName, 'Blog Categories'>,
  readonly (keyof typeof beemPaths | 'helpCentre')[]
>;
export type FooterLinkKey = (typeof sectionPages)[keyof typeof sectionPages][number];

/** What the footer says in one language: section titles, link names and disclosures. */
export interface FooterCopy {
  sections: Record<FooterSectionName, string>;
  links: Record<FooterLinkKey, string>;
  disclosures: readonly string[];
  /** Writes the blog categories' names in the footer's language (the library's words). */
  translate?: Translate<BlogKey>;
}

export const footerCopy: FooterCopy = {
  sections: {
    Features: 'Features',
    Company: 'Company',
    Resources: 'Resources',
    'Blog Categories': 'Blog Categories',
  },
  links: {
    cashAdvance: 'Instant cash advance',
    sendReceive: 'Send & receive money',
    budget: 'Budget planner',
    creditMonitoring: 'Credit monitoring',
    identityTheft: 'Identity theft protection',
    carInsurance: 'Car insurance',
    incomeLoss: 'Job loss & disability',
    healthInsurance: 'Health insurance',
    savings: 'High-yield savings',
    personalLoan: 'Personal loan',
    taxFiling: 'Online tax filing',
    taxCalculator: 'Tax calculator',
    deals: 'Deals',
    arcade: 'Beem Arcade',
    about: 'About',
    pricing: 'Pricing',
    customerStories: 'Customer stories',
    howToCancel: 'How to cancel',
    blog: 'Blog',
    helpCentre: 'Help centre',
    terms: 'Terms of use',
    privacy: 'Privacy policy',
    ccpa: 'CCPA notice',
    accessibility: 'Accessibility',
  },
  /**
   * Placeholder disclosures of the kind cash-app sites carry. The business edits the wording;
   * the structure (one paragraph per disclosure) stays.
   */
  disclosures: [
    `${productProfile.name} is a financial technology company, not a bank. Banking services, where offered, are provided by partner banks.`,
    'Instant cash advances are subject to eligibility; amounts up to $1,000 are not available to every member. Insurance products are offered by licensed partners; savings and APY figures are up to the stated rate and may change.',
  ],
};

/** "Job loss & disability" → "footer_job_loss_disability": each link's own click event. */
export const footerEvent = (name: string) =>
  `footer_${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')}`;

/**
 * The footer's sections in one language, built when the footer renders so the help centre's
 * configured address is used. A link's event is made from its US English name in every
 * language, so a click counts as the same thing on the English and the Spanish page.
 */
export function buildFooterSections(
  copy: FooterCopy,
  locale: SiteLocale,
): readonly (FooterSection & { name: string; key: FooterSectionName })[] {
  const link = (key: FooterLinkKey): FooterLink => ({
    name: copy.links[key],
    href: key === 'helpCentre' ? siteSettings.helpCentreUrl : pageIn(locale, key),
    event: footerEvent(footerCopy.links[key]),
  });
  return [
    ...Object.entries(sectionPages).map(([key, pages]) => ({
      key: key as FooterSectionName,
      name: copy.sections[key as FooterSectionName],
      links: pages.map(link),
    })),
    {
      key: 'Blog Categories',
      name: copy.sections['Blog Categories'],
      links: blogCategories.map((slug) => ({
        name: blogCategoryLabel(slug, copy.translate),
        href: pathIn(locale, blogCategoryPath(slug)),
        event: footerEvent(blogCategoryLabel(slug)),
      })),
    },
  ];
}

/**
 * Everything the footer shows but the page's own footnote, read when a page renders (the
 * support address and help centre follow the configured hosts). A stand-in number, street or ZIP
 * code would be taken for a real one, so they are left out until the business supplies them (the
 * site build lists what is missing).
 */
export const footerContent = (
  copy: FooterCopy = footerCopy,
  locale: SiteLocale = 'en-US',
): Omit<FooterProps, 'variant' | 'asteriskLine' | 'onNavigate'> => {
  const { address, support } = productProfile;
  const pin = known(address.pin);
  return {
    sections: buildFooterSections(copy, locale),
    disclosures: copy.disclosures,
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
