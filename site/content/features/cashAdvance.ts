import type { FeatureContent } from '@beem/design-system/marketing';
import { beemPaths } from '../paths';

export default {
  path: beemPaths.cashAdvance,
  seo: {
    title: 'Instant cash advance for college students',
    description:
      'Get a cash advance before payday with no interest. See how much you qualify for in the app, get the money fast and repay it on your next payday.',
  },
  eyebrow: 'Instant cash advance',
  title: 'Cash before payday, without the stress',
  claim: 'Get a cash advance of up to $1,000*',
  footnote:
    '*A cash advance is not a loan and carries no interest. Eligibility and amounts vary based on your income and account history, your limit depends on your membership plan, and not all members qualify.',
  lead: "Rent is due and payday is still a week away? Beem can advance part of the money you're expecting, so you can cover the gap and pay it back when your paycheck lands.",
  icon: 'instantCash',
  scene: 'cashAdvance',
  steps: [
    {
      title: 'Link your bank account',
      body: 'Connect the checking account where your pay arrives, so Beem can see your income and work out what you qualify for.',
    },
    {
      title: 'Pick your amount',
      body: 'Choose how much you need, up to your limit, and send it to your account with a standard or instant transfer.',
    },
    {
      title: 'Repay on payday',
      body: 'The advance is paid back from your linked account on your next payday. You can also repay early in the app.',
    },
  ],
  benefits: [
    {
      title: 'No interest',
      body: "An advance isn't a loan, so there's no interest and no APR to work out.",
    },
    {
      title: 'Limits that grow with your plan',
      body: 'Lite members can get up to $100, Basic up to $250, Plus up to $500 and Pro up to $1,000.',
    },
    {
      title: 'Fast when it matters',
      body: 'Instant transfers on eligible plans put the money in your account when you need it, not days later.',
    },
    {
      title: 'No surprises',
      body: 'You see your amount and repayment date before you confirm, and the app reminds you before payday.',
    },
  ],
  faq: [
    {
      question: 'Is a cash advance a loan?',
      answer:
        "No. An advance lets you get part of the money you're expecting a little early. There's no interest, and you repay the amount you received.",
    },
    {
      question: 'How much can I get?',
      answer:
        'It depends on your income, your account history and your membership plan, up to $1,000 on Pro. The app shows your amount before you accept it.',
    },
    {
      question: 'When do I pay it back?',
      answer:
        "On your next payday, from the bank account you linked. If you'd rather clear it sooner, you can repay early in the app.",
    },
    {
      question: "What if I can't repay on time?",
      answer:
        'Contact support before your repayment date so we can talk through your options. The sooner you reach out, the more we can help.',
    },
  ],
} satisfies FeatureContent;
