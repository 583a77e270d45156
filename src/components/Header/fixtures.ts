/**
 * A sample navigation for the stories: the marketing site's menu as it stands, so the stories
 * show a real page's header. Story fixtures, not content: an app passes its own menus.
 */
import type { MenuGroup, NavLink } from '../../helpers/navigation/menu';

export const sampleMenus: readonly MenuGroup[] = [
  {
    name: 'Essentials',
    items: [
      {
        name: 'Instant cash',
        event: 'menu_cash_advance',
        href: '/get-instant-cash-advance',
        icon: 'instantCash',
        alt: 'Cash',
        desc: 'Advances up to $1,000*',
      },
      {
        name: 'Send & receive',
        event: 'menu_send_receive',
        href: '/send-receive-money-online',
        icon: 'sendReceive',
        alt: 'Transfers',
        desc: 'Send now, pay later',
      },
      {
        name: 'Budget planner',
        event: 'menu_budget',
        href: '/budget-tracker-planner',
        icon: 'budgetPlanner',
        alt: 'Budget',
        desc: 'See where your money goes',
      },
      {
        name: 'Credit monitoring',
        event: 'menu_credit_monitoring',
        href: '/credit-score-monitoring',
        icon: 'creditMonitoring',
        alt: 'Credit score',
        desc: 'Track your score for free',
      },
      {
        name: 'Identity theft protection',
        event: 'menu_identity_theft',
        href: '/identity-theft-protection',
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
        href: '/car-insurance',
        icon: 'carInsurance',
        alt: 'Car',
        desc: 'Save up to 40%*',
      },
      {
        name: 'Job loss & disability',
        event: 'menu_income_loss',
        href: '/job-loss-and-disability-insurance',
        icon: 'incomeProtection',
        alt: 'Umbrella',
        desc: 'Up to $1,000 for loss of income*',
      },
      {
        name: 'Health insurance',
        event: 'menu_health_insurance',
        href: '/health-insurance',
        icon: 'healthInsurance',
        alt: 'Heart',
        desc: 'Plans from $2.80/month*',
      },
      {
        name: 'Identity theft insurance',
        event: 'menu_identity_insurance',
        href: '/identity-theft-protection',
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
        href: '/high-yield-savings-account',
        icon: 'savings',
        alt: 'Piggy bank',
        desc: 'Earn up to 5% APY*',
      },
      {
        name: 'Personal loan',
        event: 'menu_personal_loan',
        href: '/personal-loan',
        icon: 'personalLoan',
        alt: 'Loan',
        desc: 'Compare offers in minutes',
      },
      {
        name: 'Online tax filing',
        event: 'menu_tax_filing',
        href: '/online-tax-filing',
        icon: 'taxFiling',
        alt: 'Tax form',
        desc: 'File your federal return',
      },
      {
        name: 'Tax calculator',
        event: 'menu_tax_calculator',
        href: '/tax-calculator/',
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
        href: '/deals',
        icon: 'deals',
        alt: 'Tag',
        desc: 'Exclusive student discounts',
      },
      {
        name: 'Beem Arcade',
        event: 'menu_arcade',
        href: '/beem-arcade',
        icon: 'arcade',
        alt: 'Game controller',
        desc: 'Play games, earn rewards',
      },
      {
        name: 'Customer stories',
        event: 'menu_customer_stories',
        href: '/customer-stories',
        icon: 'customerStories',
        alt: 'Speech bubble',
        desc: 'How students can use Beem',
      },
    ],
  },
  {
    name: 'Pricing',
    items: [
      {
        name: 'Lite',
        event: 'menu_plan_lite',
        href: '/pricing/lite',
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
        href: '/pricing/basic',
        icon: 'planBasic',
        alt: 'Basic plan',
        desc: '$2.47/mo',
      },
      {
        name: 'Plus',
        event: 'menu_plan_plus',
        href: '/pricing/plus',
        icon: 'planPlus',
        alt: 'Plus plan',
        desc: '$5.97/mo',
      },
      {
        name: 'Pro',
        event: 'menu_plan_pro',
        href: '/pricing/pro',
        icon: 'planPro',
        alt: 'Pro plan',
        desc: '$12.97/mo',
      },
    ],
  },
];

export const sampleDrawerLinks: readonly NavLink[] = [
  { name: 'About', href: '/about' },
  { name: 'Blog', href: '/blog/' },
];

export const sampleAppHref = 'https://trybeem.app.link/install';
