/**
 * Sample navigation for the stories: five groups in the shape a Beem app's menu takes (product
 * groups, then plans with a "New" tag), with made-up entries. Not the marketing site's menu: its
 * entries are the site's content, kept in the site.
 */
import type { MenuGroup, NavLink } from '../../helpers/navigation/menu';

export const sampleMenus: readonly MenuGroup[] = [
  {
    name: 'Money',
    items: [
      {
        name: 'Accounts',
        event: 'menu_accounts',
        href: '/accounts',
        icon: 'instantCash',
        alt: 'Cash',
        desc: 'Balances at a glance',
      },
      {
        name: 'Transfers',
        event: 'menu_transfers',
        href: '/transfers',
        icon: 'sendReceive',
        alt: 'Transfers',
        desc: 'Move money between people',
      },
      {
        name: 'Bills',
        event: 'menu_bills',
        href: '/bills',
        icon: 'budgetPlanner',
        alt: 'Budget',
        desc: 'Never miss a due date',
      },
      {
        name: 'Goals',
        event: 'menu_goals',
        href: '/goals',
        icon: 'savings',
        alt: 'Piggy bank',
        desc: 'Save towards something',
      },
      {
        name: 'Statements',
        event: 'menu_statements',
        href: '/statements',
        icon: 'taxFiling',
        alt: 'Document',
        desc: 'Every month in one place',
      },
    ],
  },
  {
    name: 'Cover',
    items: [
      {
        name: 'Phone cover',
        event: 'menu_phone_cover',
        href: '/phone-cover',
        icon: 'identityProtection',
        alt: 'Shield',
        desc: 'Repairs and replacement',
      },
      {
        name: 'Travel cover',
        event: 'menu_travel_cover',
        href: '/travel-cover',
        icon: 'carInsurance',
        alt: 'Car',
        desc: 'Trips at home and abroad',
      },
      {
        name: 'Renters cover',
        event: 'menu_renters_cover',
        href: '/renters-cover',
        icon: 'incomeProtection',
        alt: 'Umbrella',
        desc: 'Your things, where you live',
      },
      {
        name: 'Pet cover',
        event: 'menu_pet_cover',
        href: '/pet-cover',
        icon: 'healthInsurance',
        alt: 'Heart',
        desc: 'Vet bills, shared',
      },
    ],
  },
  {
    name: 'Tools',
    items: [
      {
        name: 'Spending report',
        event: 'menu_spending_report',
        href: '/spending-report',
        icon: 'creditMonitoring',
        alt: 'Chart',
        desc: 'Where the month went',
      },
      {
        name: 'Paycheck planner',
        event: 'menu_paycheck_planner',
        href: '/paycheck-planner',
        icon: 'taxCalculator',
        alt: 'Calculator',
        desc: 'Split each paycheck',
      },
      {
        name: 'Loan calculator',
        event: 'menu_loan_calculator',
        href: '/loan-calculator',
        icon: 'personalLoan',
        alt: 'Loan',
        desc: 'What a loan really costs',
      },
      {
        name: 'Bill reminders',
        event: 'menu_bill_reminders',
        href: '/bill-reminders',
        icon: 'identityInsurance',
        alt: 'Lock',
        desc: 'A text before each bill',
      },
    ],
  },
  {
    name: 'Community',
    items: [
      {
        name: 'Events',
        event: 'menu_events',
        href: '/events',
        icon: 'arcade',
        alt: 'Game controller',
        desc: 'Meet-ups near campus',
      },
      {
        name: 'Forum',
        event: 'menu_forum',
        href: '/forum',
        icon: 'customerStories',
        alt: 'Speech bubble',
        desc: 'Ask other members',
      },
      {
        name: 'Offers',
        event: 'menu_offers',
        href: '/offers',
        icon: 'deals',
        alt: 'Tag',
        desc: 'Discounts from partners',
      },
    ],
  },
  {
    name: 'Plans',
    items: [
      {
        name: 'Starter',
        event: 'menu_plan_starter',
        href: '/plans/starter',
        icon: 'planLite',
        alt: 'Starter plan',
        desc: 'Try it for a month',
        tag: 'New',
        tagBg: 'tag',
        tagColor: 'tag',
      },
      {
        name: 'Standard',
        event: 'menu_plan_standard',
        href: '/plans/standard',
        icon: 'planBasic',
        alt: 'Standard plan',
        desc: 'For everyday money',
      },
      {
        name: 'Premium',
        event: 'menu_plan_premium',
        href: '/plans/premium',
        icon: 'planPlus',
        alt: 'Premium plan',
        desc: 'Everything, plus cover',
      },
      {
        name: 'Family',
        event: 'menu_plan_family',
        href: '/plans/family',
        icon: 'planPro',
        alt: 'Family plan',
        desc: 'Up to four members',
      },
    ],
  },
];

export const sampleDrawerLinks: readonly NavLink[] = [
  { name: 'About', href: '/about' },
  { name: 'Careers', href: '/careers' },
];

export const sampleAppHref = 'https://example.com/install';
