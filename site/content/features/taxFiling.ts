import type { FeatureContent } from '@beem/design-system/marketing';
import { beemPaths } from '../paths';

export default {
  path: beemPaths.taxFiling,
  seo: {
    title: 'File your federal tax return online',
    description:
      'File your federal tax return from your phone. Answer plain questions about jobs, scholarships and school costs, then review and e-file in the app.',
  },
  eyebrow: 'Online tax filing',
  title: 'File your federal taxes from your phone',
  claim: 'File your federal return in the app',
  lead: 'Answer simple questions about your jobs, scholarships and school costs, and Beem helps you put your federal return together and e-file it.',
  icon: 'taxFiling',
  steps: [
    {
      title: 'Gather your forms',
      body: 'Have your W-2s from each job, any 1099 forms and the 1098-T from your school ready.',
    },
    {
      title: 'Answer plain questions',
      body: 'Tell us about your income, whether someone claims you as a dependent and what you paid for school.',
    },
    {
      title: 'Review and e-file',
      body: 'Check the summary, fix anything that looks off and send your return to the IRS electronically.',
    },
  ],
  benefits: [
    {
      title: 'Made for students',
      body: 'Questions cover the things students run into, like education credits, scholarships and student loan interest.',
    },
    {
      title: 'Save as you go',
      body: 'Start on the bus, finish after class. Your progress is saved in the app.',
    },
    {
      title: 'Plain English',
      body: 'No tax jargon without an explanation. Each question says why it matters.',
    },
    {
      title: 'Track your refund',
      body: 'After you file, follow the status of your federal refund from the app.',
    },
  ],
  faq: [
    {
      question: 'Do I need to file if I am a student?',
      answer:
        "It depends on your income and whether someone can claim you as a dependent. Even if you don't have to file, filing may get back tax that was withheld from your paychecks.",
    },
    {
      question: 'Can my parents still claim me?',
      answer:
        'Possibly. The app asks the questions that decide it, so you and your parents can avoid both claiming the same exemption or credit.',
    },
    {
      question: 'What about my state return?',
      answer:
        'This page covers your federal return. Check the app for the state filing options available where you live.',
    },
    {
      question: 'When is the deadline?',
      answer:
        'Federal returns are usually due in mid-April. The IRS confirms the exact date each year.',
    },
  ],
} satisfies FeatureContent;
