/**
 * A US federal income tax and payroll tax (FICA) estimate for people paid wages on a W-2, with
 * the refundable credits that decide a low-income worker's refund.
 *
 * Figures:
 * - 2025: IRS Revenue Procedure 2024-40 as amended by the 2025 reconciliation act (P.L. 119-21):
 *   brackets and standard deductions; earned income credit in sec. 2.06; refundable child tax
 *   credit ($1,700 a child) in sec. 2.05.
 * - 2026: IRS Revenue Procedure 2025-32: brackets, standard deductions, earned income credit in
 *   sec. 4.06, refundable child tax credit ($1,700 a child).
 * - Credit and phase-out percentages of the earned income credit: IRC 32(b)(1). Child tax credit:
 *   $2,200 a child under 17 in both years (IRC 24(h)(2) as amended by P.L. 119-21), reduced by
 *   $50 for each $1,000 (or part) of income above $200,000 ($400,000 filing jointly).
 * - Social Security wage bases from the Social Security Administration; Additional Medicare Tax
 *   thresholds from IRC 3101(b)(2), which are not indexed.
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

/** The rates, lowest first; the last applies above the last edge. */
export const bracketRates = [0.1, 0.12, 0.22, 0.24, 0.32, 0.35, 0.37] as const;

/** Four figures, for 0, 1, 2 and 3 or more qualifying children. */
type ByChildren = readonly [number, number, number, number];

/** Earned income credit figures for one year (the revenue procedure's table). */
export interface EarnedIncomeCreditFigures {
  /** Earned income at which the credit reaches its maximum. */
  earnedIncomeAmount: ByChildren;
  /** The published maximum credit (credit percentage × earned income amount, rounded). */
  maximum: ByChildren;
  /** Income above which the credit phases out: joint returns and all other returns. */
  phaseOutStart: { joint: ByChildren; other: ByChildren };
  /** Income at or above which no credit is allowed. */
  completedPhaseOut: { joint: ByChildren; other: ByChildren };
  /** Investment income above this rules the credit out (IRC 32(i)); not modelled, only shown. */
  investmentIncomeLimit: number;
}

interface YearFigures {
  /** Upper edges of the 10 %, 12 %, 22 %, 24 %, 32 % and 35 % brackets, by status. */
  bracketEdges: Record<FilingStatus, readonly [number, number, number, number, number, number]>;
  standardDeduction: Record<FilingStatus, number>;
  socialSecurityWageBase: number;
  childTaxCredit: number;
  /** The most of the child tax credit that can be refunded, per child (IRC 24(h)(5)). */
  refundableChildTaxCredit: number;
  earnedIncomeCredit: EarnedIncomeCreditFigures;
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
    // Rev. Proc. 2024-40 sec. 2.05.
    refundableChildTaxCredit: 1_700,
    // Rev. Proc. 2024-40 sec. 2.06; the completed phase-outs are also those of Pub. 596 (2025).
    earnedIncomeCredit: {
      earnedIncomeAmount: [8_490, 12_730, 17_880, 17_880],
      maximum: [649, 4_328, 7_152, 8_046],
      phaseOutStart: {
        joint: [17_730, 30_470, 30_470, 30_470],
        other: [10_620, 23_350, 23_350, 23_350],
      },
      completedPhaseOut: {
        joint: [26_214, 57_554, 64_430, 68_675],
        other: [19_104, 50_434, 57_310, 61_555],
      },
      investmentIncomeLimit: 11_950,
    },
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
    refundableChildTaxCredit: 1_700,
    // Rev. Proc. 2025-32 sec. 4.06. The completed phase-outs are the threshold plus the maximum
    // over the phase-out percentage, as the revenue procedure computes them; the IRS news release
    // of October 2025 printed $19,450 and $70,224 for two of them, which that sum does not give
    // ($10,860 + $664 / 7.65 % = $19,540; $31,160 + $8,231 / 21.06 % = $70,244).
    earnedIncomeCredit: {
      earnedIncomeAmount: [8_680, 13_020, 18_290, 18_290],
      maximum: [664, 4_427, 7_316, 8_231],
      phaseOutStart: {
        joint: [18_140, 31_160, 31_160, 31_160],
        other: [10_860, 23_890, 23_890, 23_890],
      },
      completedPhaseOut: {
        joint: [26_820, 58_863, 65_899, 70_244],
        other: [19_540, 51_593, 58_629, 62_974],
      },
      investmentIncomeLimit: 12_200,
    },
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

/**
 * Credit and phase-out percentages of the earned income credit (IRC 32(b)(1)), in hundredths of
 * a percent so the table below is worked in whole numbers.
 */
const eitcCreditBasisPoints: ByChildren = [765, 3_400, 4_000, 4_500];
const eitcPhaseOutBasisPoints: ByChildren = [765, 1_598, 2_106, 2_106];
export const eitcCreditRates = eitcCreditBasisPoints.map((bp) => bp / 10_000);
export const eitcPhaseOutRates = eitcPhaseOutBasisPoints.map((bp) => bp / 10_000);

/** The refundable child tax credit starts at 15 % of earned income above $2,500 (IRC 24(d)). */
export const REFUNDABLE_CHILD_CREDIT_RATE = 0.15;
export const REFUNDABLE_CHILD_CREDIT_FLOOR = 2_500;
/** The earned income credit counts at most three qualifying children (IRC 32(b)(1)). */
const EITC_MAX_CHILDREN = 3;

/** One worker's pay for the year, as a pay stub's year-to-date column shows it. */
export interface EarnerPay {
  /** Gross pay: before any tax and before retirement or benefit deductions. */
  grossWages: number;
  /**
   * Elective deferrals to a 401(k), 403(b), governmental 457(b) or the Thrift Savings Plan. They
   * are left out of W-2 box 1 (income tax) but not of boxes 3 and 5 (Social Security, Medicare).
   */
  retirementDeferrals: number;
  /**
   * Pre-tax deductions under a section 125 cafeteria plan: health, dental and vision premiums,
   * health and dependent care FSA and HSA contributions taken from pay. They are left out of
   * boxes 1, 3 and 5 alike.
   */
  cafeteriaPlan: number;
}

export interface TaxInput {
  year: TaxYear;
  status: FilingStatus;
  /** The filer's pay. */
  you: EarnerPay;
  /** The spouse's pay: read only when filing jointly (a separate return leaves it out). */
  spouse?: EarnerPay | null;
  /** `null`: the standard deduction; a number: the itemised total. */
  itemisedDeduction: number | null;
  /** Federal income tax withheld (W-2 box 2), both spouses together when filing jointly. */
  federalWithheld: number;
  /** Children under 17: the child tax credit, and the earned income credit. */
  childrenUnder17: number;
  /**
   * Other qualifying children for the earned income credit only: aged 17 or 18 at the end of the
   * year, full-time students under 24, or permanently and totally disabled (IRC 152(c)(3)).
   */
  otherEitcChildren?: number;
  /**
   * The filer (or, filing jointly, either spouse) is at least 25 and under 65 at the end of the
   * year. Without a qualifying child the earned income credit needs it (IRC 32(c)(1)(A)(ii)).
   */
  aged25To64?: boolean;
  /**
   * Filing separately: lived apart from the spouse for the last 6 months of the year, or has a
   * separation agreement and did not live with the spouse at its end. With a qualifying child
   * who lived with the filer more than half the year, this allows the earned income credit on a
   * separate return (IRC 32(d)(2), as amended in 2021).
   */
  separatedFromSpouse?: boolean;
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

/** One worker's wages and payroll taxes: Social Security is capped for each worker. */
export interface EarnerResult {
  grossWages: number;
  /** W-2 box 1: wages for income tax (gross less retirement deferrals and section 125). */
  taxableWages: number;
  /** W-2 boxes 3 and 5: wages for Social Security and Medicare (gross less section 125). */
  payrollWages: number;
  socialSecurity: number;
  medicare: number;
}

/** Why the earned income credit is what it is. */
export type EarnedIncomeCreditStatus =
  | 'allowed'
  | 'noEarnedIncome'
  | 'overIncomeLimit'
  /** No qualifying child, and not aged 25 to 64. */
  | 'ageRule'
  /** A separate return that does not meet the separated-spouse rule. */
  | 'separateReturn';

export interface TaxResult {
  /** One entry for the filer, and a second for the spouse on a joint return. */
  earners: EarnerResult[];
  /** Adjusted gross income: the W-2 box 1 wages of everyone on the return. */
  adjustedIncome: number;
  /** Earned income for the credits: the same box 1 wages. */
  earnedIncome: number;
  deduction: number;
  deductionKind: 'standard' | 'itemised';
  taxableIncome: number;
  slices: BracketSlice[];
  taxBeforeCredits: number;
  /** The child tax credit after its phase-out, before it meets the tax. */
  childTaxCreditAllowed: number;
  /** The part of the child tax credit used against income tax (non-refundable). */
  childTaxCredit: number;
  /** Income tax after the non-refundable child tax credit. */
  incomeTax: number;
  /** Qualifying children counted for the earned income credit (at most 3). */
  eitcChildren: number;
  earnedIncomeCredit: number;
  earnedIncomeCreditStatus: EarnedIncomeCreditStatus;
  /** The refundable part of the child tax credit (Schedule 8812, line 27). */
  additionalChildTaxCredit: number;
  /** The rate on the next dollar of taxable income. */
  marginalRate: number;
  /** Income tax after credits as a share of gross wages. */
  effectiveRate: number;
  socialSecurity: number;
  medicare: number;
  additionalMedicare: number;
  /**
   * Withholding minus income tax, plus the refundable credits: positive is a refund, negative
   * an amount owed.
   */
  refund: number;
}

/**
 * Cents are where tax tables round. Products such as 12,730 × 1.45 % land a hair below a half
 * cent in floating point; twelve significant digits put them back on it before rounding.
 */
const cents = (value: number) => Math.round(Number((value * 100).toPrecision(12))) / 100;
const nonNegative = (value: number) => Math.max(0, Number.isFinite(value) ? value : 0);
const wholeCount = (value: number | undefined) => Math.floor(nonNegative(value ?? 0));

export function bracketSlices(taxableIncome: number, edges: readonly number[]): BracketSlice[] {
  return bracketRates.map((rate, index) => {
    const from = index === 0 ? 0 : (edges[index - 1] ?? 0);
    const to = edges[index] ?? null;
    const amount = Math.max(0, Math.min(taxableIncome, to ?? Infinity) - from);
    return { rate, from, to, amount, tax: cents(amount * rate) };
  });
}

const childIndex = (children: number) =>
  Math.min(EITC_MAX_CHILDREN, Math.max(0, Math.floor(children))) as 0 | 1 | 2 | 3;

/**
 * The amount the IRS Earned Income Credit Table gives for an income (earned income or AGI).
 *
 * Form 1040's instructions require the table, not the formula (IRC 32(f) has the Secretary
 * prescribe it), so this follows how the table is built: income falls in a $50 band ("at least
 * $X but less than $X + 50"), the credit is worked at the band's midpoint and rounded to the
 * whole dollar (50 cents up). The phase-in uses the unrounded maximum (credit percentage ×
 * earned income amount): the 2019 table shows it, e.g. $787 for three children at $46,400 where
 * the rounded maximum would give $788. The last band stops at the completed phase-out, and its
 * midpoint is that of the shorter band.
 */
export function eicTableAmount(
  income: number,
  year: TaxYear,
  children: number,
  joint: boolean,
): number {
  const figures = taxTable[year].earnedIncomeCredit;
  const n = childIndex(children);
  const end = (joint ? figures.completedPhaseOut.joint : figures.completedPhaseOut.other)[n];
  const start = (joint ? figures.phaseOutStart.joint : figures.phaseOutStart.other)[n];
  if (!(income >= 1) || income >= end) return 0;
  const bandStart = Math.floor(income / 50) * 50;
  const bandEnd = Math.min(bandStart + 50, end);
  // Twice the midpoint, and rates in hundredths of a percent, keep every step a whole number.
  const twiceMid = bandStart + bandEnd;
  const phasedIn = eitcCreditBasisPoints[n] * Math.min(twiceMid, 2 * figures.earnedIncomeAmount[n]);
  const reduction = eitcPhaseOutBasisPoints[n] * Math.max(0, twiceMid - 2 * start);
  const scaled = phasedIn - reduction;
  return scaled <= 0 ? 0 : Math.floor((scaled + 10_000) / 20_000);
}

/**
 * The earned income credit as EIC Worksheet A works it: the table amount for earned income;
 * when AGI differs and is at or above the phase-out threshold, the smaller of that and the
 * table amount for AGI (IRC 32(a)(2)(B): the phase-out uses the greater of the two).
 */
export function earnedIncomeCredit(
  year: TaxYear,
  children: number,
  joint: boolean,
  earnedIncome: number,
  adjustedIncome: number,
): number {
  const figures = taxTable[year].earnedIncomeCredit;
  const n = childIndex(children);
  const start = (joint ? figures.phaseOutStart.joint : figures.phaseOutStart.other)[n];
  const onEarnings = eicTableAmount(earnedIncome, year, n, joint);
  if (adjustedIncome === earnedIncome || adjustedIncome < start) return onEarnings;
  return Math.min(onEarnings, eicTableAmount(adjustedIncome, year, n, joint));
}

function earnerResult(pay: EarnerPay, wageBase: number): EarnerResult {
  const grossWages = nonNegative(pay.grossWages);
  const cafeteria = nonNegative(pay.cafeteriaPlan);
  const payrollWages = Math.max(0, grossWages - cafeteria);
  const taxableWages = Math.max(0, payrollWages - nonNegative(pay.retirementDeferrals));
  return {
    grossWages,
    taxableWages,
    payrollWages,
    socialSecurity: cents(Math.min(payrollWages, wageBase) * SOCIAL_SECURITY_RATE),
    medicare: cents(payrollWages * MEDICARE_RATE),
  };
}

export function calculateTax(input: TaxInput): TaxResult {
  const figures = taxTable[input.year];
  const edges = figures.bracketEdges[input.status];
  const joint = input.status === 'marriedJointly';

  const pays = joint && input.spouse ? [input.you, input.spouse] : [input.you];
  const earners = pays.map((pay) => earnerResult(pay, figures.socialSecurityWageBase));
  const sum = (pick: (earner: EarnerResult) => number) =>
    cents(earners.reduce((total, earner) => total + pick(earner), 0));
  const grossWages = sum((earner) => earner.grossWages);
  const adjustedIncome = sum((earner) => earner.taxableWages);
  const earnedIncome = adjustedIncome;

  const deductionKind = input.itemisedDeduction === null ? 'standard' : 'itemised';
  const deduction =
    input.itemisedDeduction === null
      ? figures.standardDeduction[input.status]
      : nonNegative(input.itemisedDeduction);
  const taxableIncome = Math.max(0, cents(adjustedIncome - deduction));
  const slices = bracketSlices(taxableIncome, edges);
  const taxBeforeCredits = cents(slices.reduce((total, slice) => total + slice.tax, 0));

  // Child tax credit (Schedule 8812 Part I): $50 off per $1,000 or part above the threshold.
  const childrenUnder17 = wholeCount(input.childrenUnder17);
  const phaseOutSteps = Math.ceil(
    Math.max(0, adjustedIncome - childCreditPhaseOutStart(input.status)) / 1_000,
  );
  const childTaxCreditAllowed = Math.max(
    0,
    childrenUnder17 * figures.childTaxCredit - phaseOutSteps * 50,
  );
  const childTaxCredit = Math.min(taxBeforeCredits, childTaxCreditAllowed);
  const incomeTax = cents(taxBeforeCredits - childTaxCredit);

  // Earned income credit: a separate return qualifies only under the separated-spouse rule,
  // which needs a qualifying child, and is then treated as unmarried (IRC 32(d)).
  const eitcChildren = Math.min(
    EITC_MAX_CHILDREN,
    childrenUnder17 + wholeCount(input.otherEitcChildren),
  );
  let earnedIncomeCreditStatus: EarnedIncomeCreditStatus = 'allowed';
  let eitc = 0;
  if (input.status === 'marriedSeparately' && !(input.separatedFromSpouse && eitcChildren > 0))
    earnedIncomeCreditStatus = 'separateReturn';
  else if (eitcChildren === 0 && !input.aged25To64) earnedIncomeCreditStatus = 'ageRule';
  else if (earnedIncome < 1) earnedIncomeCreditStatus = 'noEarnedIncome';
  else {
    eitc = earnedIncomeCredit(input.year, eitcChildren, joint, earnedIncome, adjustedIncome);
    if (eitc === 0) earnedIncomeCreditStatus = 'overIncomeLimit';
  }

  const socialSecurity = sum((earner) => earner.socialSecurity);
  const medicare = sum((earner) => earner.medicare);
  const payrollWages = sum((earner) => earner.payrollWages);
  const additionalMedicare = cents(
    Math.max(0, payrollWages - additionalMedicareThreshold[input.status]) *
      ADDITIONAL_MEDICARE_RATE,
  );

  // Additional child tax credit (Schedule 8812 Part II): the unused credit, capped per child
  // and at 15 % of earned income above $2,500; with three or more children, at the larger of
  // that and Social Security and Medicare taxes less the earned income credit (Part II-B).
  // Additional Medicare Tax, which line 21 would also count, needs wages far above any income
  // at which Part II-B can be the larger, so it is left out of that sum.
  const unusedCredit = cents(childTaxCreditAllowed - childTaxCredit);
  const capped = Math.min(unusedCredit, childrenUnder17 * figures.refundableChildTaxCredit);
  const fromEarnings = cents(
    Math.max(0, earnedIncome - REFUNDABLE_CHILD_CREDIT_FLOOR) * REFUNDABLE_CHILD_CREDIT_RATE,
  );
  const fromPayrollTaxes =
    childrenUnder17 >= 3 && fromEarnings < capped
      ? Math.max(0, cents(socialSecurity + medicare - eitc))
      : 0;
  const additionalChildTaxCredit = Math.max(
    0,
    Math.min(capped, Math.max(fromEarnings, fromPayrollTaxes)),
  );

  const marginalIndex = slices.findIndex((slice) => slice.to === null || taxableIncome < slice.to);
  return {
    earners,
    adjustedIncome,
    earnedIncome,
    deduction,
    deductionKind,
    taxableIncome,
    slices,
    taxBeforeCredits,
    childTaxCreditAllowed,
    childTaxCredit,
    incomeTax,
    eitcChildren,
    earnedIncomeCredit: eitc,
    earnedIncomeCreditStatus,
    additionalChildTaxCredit,
    marginalRate: bracketRates[marginalIndex] ?? bracketRates[6],
    effectiveRate: grossWages > 0 ? incomeTax / grossWages : 0,
    socialSecurity,
    medicare,
    additionalMedicare,
    refund: cents(nonNegative(input.federalWithheld) - incomeTax + eitc + additionalChildTaxCredit),
  };
}
