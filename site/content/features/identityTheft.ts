import type { FeatureContent } from '@beem/design-system/marketing';
import { beemPaths } from '../paths';

export default {
  path: beemPaths.identityTheft,
  seo: {
    title: 'Identity theft protection and insurance',
    description:
      'Watch for signs your personal information is being misused, get alerts and help if it happens, and identity theft insurance on the Pro plan.',
  },
  eyebrow: 'Identity theft protection',
  title: 'Protect your identity and your money',
  claim: 'Identity theft insurance up to $1 Million*',
  footnote:
    "*Identity theft insurance is underwritten by a partner insurance company and included with the Pro plan. Coverage is subject to the policy's terms, conditions and exclusions.",
  lead: 'Students share personal details with schools, employers and apps all the time. Beem watches for signs of misuse and helps you recover if your identity is stolen.',
  icon: 'identityProtection',
  steps: [
    {
      title: 'Turn on protection',
      body: 'Add the details you want watched, like your email address and phone number, in the app.',
    },
    {
      title: 'Get alerts',
      body: 'If we spot signs that your information is being misused, we let you know and tell you what to do next.',
    },
    {
      title: 'Get help recovering',
      body: 'If your identity is stolen, get step-by-step help and, on Pro, file a claim for covered costs.',
    },
  ],
  benefits: [
    {
      title: 'Identity monitoring',
      body: 'On Plus and Pro, we watch for signs that your personal information is being misused.',
    },
    {
      title: 'Insurance for covered costs',
      body: 'On Pro, identity theft insurance can help pay eligible costs of restoring your identity.',
    },
    {
      title: 'Help when it happens',
      body: 'Get guidance on freezing your credit, reporting fraud and contacting the companies involved.',
    },
    {
      title: 'Everyday tips',
      body: 'Simple habits, like using unique passwords and checking your statements, make you a harder target.',
    },
  ],
  faq: [
    {
      question: 'What does the insurance cover?',
      answer:
        'It can help pay certain costs of recovering from identity theft. The policy lists exactly what is covered and what is excluded.',
    },
    {
      question: 'Which plans include identity theft protection?',
      answer:
        'Plus includes identity monitoring and alerts. Pro adds identity theft insurance up to $1 Million.',
    },
    {
      question: 'What should I do if I think my identity was stolen?',
      answer:
        'Contact your bank and card issuers, consider freezing your credit and reach out to Beem support. On Pro, you can also start a claim in the app.',
    },
  ],
} satisfies FeatureContent;
