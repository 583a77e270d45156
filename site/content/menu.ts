/**
 * The site's menu: its groups and items, shared by the desktop mega-menu, the phone drawer and
 * the home page's feature cards. The Pricing group is worked out from the plans (pricing.ts), so
 * a price is written once.
 */
import {
  formatPrice,
  type MegaMenuItem,
  type MenuGroup,
  type NavLink,
  type Plan,
  type PlanId,
  type ProductIconName,
} from '@beem/design-system';
import { beemPaths } from './paths';
import { plans } from './pricing';

export const menuGroupNames = [
  'Essentials',
  'Insurance',
  'Banking & Tax',
  'Extras',
  'Pricing',
] as const;
export type MenuGroupName = (typeof menuGroupNames)[number];

/** Each plan's icon in the menu. */
const planIcons: Record<PlanId, ProductIconName> = {
  lite: 'planLite',
  basic: 'planBasic',
  plus: 'planPlus',
  pro: 'planPro',
};

/** "99 cents/mo" under a dollar, "$2.47/mo" from a dollar up. */
export const menuPrice = (monthlyPrice: number) =>
  monthlyPrice < 1
    ? `${String(Math.round(monthlyPrice * 100))} cents/mo`
    : `${formatPrice(monthlyPrice)}/mo`;

/** A plan as the menu lists it: its name, monthly price and tag, linking to its page. */
const planItem = (plan: Plan): MegaMenuItem => ({
  name: plan.name,
  event: `menu_plan_${plan.id}`,
  href: plan.href,
  icon: planIcons[plan.id],
  alt: `${plan.name} plan`,
  desc: menuPrice(plan.monthlyPrice),
  ...(plan.tag ? { tag: plan.tag, tagBg: 'tag', tagColor: 'tag' } : {}),
});

export const menuGroups: readonly (MenuGroup & { name: MenuGroupName })[] = [
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
  { name: 'Pricing', items: plans.map(planItem) },
];

/** The phone drawer's links under the menu groups. */
export const drawerLinks: readonly NavLink[] = [
  { name: 'About', href: beemPaths.about },
  { name: 'Blog', href: beemPaths.blog },
];
