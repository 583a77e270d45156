/** The footer's four link sections, built from the same paths as the menu. */
import { config } from '../config/config';
import type { FooterLink } from './menu';
import { blogCategories, blogCategoryLabel, blogCategoryPath, beemPaths } from './paths';

export const footerSectionNames = ['Features', 'Company', 'Resources', 'Blog Categories'] as const;
export type FooterSectionName = (typeof footerSectionNames)[number];

const sections: readonly { name: FooterSectionName; links: readonly FooterLink[] }[] = [
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
export const footerSections = (): readonly {
  name: FooterSectionName;
  links: readonly Required<FooterLink>[];
}[] =>
  sections.map((section) => ({
    ...section,
    links: section.links.map((link) => ({ ...link, event: footerEvent(link.name) })),
  }));
