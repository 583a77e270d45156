/**
 * The tax calculator's words, one module per language: this one (US English) and
 * `copy.es-US.ts`. Each island imports the one its page is written in, so a page ships one
 * language. The engine (federalTax.ts) returns figures and statuses, never sentences; every
 * sentence, with its figures already formatted for the locale, is written here.
 */
import type { AmountKey, BeemLocale, Translate } from '@beem/design-system';
import type { FilingStatus } from './federalTax';

/** A field's label when filing alone, and when a spouse's fields are beside it. */
interface Label {
  alone: string;
  joint: string;
}

export interface TaxCalculatorCopy {
  locale: BeemLocale;
  /**
   * The library's amount messages in this language, for `parseAmount` and `parseCount`. English
   * uses the library's own default, so an English page bundles no catalogue.
   */
  amountMessages?: Translate<AmountKey>;
  words: TaxCalculatorWords;
}

export interface TaxCalculatorWords {
  title: string;
  note: (year: number) => string;
  needsScript: string;
  formLabel: string;
  yearLabel: string;
  statusLabel: string;
  statuses: Record<FilingStatus, string>;
  yourPay: string;
  spousePay: string;
  wages: Label;
  wagesHint: string;
  retirement: Label;
  retirementHint: string;
  health: Label;
  healthHint: string;
  spouseWages: string;
  spouseWagesHint: string;
  spouseRetirement: string;
  spouseHealth: string;
  /** The wages fields' names inside the amount messages ("Enter your …"). */
  wagesName: string;
  spouseWagesName: string;
  itemisedName: string;
  deductionsOverWages: string;
  deductionLabel: string;
  standardDeduction: (amount: string) => string;
  itemisedDeduction: string;
  itemisedLabel: string;
  itemisedHint: string;
  withheldLabel: string;
  withheldHint: Label;
  children: string;
  childrenLabel: string;
  childrenHint: string;
  otherChildrenLabel: string;
  otherChildrenHint: string;
  separated: (year: number) => string;
  separatedHint: string;
  aged25To64: { alone: (year: number) => string; joint: (year: number) => string };
  aged25To64Hint: string;
  resultsTitle: string;
  prompts: { check: string; wages: string; itemised: string };
  verdict: { even: string; refund: (amount: string) => string; owe: (amount: string) => string };
  figures: {
    taxableIncome: string;
    taxableIncomeHelp: (
      adjusted: string,
      kind: 'standard' | 'itemised',
      deduction: string,
    ) => string;
    incomeTax: string;
    incomeTaxWithCredit: (beforeCredits: string, credit: string) => string;
    incomeTaxHelp: string;
    earnedIncomeCredit: string;
    additionalChildTaxCredit: string;
    additionalChildTaxCreditNone: string;
    additionalChildTaxCreditHelp: (perChild: string, rate: string, floor: string) => string;
    marginalRate: string;
    marginalRateHelp: string;
    effectiveRate: string;
    effectiveRateHelp: string;
    fica: string;
    ficaHelp: (socialSecurity: string, wageBase: string, medicare: string) => string;
    yourSocialSecurity: string;
    yourSocialSecurityHelp: (wages: string, wageBase: string) => string;
    spouseSocialSecurity: string;
    spouseSocialSecurityHelp: (wages: string, wageBase: string) => string;
  };
  /** The earned income credit's line, by what the engine found. */
  earnedIncomeCredit: {
    allowed: (children: number, earnedIncome: string) => string;
    ageRule: Label;
    separateReturn: string;
    noEarnedIncome: string;
    overIncomeLimit: (children: number, limit: string) => string;
  };
  sum: {
    caption: string;
    withheld: string;
    lessIncomeTax: string;
    plusEarnedIncomeCredit: string;
    plusAdditionalChildTaxCredit: string;
    owe: string;
    refund: string;
  };
  brackets: { caption: string; rate: string; income: string; tax: string };
  leftOut: {
    title: string;
    intro: string;
    /** The earned income credit's rules the estimate takes on trust, with its investment limit. */
    items: (year: number, investmentLimit: string) => readonly string[];
  };
}

/** "no qualifying children", "1 qualifying child", "3 qualifying children". */
const qualifyingChildren = (count: number) =>
  `${count === 0 ? 'no' : count} qualifying ${count === 1 ? 'child' : 'children'}`;

export const taxCalculatorCopy: TaxCalculatorCopy = {
  locale: 'en-US',
  words: {
    title: 'Federal tax calculator',
    note: (year) =>
      `An estimate, not tax advice. It covers wages from a W-2 only, uses the ${year} federal brackets and credits, and leaves some things out: see the list below.`,
    needsScript:
      'The calculator works out your estimate in your browser, and it needs JavaScript, which is off or did not load. Turn it on or reload the page to use it.',
    formLabel: 'Your income and withholding',
    yearLabel: 'Tax year',
    statusLabel: 'Filing status',
    statuses: {
      single: 'Single',
      marriedJointly: 'Married filing jointly',
      marriedSeparately: 'Married filing separately',
      headOfHousehold: 'Head of household',
    },
    yourPay: 'Your pay',
    spousePay: 'Your spouse’s pay',
    wages: { alone: 'Annual wages', joint: 'Your annual wages' },
    wagesHint:
      'Gross pay for the year, before taxes and before any 401(k) or benefit deductions: the year-to-date gross on your last pay stub.',
    retirement: {
      alone: 'Pre-tax retirement contributions',
      joint: 'Your pre-tax retirement contributions',
    },
    retirementHint:
      'Traditional 401(k), 403(b), 457(b) or TSP contributions taken from pay. They lower income tax, not Social Security or Medicare. Leave out Roth contributions.',
    health: {
      alone: 'Pre-tax health and benefit deductions',
      joint: 'Your pre-tax health and benefit deductions',
    },
    healthHint:
      'Health, dental and vision premiums, and FSA or HSA amounts, taken from pay before tax (a section 125 plan). They lower income tax and Social Security and Medicare.',
    spouseWages: 'Your spouse’s annual wages',
    spouseWagesHint:
      'Their gross pay for the year, figured the same way. Leave blank if they had no wages.',
    spouseRetirement: 'Your spouse’s pre-tax retirement contributions',
    spouseHealth: 'Your spouse’s pre-tax health and benefit deductions',
    wagesName: 'annual wages',
    spouseWagesName: 'spouse’s annual wages',
    itemisedName: 'itemised deductions',
    deductionsOverWages: 'Deductions can’t add up to more than the wages above.',
    deductionLabel: 'Deduction',
    standardDeduction: (amount) => `Standard (${amount})`,
    itemisedDeduction: 'Itemised',
    itemisedLabel: 'Itemised deductions',
    itemisedHint: 'Mortgage interest, state and local taxes, gifts to charity and similar.',
    withheldLabel: 'Federal tax withheld',
    withheldHint: {
      alone: 'From your pay stubs, or box 2 of your W-2.',
      joint: 'From your pay stubs, or box 2 of your W-2s: yours and your spouse’s together.',
    },
    children: 'Children',
    childrenLabel: 'Children under 17',
    childrenHint:
      'Who lived with you more than half the year and have a Social Security number. They count for the child tax credit and the earned income credit.',
    otherChildrenLabel: 'Other children for the earned income credit',
    otherChildrenHint:
      'Children who lived with you more than half the year and were 17 or 18 at its end, full-time students under 24, or permanently disabled. They count for the earned income credit only.',
    separated: (year) =>
      `I lived apart from my spouse for the last 6 months of ${year}, or we are legally separated and did not live together at its end`,
    separatedHint:
      'With a qualifying child who lived with you more than half the year, this lets you claim the earned income credit on a separate return.',
    aged25To64: {
      alone: (year) => `I was 25 to 64 at the end of ${year}`,
      joint: (year) => `You or your spouse were 25 to 64 at the end of ${year}`,
    },
    aged25To64Hint:
      'Without a qualifying child, the earned income credit is only for workers aged 25 to 64 whom no one else can claim as a dependent, so most students under 25 can’t get it.',
    resultsTitle: 'Your estimate',
    prompts: {
      check: 'Check the highlighted field to see your estimate.',
      wages: 'Enter your annual wages to see your estimate.',
      itemised: 'Enter your itemised deductions to see your estimate.',
    },
    verdict: {
      even: 'You’re about even: no refund and nothing to pay',
      refund: (amount) => `You may get back ${amount}`,
      owe: (amount) => `You may owe ${amount}`,
    },
    figures: {
      taxableIncome: 'Taxable income',
      taxableIncomeHelp: (adjusted, kind, deduction) =>
        `Wages for income tax, after 401(k) and section 125 deductions (${adjusted}), minus the ${kind} deduction of ${deduction}.`,
      incomeTax: 'Federal income tax',
      incomeTaxWithCredit: (beforeCredits, credit) =>
        `${beforeCredits} from the brackets, less ${credit} of the child tax credit.`,
      incomeTaxHelp: 'The sum of each bracket’s slice below.',
      earnedIncomeCredit: 'Earned income tax credit',
      additionalChildTaxCredit: 'Additional child tax credit',
      additionalChildTaxCreditNone:
        'None: it is the refundable part of the child tax credit, for children under 17.',
      additionalChildTaxCreditHelp: (perChild, rate, floor) =>
        `Refundable: the child tax credit your income tax did not use, up to ${perChild} a child and ${rate} of earned income above ${floor}.`,
      marginalRate: 'Marginal rate',
      marginalRateHelp: 'The rate on your next dollar of taxable income.',
      effectiveRate: 'Effective rate',
      effectiveRateHelp: 'Federal income tax as a share of your wages.',
      fica: 'Social Security and Medicare (FICA)',
      ficaHelp: (socialSecurity, wageBase, medicare) =>
        `Social Security ${socialSecurity} (6.2% of each worker’s wages up to ${wageBase}), Medicare ${medicare} (1.45%, plus 0.9% above the threshold). Withheld from each paycheck on top of income tax; section 125 deductions lower it, 401(k) contributions do not.`,
      yourSocialSecurity: 'Your Social Security',
      yourSocialSecurityHelp: (wages, wageBase) =>
        `6.2% of your ${wages} of wages, capped at ${wageBase}.`,
      spouseSocialSecurity: 'Your spouse’s Social Security',
      spouseSocialSecurityHelp: (wages, wageBase) =>
        `6.2% of your spouse’s ${wages} of wages, capped at ${wageBase} for each of you.`,
    },
    earnedIncomeCredit: {
      allowed: (children, earnedIncome) =>
        `Refundable. From the IRS credit table for ${qualifyingChildren(children)} and ${earnedIncome} of earned income.`,
      ageRule: {
        alone: 'None: without a qualifying child it is only for workers 25 to 64.',
        joint:
          'None: without a qualifying child it is only for couples where one of you is 25 to 64.',
      },
      separateReturn:
        'None: on a separate return it is only for a parent who lived apart from their spouse (or is legally separated) and had a qualifying child at home more than half the year.',
      noEarnedIncome: 'None: it needs earned income.',
      overIncomeLimit: (children, limit) =>
        `None: with ${qualifyingChildren(children)} it ends at ${limit} of income.`,
    },
    sum: {
      caption: 'How the estimate adds up',
      withheld: 'Federal tax withheld',
      lessIncomeTax: 'Less federal income tax',
      plusEarnedIncomeCredit: 'Plus earned income tax credit',
      plusAdditionalChildTaxCredit: 'Plus additional child tax credit',
      owe: 'Amount you may owe',
      refund: 'Refund',
    },
    brackets: {
      caption: 'Your taxable income, bracket by bracket',
      rate: 'Rate',
      income: 'Income in this bracket',
      tax: 'Tax',
    },
    leftOut: {
      title: 'What this estimate leaves out',
      intro: 'It is not a tax return. Your return can differ if any of these apply to you:',
      items: (year, investmentLimit) => [
        'State and local income taxes.',
        'Gig, freelance and other self-employment income (on a 1099-NEC or 1099-K) and the self-employment tax on it. Enter wages from a W-2 only.',
        'Other income, such as interest, unemployment benefits or taxable scholarships, and adjustments such as student loan interest or IRA contributions.',
        'Other credits and deductions: education credits (American Opportunity and Lifetime Learning), the Saver’s Credit, the child and dependent care credit, the $500 credit for other dependents (such as a child of 17 or over), and the deductions for tips and overtime pay.',
        `Rules of the earned income credit it takes on trust: investment income over ${investmentLimit} in ${year} rules it out; you, your spouse and each child need a Social Security number valid for work; a child must live with you in the US for more than half the year; and you can’t claim it if you are someone else’s qualifying child.`,
        'Whether you can file as head of household: the estimate uses the status you choose.',
        'The IRS tax table: below $100,000 of taxable income a return takes the tax from a table in $50 steps, which can differ from the brackets here by a few dollars.',
      ],
    },
  },
};
