import type { FeatureContent } from '@beem/design-system/marketing';
import { beemPaths } from '../paths';

export default {
  path: beemPaths.budget,
  seo: {
    title: 'Budget planner with the 50/30/20 rule',
    description:
      'Plan your monthly budget with the 50/30/20 rule. Enter your take-home pay and expenses to see your needs, wants and savings. Saved only on your device.',
  },
  eyebrow: 'Budget planner',
  title: 'A simple budget planner for student life',
  claim: 'See where your money goes with the 50/30/20 rule',
  lead: 'Add your take-home income and your regular costs, and the planner shows how your spending splits between needs, wants and savings.',
  icon: 'budgetPlanner',
  steps: [
    {
      title: 'Enter your take-home income',
      body: 'Use what actually lands in your account each month after taxes, from jobs, family support or aid refunds.',
    },
    {
      title: 'List your expenses',
      body: 'Add each cost, like rent, groceries, phone or streaming, and mark it as a need, a want or savings.',
    },
    {
      title: 'Compare with 50/30/20',
      body: 'See how your split compares with 50% for needs, 30% for wants and 20% for savings, and where to adjust.',
    },
  ],
  benefits: [
    {
      title: 'Your month at a glance',
      body: 'Needs, wants and savings each get a total, so you can see what takes the biggest share.',
    },
    {
      title: 'Built for uneven income',
      body: 'Shifts change week to week? Enter a typical month and update it whenever things change.',
    },
    {
      title: 'Private by design',
      body: 'Your numbers are saved only on your device. Nothing you enter is sent to Beem.',
    },
    {
      title: 'Easy to adjust',
      body: 'Add, edit or remove an expense and the totals update right away.',
    },
  ],
  faq: [
    {
      question: 'What is the 50/30/20 rule?',
      answer:
        'A simple guide that puts about half of your take-home pay toward needs, 30% toward wants and 20% toward savings or paying down debt.',
    },
    {
      question: 'Is my budget sent to Beem?',
      answer:
        'No. The planner saves your numbers only on your device, in your browser. Clearing your browser data removes them.',
    },
    {
      question: 'What if my needs are more than 50%?',
      answer:
        "That's common for students, especially with high rent. Treat the rule as a starting point and look for small changes in wants first.",
    },
    {
      question: 'Should I use my pay before or after taxes?',
      answer:
        'After taxes. Take-home pay is the money you can actually spend, so it gives you a realistic plan.',
    },
  ],
} satisfies FeatureContent;
