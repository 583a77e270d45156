/** The footer's four link sections (spec section 2), built from the same routes as the menu. */
import { config } from '../config/config';
import type { FooterLink } from './menu';
import { blogCategories, blogCategoryLabel, blogCategoryPath, routes } from './routes';

export const footerSectionNames = ['Features', 'Company', 'Resources', 'Blog Categories'] as const;
export type FooterSectionName = (typeof footerSectionNames)[number];

const sections: readonly { name: FooterSectionName; links: readonly FooterLink[] }[] = [
  {
    name: 'Features',
    links: [
      { name: 'Instant cash advance', href: routes.cashAdvance },
      { name: 'Send & receive money', href: routes.sendReceive },
      { name: 'Budget planner', href: routes.budget },
      { name: 'Credit monitoring', href: routes.creditMonitoring },
      { name: 'Identity theft protection', href: routes.identityTheft },
      { name: 'Car insurance', href: routes.carInsurance },
      { name: 'Job loss & disability', href: routes.incomeLoss },
      { name: 'Health insurance', href: routes.healthInsurance },
      { name: 'High-yield savings', href: routes.savings },
      { name: 'Personal loan', href: routes.personalLoan },
      { name: 'Online tax filing', href: routes.taxFiling },
      { name: 'Tax calculator', href: routes.taxCalculator },
      { name: 'Deals', href: routes.deals },
      { name: 'Beem Arcade', href: routes.arcade },
    ],
  },
  {
    name: 'Company',
    links: [
      { name: 'About', href: routes.about },
      { name: 'Pricing', href: routes.pricing },
      { name: 'Customer stories', href: routes.customerStories },
      { name: 'How to cancel', href: routes.howToCancel },
    ],
  },
  {
    name: 'Resources',
    links: [
      { name: 'Blog', href: routes.blog },
      { name: 'Help centre', href: config.helpCentreUrl },
      { name: 'Terms of use', href: routes.terms },
      { name: 'Privacy policy', href: routes.privacy },
      { name: 'CCPA notice', href: routes.ccpa },
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

export const footerSections: readonly {
  name: FooterSectionName;
  links: readonly Required<FooterLink>[];
}[] = sections.map((section) => ({
  ...section,
  links: section.links.map((link) => ({ ...link, event: footerEvent(link.name) })),
}));
