/**
 * A simplified US federal income tax and payroll tax (FICA) estimate for wage earners.
 *
 * Figures: IRS Revenue Procedure 2024-40 as amended by the 2025 reconciliation act (P.L. 119-21)
 * for tax year 2025, and IRS Revenue Procedure 2025-32 for tax year 2026 (brackets and standard
 * deductions); Social Security Administration wage bases for 2025 and 2026; Additional Medicare
 * Tax thresholds from IRC §3101(b)(2), which are not indexed. The child tax credit is $2,200 per
 * child under 17 in both years (P.L. 119-21), reduced by $50 per $1,000 of income above $200,000
 * ($400,000 married filing jointly); only its non-refundable part is modelled.
 */

export const taxYears = [2025, 2026] as const;
export type TaxYear = (typeof taxYears)[number];

export const filingStatuses = [
  'single',
  'marriedJointly',
  'marriedSeparately',
  'headOfHousehold',
] as const;
export type FilingStatus = (typeof filingStatuses)[number];

export const filingStatusLabels: Record<FilingStatus, string> = {
  single: 'Single',
  marriedJointly: 'Married filing jointly',
  marriedSeparately: 'Married filing separately',
  headOfHousehold: 'Head of household',
};

/** The rates, lowest first; the last applies above the last edge. */
export const bracketRates = [0.1, 0.12, 0.22, 0.24, 0.32, 0.35, 0.37] as const;

interface YearFigures {
  /** Upper edges of the 10 %, 12 %, 22 %, 24 %, 32 % and 35 % brackets, by status. */
  bracketEdges: Record<FilingStatus, readonly [number, number, number, number, number, number]>;
  standardDeduction: Record<FilingStatus, number>;
  socialSecurityWageBase: number;
  childTaxCredit: number;
}

export const taxTable: Record<TaxYear, YearFigures> = {
  2025: {
    bracketEdges: {
      single: [11_925, 48_475, 103_350, 197_300, 250_525, 626_350],
      marriedJointly: [23_850, 96_950, 206_700, 394_600, 501_050, 751_600],
      marriedSeparately: [11_925, 48_475, 103_350, 197_300, 250_525, 375_800],
      headOfHousehold: [17_000, 64_850, 103_350, 197_300, 250_500, 626_350],
    },
    standardDeduction: {
      single: 15_750,
      marriedJointly: 31_500,
      marriedSeparately: 15_750,
      headOfHousehold: 23_625,
    },
    socialSecurityWageBase: 176_100,
    childTaxCredit: 2_200,
  },
  2026: {
    bracketEdges: {
      single: [12_400, 50_400, 105_700, 201_775, 256_225, 640_600],
      marriedJointly: [24_800, 100_800, 211_400, 403_550, 512_450, 768_700],
      marriedSeparately: [12_400, 50_400, 105_700, 201_775, 256_225, 384_350],
      headOfHousehold: [17_700, 67_450, 105_700, 201_750, 256_200, 640_600],
    },
    standardDeduction: {
      single: 16_100,
      marriedJointly: 32_200,
      marriedSeparately: 16_100,
      headOfHousehold: 24_150,
    },
    socialSecurityWageBase: 184_500,
    childTaxCredit: 2_200,
  },
};

export const SOCIAL_SECURITY_RATE = 0.062;
export const MEDICARE_RATE = 0.0145;
export const ADDITIONAL_MEDICARE_RATE = 0.009;
export const additionalMedicareThreshold: Record<FilingStatus, number> = {
  single: 200_000,
  headOfHousehold: 200_000,
  marriedJointly: 250_000,
  marriedSeparately: 125_000,
};
const childCreditPhaseOutStart = (status: FilingStatus) =>
  status === 'marriedJointly' ? 400_000 : 200_000;

export interface TaxInput {
  year: TaxYear;
  status: FilingStatus;
  /** Annual wages (W-2 box 1 before pre-tax contributions are taken out). */
  wages: number;
  /** 401(k) and deductible IRA contributions: they lower income tax, not FICA. */
  preTaxContributions: number;
  /** `null`: the standard deduction; a number: the itemised total. */
  itemisedDeduction: number | null;
  federalWithheld: number;
  childrenUnder17: number;
}

export interface BracketSlice {
  rate: number;
  from: number;
  /** `null` for the top bracket. */
  to: number | null;
  /** The part of taxable income taxed at this rate. */
  amount: number;
  tax: number;
}

export interface TaxResult {
  adjustedIncome: number;
  deduction: number;
  deductionKind: 'standard' | 'itemised';
  taxableIncome: number;
  slices: BracketSlice[];
  taxBeforeCredits: number;
  childTaxCredit: number;
  incomeTax: number;
  /** The rate on the next dollar of taxable income. */
  marginalRate: number;
  /** Income tax after credits as a share of wages. */
  effectiveRate: number;
  socialSecurity: number;
  medicare: number;
  additionalMedicare: number;
  /** Withholding minus income tax: positive is a refund, negative an amount owed. */
  refund: number;
}

/** Cents are where tax tables round; floating-point sums are kept from drifting past them. */
const cents = (value: number) => Math.round(value * 100) / 100;

export function bracketSlices(taxableIncome: number, edges: readonly number[]): BracketSlice[] {
  return bracketRates.map((rate, index) => {
    const from = index === 0 ? 0 : (edges[index - 1] ?? 0);
    const to = edges[index] ?? null;
    const amount = Math.max(0, Math.min(taxableIncome, to ?? Infinity) - from);
    return { rate, from, to, amount, tax: cents(amount * rate) };
  });
}

export function calculateTax(input: TaxInput): TaxResult {
  const figures = taxTable[input.year];
  const edges = figures.bracketEdges[input.status];
  const wages = Math.max(0, input.wages);
  const adjustedIncome = Math.max(0, wages - Math.max(0, input.preTaxContributions));
  const deductionKind = input.itemisedDeduction === null ? 'standard' : 'itemised';
  const deduction =
    input.itemisedDeduction === null
      ? figures.standardDeduction[input.status]
      : Math.max(0, input.itemisedDeduction);
  const taxableIncome = Math.max(0, adjustedIncome - deduction);
  const slices = bracketSlices(taxableIncome, edges);
  const taxBeforeCredits = cents(slices.reduce((sum, slice) => sum + slice.tax, 0));

  const phaseOutSteps = Math.ceil(
    Math.max(0, adjustedIncome - childCreditPhaseOutStart(input.status)) / 1_000,
  );
  const fullCredit = Math.max(0, Math.floor(input.childrenUnder17)) * figures.childTaxCredit;
  const childTaxCredit = Math.min(taxBeforeCredits, Math.max(0, fullCredit - phaseOutSteps * 50));
  const incomeTax = cents(taxBeforeCredits - childTaxCredit);

  const marginalIndex = slices.findIndex((slice) => slice.to === null || taxableIncome < slice.to);
  const threshold = additionalMedicareThreshold[input.status];
  return {
    adjustedIncome,
    deduction,
    deductionKind,
    taxableIncome,
    slices,
    taxBeforeCredits,
    childTaxCredit,
    incomeTax,
    marginalRate: bracketRates[marginalIndex] ?? bracketRates[6],
    effectiveRate: wages > 0 ? incomeTax / wages : 0,
    socialSecurity: cents(Math.min(wages, figures.socialSecurityWageBase) * SOCIAL_SECURITY_RATE),
    medicare: cents(wages * MEDICARE_RATE),
    additionalMedicare: cents(Math.max(0, wages - threshold) * ADDITIONAL_MEDICARE_RATE),
    refund: cents(Math.max(0, input.federalWithheld) - incomeTax),
  };
}
