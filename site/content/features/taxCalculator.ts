import type { FeatureContent } from '@beem/design-system/marketing';
import { beemPaths } from '../paths';

export default {
  path: beemPaths.taxCalculator,
  seo: {
    title: 'Free federal tax refund calculator for 2025 and 2026',
    description:
      'Estimate your 2025 or 2026 federal tax refund from your wages, deductions and withholding, and see how tax brackets and FICA add up. Free to use.',
  },
  eyebrow: 'Tax calculator',
  title: 'Tax refund calculator',
  claim: 'Estimate your 2025 or 2026 federal tax refund',
  lead: "Enter a few numbers from your pay stubs or W-2 and see whether you're likely to get a refund or owe, and why. The calculator is free to use.",
  icon: 'taxCalculator',
  steps: [
    {
      title: 'Pick a year and filing status',
      body: 'Choose 2025 or 2026 and your filing status, such as single or head of household.',
    },
    {
      title: 'Add your numbers',
      body: 'Enter your wages, pre-tax contributions, deductions and the federal income tax already withheld from your pay.',
    },
    {
      title: 'See your estimate',
      body: 'The calculator works out your taxable income, your tax bracket by bracket and your likely refund or balance due.',
    },
  ],
  benefits: [
    {
      title: 'Pre-tax deductions, the right way',
      body: 'Enter your gross pay, then what comes out before tax. 401(k) contributions lower income tax only; section 125 health premiums lower Social Security and Medicare too.',
    },
    {
      title: 'Standard or itemized',
      body: 'Use the standard deduction or enter itemized deductions, and the calculator applies the one you pick.',
    },
    {
      title: 'Refundable credits for low incomes',
      body: 'The earned income tax credit and the refundable part of the child tax credit, from the IRS tables for 2025 and 2026, shown as their own lines in your refund.',
    },
    {
      title: 'Brackets and FICA explained',
      body: 'See how much of your income falls in each bracket, plus the Social Security and Medicare (FICA) tax on your wages.',
    },
  ],
  faq: [
    {
      question: 'Is this tax advice?',
      answer:
        "No. It's an estimate based on the numbers you enter and simplified rules. Your actual refund depends on your full return.",
    },
    {
      question: 'Where do I find my withholding?',
      answer:
        'It is in box 2 of your W-2, or in the year-to-date federal income tax line on your latest pay stub.',
    },
    {
      question: 'Why is FICA shown separately?',
      answer:
        "Social Security and Medicare taxes are taken from your wages on their own. They usually aren't refunded, so they don't change your refund estimate.",
    },
    {
      question: 'What does the estimate leave out?',
      answer:
        'State and local taxes, gig and self-employment income, education and other credits, and the eligibility rules it takes on trust. The calculator lists them all under its results. If any apply to you, expect your result to differ.',
    },
  ],
} satisfies FeatureContent;
