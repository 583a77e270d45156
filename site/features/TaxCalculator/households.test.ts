/**
 * Households worked by hand, each against the figures it cites, and compared with the engine to
 * the cent.
 *
 * Sources, cited below by short name:
 * - RP 2024-40: Rev. Proc. 2024-40 as amended by P.L. 119-21 (tax year 2025). Sec. 2.06, earned
 *   income credit: earned income amount 8,490 / 12,730 / 17,880 / 17,880 (0 / 1 / 2 / 3+ children),
 *   maximum 649 / 4,328 / 7,152 / 8,046, phase-out threshold 10,620 / 23,350 (17,730 / 30,470
 *   jointly), completed phase-out 19,104 / 50,434 / 57,310 / 61,555 (26,214 / 57,554 / 64,430 /
 *   68,675 jointly). Sec. 2.05, refundable child tax credit: $1,700 a child. Standard deduction
 *   15,750 single and separate, 31,500 joint, 23,625 head of household.
 * - RP 2025-32: Rev. Proc. 2025-32 (tax year 2026). Sec. 4.06, earned income credit: earned income
 *   amount 8,680 / 13,020 / 18,290 / 18,290, maximum 664 / 4,427 / 7,316 / 8,231, threshold 10,860
 *   / 23,890 (18,140 / 31,160 jointly), completed phase-out 19,540 / 51,593 / 58,629 / 62,974
 *   (26,820 / 58,863 / 65,899 / 70,244 jointly). Refundable child tax credit $1,700 a child.
 *   Standard deduction 16,100 / 32,200 / 24,150.
 * - IRC 32(b): IRC 32(b)(1) credit percentages 7.65 / 34 / 40 / 45 % and phase-out percentages
 *   7.65 / 15.98 / 21.06 / 21.06 %.
 * - IRC 24: IRC 24 as amended by P.L. 119-21: $2,200 a child under 17; refundable part the
 *   smallest of the unused credit, $1,700 a child and 15 % of earned income above $2,500
 *   (Schedule 8812 Part II-A); with three or more children, the larger of that 15 % and Social
 *   Security and Medicare taxes less the earned income credit (Part II-B).
 * - FICA: 6.2 % Social Security on each worker's wages up to the wage base (176,100 in 2025,
 *   184,500 in 2026, Social Security Administration), 1.45 % Medicare, 0.9 % Additional Medicare
 *   above 250,000 joint / 200,000 other (IRC 3101(b)(2)).
 *
 * Method for the earned income credit, as in `eicTableAmount`: the IRS EIC Table. Income falls
 * in a $50 band, the credit is worked at the band's midpoint (M) and rounded to the dollar:
 * rate × min(M, earned income amount) − phase-out rate × max(0, M − threshold). The last band
 * ends at the completed phase-out and M is the midpoint of that shorter band.
 */
import { describe, expect, it } from 'vitest';
import {
  calculateTax,
  earnedIncomeCredit,
  eicTableAmount,
  eitcCreditRates,
  eitcPhaseOutRates,
  taxTable,
  taxYears,
  type EarnerPay,
  type TaxInput,
  type TaxResult,
} from './federalTax';

/** Whole cents, so two amounts compare exactly. */
const inCents = (dollars: number) => Math.round(dollars * 100);

const pay = (grossWages: number, retirementDeferrals = 0, cafeteriaPlan = 0): EarnerPay => ({
  grossWages,
  retirementDeferrals,
  cafeteriaPlan,
});

interface Expected {
  incomeTax: number;
  earnedIncomeCredit: number;
  additionalChildTaxCredit: number;
  /** Social Security for each earner, in order. */
  socialSecurity: number[];
  refund: number;
  additionalMedicare?: number;
}

interface Household {
  name: string;
  input: TaxInput;
  expected: Expected;
}

const household = (
  name: string,
  input: Partial<TaxInput> & Pick<TaxInput, 'year' | 'status' | 'you'>,
  expected: Expected,
): Household => ({
  name,
  input: {
    itemisedDeduction: null,
    federalWithheld: 0,
    childrenUnder17: 0,
    ...input,
  },
  expected,
});

const households: Household[] = [
  // 1. Single parent, one child, $15,000 (2025, head of household), $300 withheld.
  // Taxable: 15,000 − 23,625 → 0; tax 0.
  // EITC (RP 2024-40 sec. 2.06, IRC 32(b)): band 15,000–15,050, M = 15,025 < 23,350:
  //   34 % × min(15,025, 12,730) = 4,328.20 → 4,328.
  // ACTC (IRC 24, RP 2024-40 sec. 2.05): unused 2,200; cap 1 × 1,700; 15 % × 12,500 = 1,875 → 1,700
  //   (the per-child cap binds).
  // SS 6.2 % × 15,000 = 930. Refund 300 − 0 + 4,328 + 1,700 = 6,328.
  household(
    'single parent, one child, $15,000 (2025)',
    {
      year: 2025,
      status: 'headOfHousehold',
      you: pay(15_000),
      childrenUnder17: 1,
      federalWithheld: 300,
    },
    {
      incomeTax: 0,
      earnedIncomeCredit: 4_328,
      additionalChildTaxCredit: 1_700,
      socialSecurity: [930],
      refund: 6_328,
    },
  ),
  // 2. Single parent, two children, $22,000 (2025, head of household), $500 withheld.
  // Taxable 0. EITC: M = 22,025 < 23,350: 40 % × min(22,025, 17,880) = 7,152.
  // ACTC: unused 4,400; cap 3,400; 15 % × 19,500 = 2,925 → 2,925 (the 15 % rule binds).
  // SS 1,364. Refund 500 + 7,152 + 2,925 = 10,577.
  household(
    'single parent, two children, $22,000 (2025)',
    {
      year: 2025,
      status: 'headOfHousehold',
      you: pay(22_000),
      childrenUnder17: 2,
      federalWithheld: 500,
    },
    {
      incomeTax: 0,
      earnedIncomeCredit: 7_152,
      additionalChildTaxCredit: 2_925,
      socialSecurity: [1_364],
      refund: 10_577,
    },
  ),
  // 3. Single parent, three children, $30,000 (2025, head of household), $800 withheld.
  // Taxable 30,000 − 23,625 = 6,375; tax 10 % = 637.50; child credit 6,600 uses 637.50 → 0.
  // EITC: M = 30,025: 45 % × 17,880 = 8,046 − 21.06 % × (30,025 − 23,350 = 6,675) = 1,405.755
  //   → 6,640.245 → 6,640.
  // ACTC: unused 5,962.50; cap 5,100; 15 % × 27,500 = 4,125 < 5,100, so Part II-B: SS 1,860 +
  //   Medicare 435 = 2,295 − EITC 6,640 → 0; larger of 4,125 and 0 → 4,125.
  // Refund 800 − 0 + 6,640 + 4,125 = 11,565.
  household(
    'single parent, three children, $30,000 (2025)',
    {
      year: 2025,
      status: 'headOfHousehold',
      you: pay(30_000),
      childrenUnder17: 3,
      federalWithheld: 800,
    },
    {
      incomeTax: 0,
      earnedIncomeCredit: 6_640,
      additionalChildTaxCredit: 4_125,
      socialSecurity: [1_860],
      refund: 11_565,
    },
  ),
  // 4. Student, 20, no children, $12,000 (2025, single), $400 withheld.
  // Taxable 12,000 − 15,750 → 0. EITC 0: no qualifying child and under 25 (IRC 32(c)(1)(A)(ii)).
  // SS 744. Refund = withholding 400.
  household(
    'student under 25, no children, $12,000 (2025)',
    { year: 2025, status: 'single', you: pay(12_000), federalWithheld: 400, aged25To64: false },
    {
      incomeTax: 0,
      earnedIncomeCredit: 0,
      additionalChildTaxCredit: 0,
      socialSecurity: [744],
      refund: 400,
    },
  ),
  // 5. Worker aged 25–64, no children, $9,000 (2025, single).
  // EITC: M = 9,025 < 10,620: 7.65 % × min(9,025, 8,490) = 649.485 → 649. Tax 0. Refund 649.
  household(
    'worker 25 to 64, no children, $9,000 (2025)',
    { year: 2025, status: 'single', you: pay(9_000), aged25To64: true },
    {
      incomeTax: 0,
      earnedIncomeCredit: 649,
      additionalChildTaxCredit: 0,
      socialSecurity: [558],
      refund: 649,
    },
  ),
  // 6. Worker aged 25–64, no children, $15,000 (2025, single): inside the phase-out.
  // EITC: M = 15,025: 649.485 − 7.65 % × (15,025 − 10,620 = 4,405) = 336.9825 → 312.5025 → 313.
  // Taxable 0. Refund 313.
  household(
    'worker 25 to 64, no children, $15,000 (2025)',
    { year: 2025, status: 'single', you: pay(15_000), aged25To64: true },
    {
      incomeTax: 0,
      earnedIncomeCredit: 313,
      additionalChildTaxCredit: 0,
      socialSecurity: [930],
      refund: 313,
    },
  ),
  // 7. One child, at the end of the phase-in: $12,730 (2025, head of household).
  // EITC: band 12,700–12,750, M = 12,725: 34 % × 12,725 = 4,326.50 → 4,327. The table gives
  //   a dollar less than the $4,328 maximum here, because the band's midpoint is below 12,730.
  // ACTC: 15 % × 10,230 = 1,534.50 (below 1,700 and 2,200). Refund 4,327 + 1,534.50 = 5,861.50.
  household(
    'one child, at the phase-in end, $12,730 (2025)',
    { year: 2025, status: 'headOfHousehold', you: pay(12_730), childrenUnder17: 1 },
    {
      incomeTax: 0,
      earnedIncomeCredit: 4_327,
      additionalChildTaxCredit: 1_534.5,
      socialSecurity: [789.26],
      refund: 5_861.5,
    },
  ),
  // 8. One child, just past the phase-in end: $12,750 (2025, head of household).
  // EITC: M = 12,775: 34 % × min(12,775, 12,730) = 4,328.20 → 4,328.
  // ACTC: 15 % × 10,250 = 1,537.50. Refund 4,328 + 1,537.50 = 5,865.50.
  household(
    'one child, just past the phase-in end, $12,750 (2025)',
    { year: 2025, status: 'headOfHousehold', you: pay(12_750), childrenUnder17: 1 },
    {
      incomeTax: 0,
      earnedIncomeCredit: 4_328,
      additionalChildTaxCredit: 1_537.5,
      socialSecurity: [790.5],
      refund: 5_865.5,
    },
  ),
  // 9. Two children, just below the phase-out threshold: $23,340 (2025, head of household).
  // EITC: M = 23,325 < 23,350: 7,152. ACTC: 15 % × 20,840 = 3,126 (cap 3,400).
  // Taxable 0. Refund 7,152 + 3,126 = 10,278.
  household(
    'two children, just below the phase-out threshold, $23,340 (2025)',
    { year: 2025, status: 'headOfHousehold', you: pay(23_340), childrenUnder17: 2 },
    {
      incomeTax: 0,
      earnedIncomeCredit: 7_152,
      additionalChildTaxCredit: 3_126,
      socialSecurity: [1_447.08],
      refund: 10_278,
    },
  ),
  // 10. Two children, at the phase-out threshold: $23,350 (2025, head of household).
  // EITC: band 23,350–23,400, M = 23,375: 7,152 − 21.06 % × 25 = 5.265 → 7,146.735 → 7,147.
  // ACTC: 15 % × 20,850 = 3,127.50. Refund 7,147 + 3,127.50 = 10,274.50.
  household(
    'two children, at the phase-out threshold, $23,350 (2025)',
    { year: 2025, status: 'headOfHousehold', you: pay(23_350), childrenUnder17: 2 },
    {
      incomeTax: 0,
      earnedIncomeCredit: 7_147,
      additionalChildTaxCredit: 3_127.5,
      socialSecurity: [1_447.7],
      refund: 10_274.5,
    },
  ),
  // 11. No children, aged 25–64, just below the completed phase-out: $19,100 (2025, single).
  // EITC: last band 19,100–19,104, M = 19,102: 649.485 − 7.65 % × 8,482 = 648.873 → 0.612 → 1.
  // Taxable 19,100 − 15,750 = 3,350; tax 335. Refund 400 − 335 + 1 = 66.
  household(
    'no children, just below the completed phase-out, $19,100 (2025)',
    { year: 2025, status: 'single', you: pay(19_100), aged25To64: true, federalWithheld: 400 },
    {
      incomeTax: 335,
      earnedIncomeCredit: 1,
      additionalChildTaxCredit: 0,
      socialSecurity: [1_184.2],
      refund: 66,
    },
  ),
  // 12. No children, aged 25–64, at the completed phase-out: $19,104 (2025, single).
  // EITC 0 (income must be less than 19,104). Taxable 3,354; tax 335.40. Refund 400 − 335.40.
  household(
    'no children, at the completed phase-out, $19,104 (2025)',
    { year: 2025, status: 'single', you: pay(19_104), aged25To64: true, federalWithheld: 400 },
    {
      incomeTax: 335.4,
      earnedIncomeCredit: 0,
      additionalChildTaxCredit: 0,
      socialSecurity: [1_184.45],
      refund: 64.6,
    },
  ),
  // 13. One-earner couple, two children: $40,000 and $0 (2025, joint), $1,000 withheld.
  // Taxable 40,000 − 31,500 = 8,500; tax 850; child credit 4,400 uses 850 → 0.
  // EITC (joint): M = 40,025: 7,152 − 21.06 % × (40,025 − 30,470 = 9,555) = 2,012.283
  //   → 5,139.717 → 5,140.
  // ACTC: unused 3,550; cap 3,400; 15 % × 37,500 = 5,625 → 3,400.
  // SS 2,480 and 0. Refund 1,000 + 5,140 + 3,400 = 9,540.
  household(
    'one-earner couple, two children, $40,000 (2025)',
    {
      year: 2025,
      status: 'marriedJointly',
      you: pay(40_000),
      spouse: pay(0),
      childrenUnder17: 2,
      federalWithheld: 1_000,
    },
    {
      incomeTax: 0,
      earnedIncomeCredit: 5_140,
      additionalChildTaxCredit: 3_400,
      socialSecurity: [2_480, 0],
      refund: 9_540,
    },
  ),
  // 14. Two-earner couple, one child (2025, joint), $1,500 withheld. You: $25,000 gross with
  // $1,000 to a 401(k); spouse: $20,000 gross with $1,200 of section 125 health premiums.
  // Box 1: 24,000 + 18,800 = 42,800 (AGI and earned income). Taxable 11,300; tax 1,130; child
  //   credit 2,200 uses 1,130 → 0.
  // EITC (joint): M = 42,825: 34 % × 12,730 = 4,328.20 − 15.98 % × (42,825 − 30,470 = 12,355)
  //   = 1,974.329 → 2,353.871 → 2,354.
  // ACTC: unused 1,070 (the smallest: cap 1,700, 15 % × 40,300 = 6,045).
  // SS: you 6.2 % × 25,000 = 1,550 (the 401(k) does not lower it); spouse 6.2 % × 18,800 =
  //   1,165.60 (section 125 does). Refund 1,500 + 2,354 + 1,070 = 4,924.
  household(
    'two-earner couple, one child, 401(k) and health premiums (2025)',
    {
      year: 2025,
      status: 'marriedJointly',
      you: pay(25_000, 1_000),
      spouse: pay(20_000, 0, 1_200),
      childrenUnder17: 1,
      federalWithheld: 1_500,
    },
    {
      incomeTax: 0,
      earnedIncomeCredit: 2_354,
      additionalChildTaxCredit: 1_070,
      socialSecurity: [1_550, 1_165.6],
      refund: 4_924,
    },
  ),
  // 15. Two earners at $120,000 each, no children (2025, joint), $30,000 withheld.
  // SS per worker: 6.2 % × 120,000 = 7,440 each, 14,880 together (one cap for the couple would
  //   wrongly give 6.2 % × 176,100 = 10,918.20).
  // Taxable 240,000 − 31,500 = 208,500; tax 2,385 + 12 % × 73,100 + 22 % × 109,750 + 24 % ×
  //   1,800 = 2,385 + 8,772 + 24,145 + 432 = 35,734. Additional Medicare: 240,000 < 250,000 → 0.
  // Refund 30,000 − 35,734 = −5,734.
  household(
    'two earners at $120,000 each (2025)',
    {
      year: 2025,
      status: 'marriedJointly',
      you: pay(120_000),
      spouse: pay(120_000),
      federalWithheld: 30_000,
    },
    {
      incomeTax: 35_734,
      earnedIncomeCredit: 0,
      additionalChildTaxCredit: 0,
      socialSecurity: [7_440, 7_440],
      refund: -5_734,
      additionalMedicare: 0,
    },
  ),
  // 16. Two earners each above the wage base, two children: $200,000 each (2026, joint),
  // $80,000 withheld.
  // SS: 6.2 % × 184,500 = 11,439 each. Additional Medicare: 0.9 % × (400,000 − 250,000) = 1,350.
  // Taxable 400,000 − 32,200 = 367,800; tax 2,480 + 9,120 + 24,332 + 24 % × 156,400 = 37,536
  //   → 73,468; child credit 4,400 (income not above 400,000) → 69,068.
  // Refund 80,000 − 69,068 = 10,932.
  household(
    'two earners above the wage base, two children (2026)',
    {
      year: 2026,
      status: 'marriedJointly',
      you: pay(200_000),
      spouse: pay(200_000),
      childrenUnder17: 2,
      federalWithheld: 80_000,
    },
    {
      incomeTax: 69_068,
      earnedIncomeCredit: 0,
      additionalChildTaxCredit: 0,
      socialSecurity: [11_439, 11_439],
      refund: 10_932,
      additionalMedicare: 1_350,
    },
  ),
  // 17. Married filing separately, one child, living together (2025), $500 withheld.
  // EITC 0: a separate return without the separated-spouse rule (IRC 32(d)).
  // Taxable 20,000 − 15,750 = 4,250; tax 425; child credit uses 425 → 0.
  // ACTC: unused 1,775; cap 1,700; 15 % × 17,500 = 2,625 → 1,700. Refund 500 + 1,700 = 2,200.
  household(
    'married filing separately, one child, not separated (2025)',
    {
      year: 2025,
      status: 'marriedSeparately',
      you: pay(20_000),
      childrenUnder17: 1,
      federalWithheld: 500,
    },
    {
      incomeTax: 0,
      earnedIncomeCredit: 0,
      additionalChildTaxCredit: 1_700,
      socialSecurity: [1_240],
      refund: 2_200,
    },
  ),
  // 18. The same, meeting the separated-spouse rule (IRC 32(d)(2)): treated as unmarried, so
  // the other filers' thresholds apply. EITC: M = 20,025 < 23,350 → 4,328.
  // Refund 2,200 + 4,328 = 6,528.
  household(
    'married filing separately, one child, separated (2025)',
    {
      year: 2025,
      status: 'marriedSeparately',
      you: pay(20_000),
      childrenUnder17: 1,
      federalWithheld: 500,
      separatedFromSpouse: true,
    },
    {
      incomeTax: 0,
      earnedIncomeCredit: 4_328,
      additionalChildTaxCredit: 1_700,
      socialSecurity: [1_240],
      refund: 6_528,
    },
  ),
  // 19. Married filing separately, separated, no child, aged 25–64, $9,000 (2025).
  // EITC 0: the separated-spouse rule needs a qualifying child. Tax 0. Refund 0.
  household(
    'married filing separately, separated, no child (2025)',
    {
      year: 2025,
      status: 'marriedSeparately',
      you: pay(9_000),
      aged25To64: true,
      separatedFromSpouse: true,
    },
    {
      incomeTax: 0,
      earnedIncomeCredit: 0,
      additionalChildTaxCredit: 0,
      socialSecurity: [558],
      refund: 0,
    },
  ),
  // 20. Three children, separate return without the rule, $2,400 (2025).
  // EITC 0. ACTC: unused 6,600; cap 5,100; 15 % rule: 2,400 ≤ 2,500 → 0 < 5,100, so Part II-B:
  //   SS 148.80 + Medicare 34.80 − EITC 0 = 183.60 → 183.60. Refund 183.60.
  household(
    'three children, Part II-B refundable credit, $2,400 (2025)',
    { year: 2025, status: 'marriedSeparately', you: pay(2_400), childrenUnder17: 3 },
    {
      incomeTax: 0,
      earnedIncomeCredit: 0,
      additionalChildTaxCredit: 183.6,
      socialSecurity: [148.8],
      refund: 183.6,
    },
  ),
  // 21. Two children, low earnings: $6,000 (2025, head of household).
  // EITC: M = 6,025: 40 % × 6,025 = 2,410. ACTC: 15 % × 3,500 = 525. Refund 2,935.
  household(
    'two children, $6,000 (2025)',
    { year: 2025, status: 'headOfHousehold', you: pay(6_000), childrenUnder17: 2 },
    {
      incomeTax: 0,
      earnedIncomeCredit: 2_410,
      additionalChildTaxCredit: 525,
      socialSecurity: [372],
      refund: 2_935,
    },
  ),
  // 22. A 17-year-old only: one other qualifying child, no child under 17, $18,000 (2025, head
  // of household). EITC (one child): M = 18,025 < 23,350 → 4,328. No child tax credit.
  household(
    'single parent of a 17-year-old, $18,000 (2025)',
    { year: 2025, status: 'headOfHousehold', you: pay(18_000), otherEitcChildren: 1 },
    {
      incomeTax: 0,
      earnedIncomeCredit: 4_328,
      additionalChildTaxCredit: 0,
      socialSecurity: [1_116],
      refund: 4_328,
    },
  ),
  // 23. Couple with three children near the joint completed phase-out: $40,000 + $28,660 (2025),
  // $2,500 withheld.
  // EITC: last band 68,650–68,675, M = 68,662.50: 8,046 − 21.06 % × (68,662.50 − 30,470 =
  //   38,192.50) = 8,043.3405 → 2.6595 → 3.
  // Taxable 68,660 − 31,500 = 37,160; tax 2,385 + 12 % × 13,310 = 3,982.20; child credit 6,600
  //   uses it → 0. ACTC: unused 2,617.80; cap 5,100; 15 % × 66,160 = 9,924 ≥ 2,617.80 → 2,617.80.
  // Refund 2,500 + 3 + 2,617.80 = 5,120.80.
  household(
    'couple, three children, just below the joint completed phase-out (2025)',
    {
      year: 2025,
      status: 'marriedJointly',
      you: pay(40_000),
      spouse: pay(28_660),
      childrenUnder17: 3,
      federalWithheld: 2_500,
    },
    {
      incomeTax: 0,
      earnedIncomeCredit: 3,
      additionalChildTaxCredit: 2_617.8,
      socialSecurity: [2_480, 1_776.92],
      refund: 5_120.8,
    },
  ),
  // 24. The same couple at the completed phase-out: $40,000 + $28,675 = 68,675 → EITC 0.
  // Taxable 37,175; tax 3,984 → 0 after the child credit; ACTC 6,600 − 3,984 = 2,616.
  // Refund 2,500 + 2,616 = 5,116.
  household(
    'couple, three children, at the joint completed phase-out (2025)',
    {
      year: 2025,
      status: 'marriedJointly',
      you: pay(40_000),
      spouse: pay(28_675),
      childrenUnder17: 3,
      federalWithheld: 2_500,
    },
    {
      incomeTax: 0,
      earnedIncomeCredit: 0,
      additionalChildTaxCredit: 2_616,
      socialSecurity: [2_480, 1_777.85],
      refund: 5_116,
    },
  ),
  // 25. One child at the 2026 phase-in end: $13,020 (head of household).
  // EITC (RP 2025-32 sec. 4.06): M = 13,025: 34 % × min(13,025, 13,020) = 4,426.80 → 4,427.
  // Taxable 13,020 − 24,150 → 0. ACTC: 15 % × 10,520 = 1,578. Refund 4,427 + 1,578 = 6,005.
  household(
    'one child, at the phase-in end, $13,020 (2026)',
    { year: 2026, status: 'headOfHousehold', you: pay(13_020), childrenUnder17: 1 },
    {
      incomeTax: 0,
      earnedIncomeCredit: 4_427,
      additionalChildTaxCredit: 1_578,
      socialSecurity: [807.24],
      refund: 6_005,
    },
  ),
  // 26. One child near the 2026 completed phase-out: $51,580 (head of household), $1,500
  // withheld.
  // EITC: last band 51,550–51,593, M = 51,571.50: 34 % × 13,020 = 4,426.80 − 15.98 % ×
  //   (51,571.50 − 23,890 = 27,681.50) = 4,423.5037 → 3.2963 → 3.
  // Taxable 51,580 − 24,150 = 27,430; tax 1,770 + 12 % × 9,730 = 2,937.60; child credit 2,200
  //   → 737.60; nothing left to refund. Refund 1,500 − 737.60 + 3 = 765.40.
  household(
    'one child, just below the completed phase-out, $51,580 (2026)',
    {
      year: 2026,
      status: 'headOfHousehold',
      you: pay(51_580),
      childrenUnder17: 1,
      federalWithheld: 1_500,
    },
    {
      incomeTax: 737.6,
      earnedIncomeCredit: 3,
      additionalChildTaxCredit: 0,
      socialSecurity: [3_197.96],
      refund: 765.4,
    },
  ),
  // 27. The same at the completed phase-out, $51,593: EITC 0. Taxable 27,443; tax 2,939.16 −
  // 2,200 = 739.16. Refund 1,500 − 739.16 = 760.84.
  household(
    'one child, at the completed phase-out, $51,593 (2026)',
    {
      year: 2026,
      status: 'headOfHousehold',
      you: pay(51_593),
      childrenUnder17: 1,
      federalWithheld: 1_500,
    },
    {
      incomeTax: 739.16,
      earnedIncomeCredit: 0,
      additionalChildTaxCredit: 0,
      socialSecurity: [3_198.77],
      refund: 760.84,
    },
  ),
  // 28. No children, aged 25–64, near the 2026 completed phase-out: $19,500 (single).
  // EITC: last band 19,500–19,540, M = 19,520: 7.65 % × 8,680 = 664.02 − 7.65 % × (19,520 −
  //   10,860 = 8,660) = 662.49 → 1.53 → 2.
  // Taxable 19,500 − 16,100 = 3,400; tax 340. Refund 0 − 340 + 2 = −338.
  household(
    'no children, just below the completed phase-out, $19,500 (2026)',
    { year: 2026, status: 'single', you: pay(19_500), aged25To64: true },
    {
      incomeTax: 340,
      earnedIncomeCredit: 2,
      additionalChildTaxCredit: 0,
      socialSecurity: [1_209],
      refund: -338,
    },
  ),
  // 29. Childless couple aged 25–64, $10,000 each (2026, joint), $600 withheld.
  // EITC (joint, no child): M = 20,025: 664.02 − 7.65 % × (20,025 − 18,140 = 1,885) = 144.2025
  //   → 519.8175 → 520. Taxable 0. SS 620 each. Refund 600 + 520 = 1,120.
  household(
    'childless couple, $10,000 each (2026)',
    {
      year: 2026,
      status: 'marriedJointly',
      you: pay(10_000),
      spouse: pay(10_000),
      aged25To64: true,
      federalWithheld: 600,
    },
    {
      incomeTax: 0,
      earnedIncomeCredit: 520,
      additionalChildTaxCredit: 0,
      socialSecurity: [620, 620],
      refund: 1_120,
    },
  ),
  // 30. One-earner couple, three children, $70,000 (2026, joint), $2,000 withheld.
  // EITC: M = 70,025: 45 % × 18,290 = 8,230.50 − 21.06 % × (70,025 − 31,160 = 38,865) =
  //   8,184.969 → 45.531 → 46.
  // Taxable 70,000 − 32,200 = 37,800; tax 2,480 + 12 % × 13,000 = 4,040 → 0 after the child
  //   credit. ACTC: unused 2,560; 15 % × 67,500 = 10,125 ≥ 2,560 → 2,560.
  // Refund 2,000 + 46 + 2,560 = 4,606.
  household(
    'one-earner couple, three children, $70,000 (2026)',
    {
      year: 2026,
      status: 'marriedJointly',
      you: pay(70_000),
      spouse: pay(0),
      childrenUnder17: 3,
      federalWithheld: 2_000,
    },
    {
      incomeTax: 0,
      earnedIncomeCredit: 46,
      additionalChildTaxCredit: 2_560,
      socialSecurity: [4_340, 0],
      refund: 4_606,
    },
  ),
];

const actual = (result: TaxResult) => ({
  incomeTax: inCents(result.incomeTax),
  earnedIncomeCredit: inCents(result.earnedIncomeCredit),
  additionalChildTaxCredit: inCents(result.additionalChildTaxCredit),
  socialSecurity: result.earners.map((earner) => inCents(earner.socialSecurity)),
  refund: inCents(result.refund),
});

describe('hand-worked households', () => {
  it('covers at least 25 households', () => {
    expect(households.length).toBeGreaterThanOrEqual(25);
  });

  it.each(households)('$name', ({ input, expected }) => {
    const result = calculateTax(input);
    expect(actual(result)).toEqual({
      incomeTax: inCents(expected.incomeTax),
      earnedIncomeCredit: inCents(expected.earnedIncomeCredit),
      additionalChildTaxCredit: inCents(expected.additionalChildTaxCredit),
      socialSecurity: expected.socialSecurity.map(inCents),
      refund: inCents(expected.refund),
    });
    if (expected.additionalMedicare !== undefined)
      expect(inCents(result.additionalMedicare)).toBe(inCents(expected.additionalMedicare));
  });
});

describe('the earned income credit figures', () => {
  it('hold each maximum as the credit percentage of the earned income amount, rounded', () => {
    for (const year of taxYears) {
      const figures = taxTable[year].earnedIncomeCredit;
      figures.maximum.forEach((maximum, n) => {
        expect(Math.round((figures.earnedIncomeAmount[n] ?? 0) * (eitcCreditRates[n] ?? 0))).toBe(
          maximum,
        );
      });
    }
  });

  it('hold each completed phase-out as threshold + maximum / phase-out rate, rounded', () => {
    for (const year of taxYears) {
      const figures = taxTable[year].earnedIncomeCredit;
      for (const kind of ['joint', 'other'] as const)
        figures.maximum.forEach((maximum, n) => {
          const rate = eitcPhaseOutRates[n] ?? 1;
          expect(
            Math.round((figures.phaseOutStart[kind][n] ?? 0) + maximum / rate),
            `${year}`,
          ).toBe(figures.completedPhaseOut[kind][n]);
        });
    }
  });

  it('read the EIC table from its first band: $1 to $49 gives $2, $9, $10 and $11', () => {
    // 7.65 %, 34 %, 40 % and 45 % of the $25 midpoint: 1.91, 8.50, 10.00, 11.25.
    expect([0, 1, 2, 3].map((n) => eicTableAmount(1, 2025, n, false))).toEqual([2, 9, 10, 11]);
    expect(eicTableAmount(0.5, 2025, 1, false)).toBe(0);
  });

  it('count no more than three children', () => {
    expect(eicTableAmount(20_000, 2025, 5, false)).toBe(eicTableAmount(20_000, 2025, 3, false));
  });

  it('take the smaller amount when AGI is above earned income and past the threshold', () => {
    // Earned 20,000 (M 20,025 → 7,152); AGI 30,000 (M 30,025: 7,152 − 21.06 % × 6,675 =
    // 5,746.245 → 5,746). Worksheet A takes the smaller: 5,746.
    expect(earnedIncomeCredit(2025, 2, false, 20_000, 30_000)).toBe(5_746);
    // AGI below the threshold: earned income alone decides.
    expect(earnedIncomeCredit(2025, 2, false, 20_000, 22_000)).toBe(7_152);
  });
});
