import type { FeatureContent } from '@beem/design-system/marketing';
import { beemPaths } from '../paths';

export default {
  path: beemPaths.personalLoan,
  seo: {
    title: 'Compare personal loan offers',
    description:
      'Compare personal loan offers from partner lenders side by side, with rates, terms and monthly payments, before you decide. Checking rates is free.',
  },
  eyebrow: 'Personal loan',
  title: 'Compare personal loan offers in one place',
  claim: 'Compare offers in minutes',
  lead: 'See offers from partner lenders side by side, with the rate, term and monthly payment for each, so you can pick the one that fits.',
  icon: 'personalLoan',
  steps: [
    {
      title: 'Tell us what you need',
      body: 'Enter how much you want to borrow, what it is for and a few details about your income.',
    },
    {
      title: 'Check your rates',
      body: 'See the offers partner lenders can make you, with the rate, term and monthly payment for each.',
    },
    {
      title: 'Finish with the lender',
      body: 'Pick an offer and complete your application directly with that lender.',
    },
  ],
  benefits: [
    {
      title: 'Side-by-side offers',
      body: 'Compare the total cost of each offer, not just the monthly payment.',
    },
    {
      title: 'Check rates softly',
      body: 'Checking your rates usually uses a soft credit inquiry, which does not affect your score.',
    },
    {
      title: 'Clear terms',
      body: 'See the rate, fees, term and monthly payment before you apply.',
    },
    {
      title: 'No obligation',
      body: "Looking at offers is free, and you don't have to accept any of them.",
    },
  ],
  faq: [
    {
      question: 'Is Beem the lender?',
      answer:
        'No. Loans are made by partner lenders, who set the rates, terms and approval decisions.',
    },
    {
      question: 'Does checking my rates hurt my credit?',
      answer:
        'Checking rates usually uses a soft inquiry, which does not affect your score. If you accept an offer, the lender may run a hard inquiry.',
    },
    {
      question: 'How is this different from a cash advance?',
      answer:
        'A cash advance is a small amount with no interest, repaid on your next payday. A personal loan is usually larger, charges interest and is repaid over months or years.',
    },
    {
      question: 'Who can apply?',
      answer:
        'Each lender sets its own requirements, which usually include your age, US residency, income and credit history.',
    },
  ],
} satisfies FeatureContent;
