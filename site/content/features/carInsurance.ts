import type { FeatureContent } from '@beem/design-system/marketing';
import { beemPaths } from '../paths';

export default {
  path: beemPaths.carInsurance,
  seo: {
    title: 'Compare car insurance quotes for students',
    description:
      'Compare car insurance quotes from licensed partner insurers in one place and find coverage that fits a student budget. See your price before you buy.',
  },
  eyebrow: 'Car insurance',
  title: 'Car insurance that fits a student budget',
  claim: 'Save on car insurance, up to 40%*',
  footnote:
    "*Savings vary by driver, vehicle, state and insurer, and not every driver will save. Car insurance is offered through licensed partner insurers, and savings are compared with a driver's previous premium.",
  lead: 'Answer a few questions about you and your car, then compare quotes from partner insurers side by side before you choose.',
  icon: 'carInsurance',
  steps: [
    {
      title: 'Tell us about you and your car',
      body: 'Share your ZIP code, your car and your driving history, so insurers can price your coverage.',
    },
    {
      title: 'Compare quotes',
      body: 'See prices and coverage from partner insurers next to each other, including deductibles and limits.',
    },
    {
      title: 'Choose and buy',
      body: 'Pick the quote that fits and finish buying the policy directly with the insurer.',
    },
  ],
  benefits: [
    {
      title: 'Several quotes, one form',
      body: 'Fill in your details once instead of repeating them on every insurer site.',
    },
    {
      title: 'Student discounts',
      body: 'Where insurers offer them, discounts like good-student rates are included in your quotes.',
    },
    {
      title: 'Clear coverage',
      body: 'See what each policy covers, so the cheapest quote is not the only thing you compare.',
    },
    {
      title: 'No obligation',
      body: "Getting quotes is free, and you don't have to buy anything.",
    },
  ],
  faq: [
    {
      question: 'Does Beem sell car insurance?',
      answer:
        'Beem connects you with licensed partner insurers. Your policy is with the insurer you choose.',
    },
    {
      question: "Can I stay on my parents' policy?",
      answer:
        'Often, yes, especially if you live at home or are away at school. Compare that with a policy of your own to see which costs less.',
    },
    {
      question: 'Will getting a quote affect my credit score?',
      answer:
        "Getting quotes doesn't affect your credit score. Some insurers use credit-based insurance information where state law allows it.",
    },
    {
      question: 'What do I need to get a quote?',
      answer:
        'Your ZIP code, your car details, your driver license information and any recent accidents or tickets.',
    },
  ],
} satisfies FeatureContent;
