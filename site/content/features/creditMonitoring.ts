import type { FeatureContent } from '@beem/design-system/marketing';
import { beemPaths } from '../paths';

export default {
  path: beemPaths.creditMonitoring,
  seo: {
    title: 'Credit score monitoring and alerts',
    description:
      'Check your credit score in the app, see what affects it and get alerts when your report changes. Checking your own score never lowers it.',
  },
  eyebrow: 'Credit monitoring',
  title: 'Know your credit score and what moves it',
  claim: 'Track your credit score at no extra cost',
  lead: "Your credit score affects apartments, car loans and even some jobs. Beem shows you where you stand and what's helping or hurting your score.",
  icon: 'creditMonitoring',
  scene: 'creditScore',
  steps: [
    {
      title: 'Turn it on',
      body: 'Open credit monitoring in the app and confirm your identity so we can find your credit report.',
    },
    {
      title: 'See your score',
      body: 'Check your current score and the factors behind it, like payment history and how much of your credit you use.',
    },
    {
      title: 'Get alerts',
      body: 'On Plus and Pro, get an alert when something new shows up on your report, like a new account or inquiry.',
    },
  ],
  benefits: [
    {
      title: 'No harm to your score',
      body: 'Checking your own score is a soft inquiry, so it never lowers your score.',
    },
    {
      title: 'Included in every plan',
      body: 'Score tracking is part of every Beem membership, with nothing extra to pay.',
    },
    {
      title: 'Spot problems early',
      body: 'Alerts help you catch accounts you do not recognize before they become a bigger problem.',
    },
    {
      title: 'Tips that fit your report',
      body: 'See practical next steps, like paying down a card balance, based on what is on your report.',
    },
  ],
  faq: [
    {
      question: 'Does checking my score hurt it?',
      answer:
        "No. Checking your own score is a soft inquiry and doesn't affect it. Hard inquiries happen when you apply for credit.",
    },
    {
      question: 'Where does my score come from?',
      answer:
        'The app shows which credit bureau provides your score, which scoring model is used and when it was last updated.',
    },
    {
      question: 'I have no credit history. Can I still use it?',
      answer:
        'Yes. You may not have a score yet, and the app shows you simple ways to start building credit.',
    },
    {
      question: 'Which plans include alerts?',
      answer:
        'Score tracking comes with every plan. Alerts when your credit report changes come with Plus and Pro.',
    },
  ],
} satisfies FeatureContent;
