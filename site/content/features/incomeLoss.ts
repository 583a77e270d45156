import type { FeatureContent } from '@beem/design-system/marketing';
import { beemPaths } from '../paths';

export default {
  path: beemPaths.incomeLoss,
  seo: {
    title: 'Job loss and disability insurance',
    description:
      'Income protection for students who work. If you lose your job or cannot work because of illness or injury, get monthly benefits to help cover bills.',
  },
  eyebrow: 'Job loss & disability',
  title: 'A backup plan if your paycheck stops',
  claim: 'Income protection of up to $1,000*',
  footnote:
    "*Benefits are paid monthly, up to $1,000 a month for a limited number of months, after a waiting period. Coverage is underwritten by a partner insurance company and subject to the policy's terms, conditions and exclusions.",
  lead: "If you're laid off or can't work because of an illness or injury, income protection can help cover rent, groceries and bills while you get back on your feet.",
  icon: 'incomeProtection',
  steps: [
    {
      title: 'Choose your coverage',
      body: 'See the monthly benefit, the waiting period and the price in the app before you enroll.',
    },
    {
      title: 'Stay covered',
      body: 'Pay a monthly premium while you work. Your coverage starts after the waiting period.',
    },
    {
      title: 'Claim if you lose income',
      body: "If you lose your job or can't work, start a claim in the app and send the documents the insurer asks for.",
    },
  ],
  benefits: [
    {
      title: 'Job loss coverage',
      body: 'Get monthly benefits if you lose your job through no fault of your own, like a layoff.',
    },
    {
      title: 'Disability coverage',
      body: "Get monthly benefits if an illness or injury means you can't work.",
    },
    {
      title: 'Claims in the app',
      body: 'Start a claim and follow its progress from your phone.',
    },
    {
      title: 'Clear terms up front',
      body: 'See the benefit amount, the waiting period and the main exclusions before you sign up.',
    },
  ],
  faq: [
    {
      question: 'What counts as job loss?',
      answer:
        'Coverage is for involuntary job loss, such as a layoff. Quitting or being fired for misconduct is usually not covered, and the policy lists the details.',
    },
    {
      question: 'What is the waiting period?',
      answer:
        'A set time after you enroll before coverage starts, and sometimes after you lose income before benefits begin. Your policy states the exact periods.',
    },
    {
      question: 'Do part-time jobs qualify?',
      answer:
        'They can. The policy sets eligibility rules, such as how long you have worked and how many hours a week.',
    },
    {
      question: 'Who provides the insurance?',
      answer:
        'A partner insurance company underwrites the coverage. Beem helps you enroll and manage it in the app.',
    },
  ],
} satisfies FeatureContent;
