import type { FeatureContent } from '@beem/design-system/marketing';
import { beemPaths } from '../paths';

export default {
  path: beemPaths.healthInsurance,
  seo: {
    title: 'Affordable health insurance plans',
    description:
      'Compare health insurance plans from licensed partners by price, deductible and network, and find coverage that fits a student budget. Enroll online.',
  },
  eyebrow: 'Health insurance',
  title: 'Find a health plan that fits your budget',
  claim: 'Health plans from $2.80/month*',
  footnote:
    '*Prices depend on your age, location and the plan you choose, and the lowest price is not available everywhere. Plans are offered through licensed partner insurers and agents.',
  lead: 'Compare plans from licensed partners by monthly price, deductible and doctor network, and pick coverage that works for you.',
  icon: 'healthInsurance',
  steps: [
    {
      title: 'Enter a few details',
      body: 'Share your ZIP code, your age and who needs coverage.',
    },
    {
      title: 'Compare plans',
      body: 'See monthly prices, deductibles and networks side by side.',
    },
    {
      title: 'Enroll',
      body: 'Choose a plan and finish enrolling with the licensed partner.',
    },
  ],
  benefits: [
    {
      title: 'Prices up front',
      body: 'See what each plan costs each month before you share anything more.',
    },
    {
      title: 'Beyond the price',
      body: 'Compare deductibles, copays and networks, not just the monthly premium.',
    },
    {
      title: 'Licensed help',
      body: 'Licensed partner agents can answer questions about a plan before you enroll.',
    },
    {
      title: 'Options for students',
      body: "Whether you're leaving a parent's plan or skipping your school's plan, see what else is available.",
    },
  ],
  faq: [
    {
      question: "Can I stay on my parent's plan?",
      answer:
        "Under the Affordable Care Act, you can usually stay on a parent's plan until you turn 26. Compare it with your other options to see what fits.",
    },
    {
      question: 'What does a low-cost plan cover?',
      answer:
        'Low-cost plans may have higher deductibles or cover fewer services. Check what each plan includes before you enroll.',
    },
    {
      question: 'When can I enroll?',
      answer:
        'During open enrollment each year, or after a life event like losing other coverage or moving to a new state.',
    },
    {
      question: 'Does my school offer a plan?',
      answer:
        "Many colleges do. Compare your school's plan with the options here, looking at price, deductible and the doctors you can see.",
    },
  ],
} satisfies FeatureContent;
