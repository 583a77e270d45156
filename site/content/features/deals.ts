import type { FeatureContent } from '@beem/design-system/marketing';
import { beemPaths } from '../paths';

export default {
  path: beemPaths.deals,
  seo: {
    title: 'Student deals and discounts',
    description:
      'Find exclusive student discounts on food, tech, travel and everyday essentials in the Beem app. Deals come with every membership plan.',
  },
  eyebrow: 'Deals',
  title: 'Student deals on the things you actually buy',
  claim: 'Exclusive discounts for students',
  lead: 'From food delivery to laptops, find discounts picked for students and use them in a couple of taps.',
  icon: 'deals',
  steps: [
    {
      title: 'Browse deals',
      body: 'Look through deals by category, like food, tech, travel or clothes.',
    },
    {
      title: 'Activate a deal',
      body: 'Tap a deal to see its terms and get the code or link.',
    },
    {
      title: 'Save at checkout',
      body: 'Use the code or link when you pay, and the discount is applied.',
    },
  ],
  benefits: [
    {
      title: 'Picked for students',
      body: 'Deals focus on what students actually spend on, from groceries to textbooks.',
    },
    {
      title: 'Fresh deals',
      body: 'New offers are added regularly, so it is worth checking back.',
    },
    {
      title: 'Stack with cashback',
      body: 'On eligible plans, some purchases can also earn cashback.',
    },
    {
      title: 'In every plan',
      body: 'Deals come with every Beem membership, from Lite to Pro.',
    },
  ],
  faq: [
    {
      question: 'Do deals cost extra?',
      answer: 'No. Deals are included with every Beem membership plan.',
    },
    {
      question: 'Do deals expire?',
      answer: 'Most do. Each deal shows its end date and terms, so check them before you buy.',
    },
    {
      question: 'Can I use a deal more than once?',
      answer:
        'It depends on the merchant. The terms on each deal say whether it is a one-time offer.',
    },
  ],
} satisfies FeatureContent;
