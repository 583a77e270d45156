import type { FeatureContent } from '@beem/design-system/marketing';
import { beemPaths } from '../paths';

export default {
  path: beemPaths.savings,
  seo: {
    title: 'High-yield savings account',
    description:
      'Earn a high yield on your savings through our partner bank. Open an account in the app, set goals and automate deposits toward what matters to you.',
  },
  eyebrow: 'High-yield savings',
  title: "Savings that earn more while you're in school",
  claim: 'Earn up to 5% APY*',
  footnote:
    '*APY (annual percentage yield) is variable and may change at any time, and a minimum balance may apply. Savings accounts are offered through our partner bank, Member FDIC, and FDIC insurance applies through the partner bank.',
  lead: 'Put spare cash somewhere it earns interest, whether you are saving for spring break, a deposit on an apartment or an emergency fund.',
  icon: 'savings',
  steps: [
    {
      title: 'Open your account',
      body: 'Open a savings account in the Beem app. The current rate and any minimum balance are shown before you start.',
    },
    {
      title: 'Add money',
      body: 'Move money from your linked bank account, or set up automatic transfers on payday.',
    },
    {
      title: 'Watch it grow',
      body: 'See your balance and the interest you have earned every time you open the app.',
    },
  ],
  benefits: [
    {
      title: 'Goals you can see',
      body: 'Name a goal, set a target and track how close you are.',
    },
    {
      title: 'Automatic saving',
      body: 'Schedule transfers so saving happens without you having to remember.',
    },
    {
      title: 'FDIC insurance',
      body: 'Deposits are held at our partner bank, Member FDIC, and are insured up to the applicable limits.',
    },
    {
      title: 'Your money, when you need it',
      body: 'Move money back to your checking account when you need it. Transfer limits may apply.',
    },
  ],
  faq: [
    {
      question: 'Is Beem a bank?',
      answer:
        'No. Beem is a financial technology company. Savings accounts are provided by our partner bank, Member FDIC.',
    },
    {
      question: 'Is the APY fixed?',
      answer:
        'No. The APY is variable and can change at any time. The app always shows your current rate.',
    },
    {
      question: 'Is there a minimum balance?',
      answer:
        'A minimum balance may apply to earn the top rate. The app shows any minimum before you open your account.',
    },
    {
      question: 'Is my money insured?',
      answer:
        'Yes, deposits are FDIC insured through our partner bank, up to the applicable limits.',
    },
  ],
} satisfies FeatureContent;
