/**
 * The pricing pages in US English: what each plan is for, the comparison table's words and the
 * billing questions. The plans' names, prices and pages are `pricingModel.ts`, shared by every
 * language.
 */
import { buildComparison, buildPlans, startingPriceIn, type PricingCopy } from './pricingModel';

export const pricingCopy: PricingCopy = {
  plans: {
    lite: {
      tag: 'New',
      summary:
        'For students who want a small safety net and the basics for less than a dollar a month.',
      highlights: [
        'Cash advances up to $100',
        'Send and receive money',
        'Credit score tracking',
        'Student deals',
      ],
    },
    basic: {
      summary: 'For students who need a bigger advance and want their money to move fast.',
      highlights: [
        'Cash advances up to $250',
        'Instant transfers',
        'Budgeting tools',
        'Beem Arcade and cashback rewards',
      ],
    },
    plus: {
      summary: 'For students who want more room before payday and an eye kept on their credit.',
      highlights: [
        'Cash advances up to $500',
        'Credit monitoring alerts',
        'Identity monitoring and alerts',
        'Priority support',
      ],
    },
    pro: {
      summary: 'For students who want the highest advance limit and the most protection.',
      highlights: [
        'Cash advances up to $1,000',
        'Identity theft insurance up to $1 Million',
        'Credit monitoring alerts',
        'Priority support',
        'Everything in Plus',
      ],
    },
  },
  comparison: {
    features: {
      advanceLimit: 'Cash advance limit',
      sendReceive: 'Send and receive money',
      instantTransfers: 'Instant transfers',
      budgeting: 'Budgeting tools',
      scoreTracking: 'Credit score tracking',
      creditAlerts: 'Credit monitoring alerts',
      identity: 'Identity theft protection',
      deals: 'Student deals',
      arcade: 'Beem Arcade and cashback',
      comparisons: 'Insurance and loan comparisons',
      support: 'Support',
    },
    cells: {
      upTo100: 'Up to $100',
      upTo250: 'Up to $250',
      upTo500: 'Up to $500',
      upTo1000: 'Up to $1,000',
      monitoring: 'Monitoring',
      upToMillion: 'Up to $1 Million',
      standard: 'Standard',
      priority: 'Priority',
    },
  },
  faq: [
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
  ],
  page: {
    title: 'Pricing and membership plans',
    description: (from) =>
      `Compare Beem Lite, Basic, Plus and Pro: cash advances, instant transfers, credit monitoring and identity protection from ${from} a month. Cancel anytime.`,
    eyebrow: 'Pricing',
    heading: 'Simple plans, cancel anytime',
    lead: (from) =>
      `Four memberships from ${from} a month. Every plan includes credit score tracking and student deals.`,
  },
  planPage: {
    title: (plan) => `${plan.name} plan`,
    description: (plan) =>
      `Beem ${plan.name}: ${plan.summary} See everything the ${plan.name} membership includes and how it compares.`,
    eyebrow: (plan) => (plan.tag ? `${plan.tag} plan` : 'Plan'),
    heading: (plan) => `Beem ${plan.name}`,
  },
};

export const plans = buildPlans(pricingCopy, 'en-US');
export const comparison = buildComparison(pricingCopy);
export const pricingFaq = pricingCopy.faq;
/** "$0.99": where the plans start, for copy that quotes it. */
export const startingPrice = startingPriceIn('en-US');
