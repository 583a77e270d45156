import { type ComparisonRow, type Plan, formatPrice } from '@beem/design-system';
import { beemPaths } from './paths';

/**
 * The membership plans, cheapest first: the one source of every plan's name, tag and monthly
 * price. The menu's Pricing group, the pricing pages and the copy that quotes a starting price
 * are all worked out from these.
 */
export const plans: readonly Plan[] = [
  {
    id: 'lite',
    name: 'Lite',
    monthlyPrice: 0.99,
    tag: 'New',
    summary:
      'For students who want a small safety net and the basics for less than a dollar a month.',
    highlights: [
      'Cash advances up to $100',
      'Send and receive money',
      'Credit score tracking',
      'Student deals',
    ],
    href: beemPaths.pricingLite,
  },
  {
    id: 'basic',
    name: 'Basic',
    monthlyPrice: 2.47,
    summary: 'For students who need a bigger advance and want their money to move fast.',
    highlights: [
      'Cash advances up to $250',
      'Instant transfers',
      'Budgeting tools',
      'Beem Arcade and cashback rewards',
    ],
    href: beemPaths.pricingBasic,
  },
  {
    id: 'plus',
    name: 'Plus',
    monthlyPrice: 5.97,
    summary: 'For students who want more room before payday and an eye kept on their credit.',
    highlights: [
      'Cash advances up to $500',
      'Credit monitoring alerts',
      'Identity monitoring and alerts',
      'Priority support',
    ],
    href: beemPaths.pricingPlus,
  },
  {
    id: 'pro',
    name: 'Pro',
    monthlyPrice: 12.97,
    summary: 'For students who want the highest advance limit and the most protection.',
    highlights: [
      'Cash advances up to $1,000',
      'Identity theft insurance up to $1 Million',
      'Credit monitoring alerts',
      'Priority support',
      'Everything in Plus',
    ],
    href: beemPaths.pricingPro,
  },
];

/** "$0.99": where the plans start, for copy that quotes it. */
export const startingPrice = formatPrice(Math.min(...plans.map((plan) => plan.monthlyPrice)));

/** The plan comparison table. */
export const comparison: readonly ComparisonRow[] = [
  {
    feature: 'Cash advance limit',
    values: { lite: 'Up to $100', basic: 'Up to $250', plus: 'Up to $500', pro: 'Up to $1,000' },
  },
  {
    feature: 'Send and receive money',
    values: { lite: true, basic: true, plus: true, pro: true },
  },
  {
    feature: 'Instant transfers',
    values: { lite: false, basic: true, plus: true, pro: true },
  },
  {
    feature: 'Budgeting tools',
    values: { lite: false, basic: true, plus: true, pro: true },
  },
  {
    feature: 'Credit score tracking',
    values: { lite: true, basic: true, plus: true, pro: true },
  },
  {
    feature: 'Credit monitoring alerts',
    values: { lite: false, basic: false, plus: true, pro: true },
  },
  {
    feature: 'Identity theft protection',
    values: { lite: false, basic: false, plus: 'Monitoring', pro: 'Up to $1 Million' },
  },
  {
    feature: 'Student deals',
    values: { lite: true, basic: true, plus: true, pro: true },
  },
  {
    feature: 'Beem Arcade and cashback',
    values: { lite: false, basic: true, plus: true, pro: true },
  },
  {
    feature: 'Insurance and loan comparisons',
    values: { lite: true, basic: true, plus: true, pro: true },
  },
  {
    feature: 'Support',
    values: { lite: 'Standard', basic: 'Standard', plus: 'Priority', pro: 'Priority' },
  },
];

/** Questions about membership and billing. */
export const pricingFaq: readonly { question: string; answer: string }[] = [
  {
    question: 'Can I cancel anytime?',
    answer:
      'Yes. You can cancel your membership at any time in the app, or through Apple or Google Play if you subscribed there. Our How to cancel page walks you through each step, and any outstanding advance still needs to be repaid.',
  },
  {
    question: 'How does billing work?',
    answer:
      "Your membership renews every month at your plan's price until you cancel, and the charge comes from the account you chose at sign-up. The app shows your next billing date under Profile, then Membership.",
  },
  {
    question: 'Can I switch plans?',
    answer:
      'Yes. You can move up or down a plan in the app. Before you confirm, the app shows your new price, when it starts and how your cash advance limit changes.',
  },
  {
    question: 'Is there a free trial?',
    answer:
      'We do not promise a free trial. If a trial or promotion is available when you sign up, the app shows its terms and the date billing starts before you confirm.',
  },
];
