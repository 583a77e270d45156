/**
 * The site's menu content (spec sections 2, 3 and 9): one typed module shared by the desktop
 * mega-menu, the mobile drawer and the footer.
 */
import { beemPaths } from './paths';

/** Spec section 3's mega-menu item. `icon` is a two-letter monogram until artwork exists. */
export interface MegaMenuItem {
  name: string;
  /** The analytics event its click sends. */
  event: string;
  href: string;
  icon: string;
  alt: string;
  desc: string;
  tag?: string;
  /** Semantic tag colours (tokens' `tag` pair when unset). */
  tagBg?: 'tag' | 'brand';
  tagColor?: 'tag' | 'brand';
}

export const menuGroupNames = [
  'Essentials',
  'Insurance',
  'Banking & Tax',
  'Extras',
  'Pricing',
] as const;
export type MenuGroupName = (typeof menuGroupNames)[number];

export interface MenuGroup {
  name: MenuGroupName;
  items: readonly MegaMenuItem[];
}

export const menuGroups: readonly MenuGroup[] = [
  {
    name: 'Essentials',
    items: [
      {
        name: 'Instant cash',
        event: 'menu_cash_advance',
        href: beemPaths.cashAdvance,
        icon: 'IC',
        alt: 'Cash',
        desc: 'Advances up to $1,000*',
      },
      {
        name: 'Send & receive',
        event: 'menu_send_receive',
        href: beemPaths.sendReceive,
        icon: 'SR',
        alt: 'Transfers',
        desc: 'Send now, pay later',
      },
      {
        name: 'Budget planner',
        event: 'menu_budget',
        href: beemPaths.budget,
        icon: 'BP',
        alt: 'Budget',
        desc: 'See where your money goes',
      },
      {
        name: 'Credit monitoring',
        event: 'menu_credit_monitoring',
        href: beemPaths.creditMonitoring,
        icon: 'CM',
        alt: 'Credit score',
        desc: 'Track your score for free',
      },
      {
        name: 'Identity theft protection',
        event: 'menu_identity_theft',
        href: beemPaths.identityTheft,
        icon: 'ID',
        alt: 'Shield',
        desc: 'Up to $1 Million in cover*',
      },
    ],
  },
  {
    name: 'Insurance',
    items: [
      {
        name: 'Car insurance',
        event: 'menu_car_insurance',
        href: beemPaths.carInsurance,
        icon: 'CI',
        alt: 'Car',
        desc: 'Save up to 40%*',
      },
      {
        name: 'Job loss & disability',
        event: 'menu_income_loss',
        href: beemPaths.incomeLoss,
        icon: 'JL',
        alt: 'Umbrella',
        desc: 'Up to $1,000 for loss of income*',
      },
      {
        name: 'Health insurance',
        event: 'menu_health_insurance',
        href: beemPaths.healthInsurance,
        icon: 'HI',
        alt: 'Heart',
        desc: 'Plans from $2.80/month*',
      },
      {
        name: 'Identity theft insurance',
        event: 'menu_identity_insurance',
        href: beemPaths.identityTheft,
        icon: 'IT',
        alt: 'Lock',
        desc: 'Up to $1 Million*',
      },
    ],
  },
  {
    name: 'Banking & Tax',
    items: [
      {
        name: 'High-yield savings',
        event: 'menu_savings',
        href: beemPaths.savings,
        icon: 'HS',
        alt: 'Piggy bank',
        desc: 'Earn up to 5% APY*',
      },
      {
        name: 'Personal loan',
        event: 'menu_personal_loan',
        href: beemPaths.personalLoan,
        icon: 'PL',
        alt: 'Loan',
        desc: 'Compare offers in minutes',
      },
      {
        name: 'Online tax filing',
        event: 'menu_tax_filing',
        href: beemPaths.taxFiling,
        icon: 'TF',
        alt: 'Tax form',
        desc: 'File your federal return',
      },
      {
        name: 'Tax calculator',
        event: 'menu_tax_calculator',
        href: beemPaths.taxCalculator,
        icon: 'TC',
        alt: 'Calculator',
        desc: 'Estimate your refund',
      },
    ],
  },
  {
    name: 'Extras',
    items: [
      {
        name: 'Deals',
        event: 'menu_deals',
        href: beemPaths.deals,
        icon: 'DL',
        alt: 'Tag',
        desc: 'Exclusive student discounts',
      },
      {
        name: 'Beem Arcade',
        event: 'menu_arcade',
        href: beemPaths.arcade,
        icon: 'BA',
        alt: 'Game controller',
        desc: 'Play games, earn rewards',
      },
      {
        name: 'Customer stories',
        event: 'menu_customer_stories',
        href: beemPaths.customerStories,
        icon: 'CS',
        alt: 'Speech bubble',
        desc: 'Why students love Beem',
      },
    ],
  },
  {
    name: 'Pricing',
    items: [
      // Spec section 9: the plans and prices in the menu.
      {
        name: 'Lite',
        event: 'menu_plan_lite',
        href: beemPaths.pricingLite,
        icon: 'LT',
        alt: 'Lite plan',
        desc: '99 cents/mo',
        tag: 'New',
        tagBg: 'tag',
        tagColor: 'tag',
      },
      {
        name: 'Basic',
        event: 'menu_plan_basic',
        href: beemPaths.pricingBasic,
        icon: 'BS',
        alt: 'Basic plan',
        desc: '$2.47/mo',
      },
      {
        name: 'Plus',
        event: 'menu_plan_plus',
        href: beemPaths.pricingPlus,
        icon: 'PS',
        alt: 'Plus plan',
        desc: '$5.97/mo',
      },
      {
        name: 'Pro',
        event: 'menu_plan_pro',
        href: beemPaths.pricingPro,
        icon: 'PR',
        alt: 'Pro plan',
        desc: '$12.97/mo',
      },
    ],
  },
];

/** Spec section 3's footer link. */
export interface FooterLink {
  name: string;
  href: string;
  /** The analytics event its click sends (set for every footer link in `footer.ts`). */
  event?: string;
}
