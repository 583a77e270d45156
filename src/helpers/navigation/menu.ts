/**
 * The site's menu content, the plans and their prices included: one typed module shared by the
 * desktop mega-menu, the mobile drawer and the footer.
 */
import type { ProductIconName } from '../../components/Icon/productIcons';
import { beemPaths } from './paths';

/** A mega-menu and drawer entry: a product or plan page, its icon, a short line, a tag. */
export interface MegaMenuItem {
  name: string;
  /** The analytics event its click sends. */
  event: string;
  href: string;
  /** The product whose icon it shows (drawn by `ProductIcon`, chosen in `productIcons`). */
  icon: ProductIconName;
  /** What the icon depicts. The icon is decorative, as the item's name carries the meaning. */
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
        icon: 'instantCash',
        alt: 'Cash',
        desc: 'Advances up to $1,000*',
      },
      {
        name: 'Send & receive',
        event: 'menu_send_receive',
        href: beemPaths.sendReceive,
        icon: 'sendReceive',
        alt: 'Transfers',
        desc: 'Send now, pay later',
      },
      {
        name: 'Budget planner',
        event: 'menu_budget',
        href: beemPaths.budget,
        icon: 'budgetPlanner',
        alt: 'Budget',
        desc: 'See where your money goes',
      },
      {
        name: 'Credit monitoring',
        event: 'menu_credit_monitoring',
        href: beemPaths.creditMonitoring,
        icon: 'creditMonitoring',
        alt: 'Credit score',
        desc: 'Track your score for free',
      },
      {
        name: 'Identity theft protection',
        event: 'menu_identity_theft',
        href: beemPaths.identityTheft,
        icon: 'identityProtection',
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
        icon: 'carInsurance',
        alt: 'Car',
        desc: 'Save up to 40%*',
      },
      {
        name: 'Job loss & disability',
        event: 'menu_income_loss',
        href: beemPaths.incomeLoss,
        icon: 'incomeProtection',
        alt: 'Umbrella',
        desc: 'Up to $1,000 for loss of income*',
      },
      {
        name: 'Health insurance',
        event: 'menu_health_insurance',
        href: beemPaths.healthInsurance,
        icon: 'healthInsurance',
        alt: 'Heart',
        desc: 'Plans from $2.80/month*',
      },
      {
        name: 'Identity theft insurance',
        event: 'menu_identity_insurance',
        href: beemPaths.identityTheft,
        icon: 'identityInsurance',
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
        icon: 'savings',
        alt: 'Piggy bank',
        desc: 'Earn up to 5% APY*',
      },
      {
        name: 'Personal loan',
        event: 'menu_personal_loan',
        href: beemPaths.personalLoan,
        icon: 'personalLoan',
        alt: 'Loan',
        desc: 'Compare offers in minutes',
      },
      {
        name: 'Online tax filing',
        event: 'menu_tax_filing',
        href: beemPaths.taxFiling,
        icon: 'taxFiling',
        alt: 'Tax form',
        desc: 'File your federal return',
      },
      {
        name: 'Tax calculator',
        event: 'menu_tax_calculator',
        href: beemPaths.taxCalculator,
        icon: 'taxCalculator',
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
        icon: 'deals',
        alt: 'Tag',
        desc: 'Exclusive student discounts',
      },
      {
        name: 'Beem Arcade',
        event: 'menu_arcade',
        href: beemPaths.arcade,
        icon: 'arcade',
        alt: 'Game controller',
        desc: 'Play games, earn rewards',
      },
      {
        name: 'Customer stories',
        event: 'menu_customer_stories',
        href: beemPaths.customerStories,
        icon: 'customerStories',
        alt: 'Speech bubble',
        desc: 'How students can use Beem',
      },
    ],
  },
  {
    name: 'Pricing',
    items: [
      // Each plan with its monthly price.
      {
        name: 'Lite',
        event: 'menu_plan_lite',
        href: beemPaths.pricingLite,
        icon: 'planLite',
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
        icon: 'planBasic',
        alt: 'Basic plan',
        desc: '$2.47/mo',
      },
      {
        name: 'Plus',
        event: 'menu_plan_plus',
        href: beemPaths.pricingPlus,
        icon: 'planPlus',
        alt: 'Plus plan',
        desc: '$5.97/mo',
      },
      {
        name: 'Pro',
        event: 'menu_plan_pro',
        href: beemPaths.pricingPro,
        icon: 'planPro',
        alt: 'Pro plan',
        desc: '$12.97/mo',
      },
    ],
  },
];

/** A footer link: its text and its address. */
export interface FooterLink {
  name: string;
  href: string;
  /** The analytics event its click sends (set for every footer link in `footer.ts`). */
  event?: string;
}
