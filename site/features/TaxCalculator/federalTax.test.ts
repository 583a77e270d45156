import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SOCIAL_SECURITY_RATE,
  bracketRates,
  calculateTax,
  filingStatuses,
  taxTable,
  taxYears,
  type FilingStatus,
  type TaxInput,
  type TaxYear,
} from './federalTax';

/** The figures as the requirement states them, typed again so a typo in the table fails. */
const stated: Record<TaxYear, Record<FilingStatus, number[]>> = {
  2025: {
    single: [11925, 48475, 103350, 197300, 250525, 626350],
    marriedJointly: [23850, 96950, 206700, 394600, 501050, 751600],
    headOfHousehold: [17000, 64850, 103350, 197300, 250500, 626350],
    marriedSeparately: [11925, 48475, 103350, 197300, 250525, 375800],
  },
  2026: {
    single: [12400, 50400, 105700, 201775, 256225, 640600],
    marriedJointly: [24800, 100800, 211400, 403550, 512450, 768700],
    headOfHousehold: [17700, 67450, 105700, 201750, 256200, 640600],
    marriedSeparately: [12400, 50400, 105700, 201775, 256225, 384350],
  },
};

const pay = (grossWages: number, retirementDeferrals = 0, cafeteriaPlan = 0) => ({
  grossWages,
  retirementDeferrals,
  cafeteriaPlan,
});

const base: TaxInput = {
  year: 2025,
  status: 'single',
  you: pay(0),
  itemisedDeduction: 0,
  federalWithheld: 0,
  childrenUnder17: 0,
};

/** Income tax on a given taxable income: itemising 0 makes wages the taxable income. */
const taxOn = (year: TaxYear, status: FilingStatus, taxable: number) =>
  calculateTax({ ...base, year, status, you: pay(taxable) }).incomeTax;

describe('the tax table', () => {
  it('holds the stated bracket edges for both years and all four statuses', () => {
    for (const year of taxYears)
      for (const status of filingStatuses)
        expect([...taxTable[year].bracketEdges[status]], `${year} ${status}`).toEqual(
          stated[year][status],
        );
  });

  it('holds the stated standard deductions and wage bases', () => {
    expect(taxTable[2025].standardDeduction).toEqual({
      single: 15750,
      marriedSeparately: 15750,
      marriedJointly: 31500,
      headOfHousehold: 23625,
    });
    expect(taxTable[2026].standardDeduction).toEqual({
      single: 16100,
      marriedSeparately: 16100,
      marriedJointly: 32200,
      headOfHousehold: 24150,
    });
    expect([taxTable[2025].socialSecurityWageBase, taxTable[2026].socialSecurityWageBase]).toEqual([
      176100, 184500,
    ]);
  });
});

describe('bracket edges, every year and status', () => {
  const cases = taxYears.flatMap((year) =>
    filingStatuses.flatMap((status) =>
      stated[year][status].map((edge, index) => ({ year, status, edge, index })),
    ),
  );

  it.each(cases)(
    '$year $status: the rate changes exactly at $edge',
    ({ year, status, edge, index }) => {
      const below = bracketRates[index] ?? 0;
      const above = bracketRates[index + 1] ?? 0;
      // The last $100 up to the edge is taxed at the lower rate, the next $100 at the higher.
      expect(taxOn(year, status, edge) - taxOn(year, status, edge - 100)).toBeCloseTo(
        100 * below,
        6,
      );
      expect(taxOn(year, status, edge + 100) - taxOn(year, status, edge)).toBeCloseTo(
        100 * above,
        6,
      );
      const result = calculateTax({ ...base, year, status, you: pay(edge) });
      expect(result.marginalRate).toBe(above);
      expect(result.slices[index]?.amount).toBe(edge - (stated[year][status][index - 1] ?? 0));
      expect(result.slices[index + 1]?.amount).toBe(0);
    },
  );

  it.each([
    // 10 % of 11,925 + 12 % of 36,550
    [2025, 'single', 48_475, 5_578.5],
    // 10 % of 23,850 + 12 % of 73,100
    [2025, 'marriedJointly', 96_950, 11_157],
    // 10 % of 17,000 + 12 % of 47,850
    [2025, 'headOfHousehold', 64_850, 7_442],
    // 10 % of 12,400 + 12 % of 38,000
    [2026, 'single', 50_400, 5_800],
    // 10 % of 24,800 + 12 % of 76,000 + 22 % of 110,600
    [2026, 'marriedJointly', 211_400, 35_932],
  ] as const)('%d %s: tax on %d is %d', (year, status, taxable, tax) => {
    expect(taxOn(year, status, taxable)).toBeCloseTo(tax, 2);
  });
});

describe('a full estimate', () => {
  it('takes 401(k) deferrals and the standard deduction off wages, and FICA off gross', () => {
    const result = calculateTax({
      ...base,
      you: pay(60_000, 3_000),
      itemisedDeduction: null,
      federalWithheld: 5_000,
    });
    expect(result.adjustedIncome).toBe(57_000);
    expect(result.deduction).toBe(15_750);
    expect(result.taxableIncome).toBe(41_250);
    // 1,192.50 + 12 % of 29,325
    expect(result.incomeTax).toBeCloseTo(4_711.5, 2);
    expect(result.socialSecurity).toBeCloseTo(3_720, 2);
    expect(result.medicare).toBeCloseTo(870, 2);
    expect(result.additionalMedicare).toBe(0);
    expect(result.refund).toBeCloseTo(288.5, 2);
  });

  it('caps Social Security at the wage base and adds Additional Medicare above the threshold', () => {
    const result = calculateTax({
      ...base,
      year: 2026,
      you: pay(300_000),
      status: 'marriedSeparately',
    });
    expect(result.socialSecurity).toBeCloseTo(184_500 * 0.062, 2);
    expect(result.additionalMedicare).toBeCloseTo((300_000 - 125_000) * 0.009, 2);
  });

  it('uses the child tax credit only against income tax, never below zero', () => {
    const low = calculateTax({
      ...base,
      you: pay(20_000),
      itemisedDeduction: null,
      childrenUnder17: 2,
    });
    expect(low.taxBeforeCredits).toBeCloseTo(425, 2);
    expect(low.childTaxCredit).toBeCloseTo(425, 2);
    expect(low.incomeTax).toBe(0);
    // The unused 3,975 is refundable up to 2 × 1,700 and 15 % × 17,500 = 2,625.
    expect(low.additionalChildTaxCredit).toBe(2_625);
    const mid = calculateTax({
      ...base,
      you: pay(90_000),
      itemisedDeduction: null,
      childrenUnder17: 1,
    });
    expect(mid.childTaxCredit).toBe(2_200);
  });

  it('phases the child credit out above $200,000 ($400,000 jointly)', () => {
    const single = calculateTax({ ...base, you: pay(210_000), childrenUnder17: 1 });
    expect(single.childTaxCredit).toBe(2_200 - 10 * 50);
    const joint = calculateTax({
      ...base,
      status: 'marriedJointly',
      you: pay(210_000),
      childrenUnder17: 1,
    });
    expect(joint.childTaxCredit).toBe(2_200);
  });

  it('shows an amount owed as a negative refund', () => {
    const result = calculateTax({
      ...base,
      you: pay(80_000),
      itemisedDeduction: null,
      federalWithheld: 1_000,
    });
    expect(result.refund).toBeLessThan(0);
  });
});

describe('properties', () => {
  const earner = fc.record({
    grossWages: fc.integer({ min: 0, max: 2_000_000 }),
    retirementDeferrals: fc.integer({ min: 0, max: 30_000 }),
    cafeteriaPlan: fc.integer({ min: 0, max: 10_000 }),
  });
  const input = fc.record({
    year: fc.constantFrom(...taxYears),
    status: fc.constantFrom(...filingStatuses),
    you: earner,
    spouse: earner,
    itemisedDeduction: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
    federalWithheld: fc.integer({ min: 0, max: 500_000 }),
    childrenUnder17: fc.integer({ min: 0, max: 6 }),
    otherEitcChildren: fc.integer({ min: 0, max: 3 }),
    aged25To64: fc.boolean(),
    separatedFromSpouse: fc.boolean(),
  });
  const raised = (taxInput: TaxInput, raise: number): TaxInput => ({
    ...taxInput,
    you: { ...taxInput.you, grossWages: taxInput.you.grossWages + raise },
  });

  it('tax never decreases as income rises', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 1, max: 500_000 }), (taxInput, raise) => {
        const before = calculateTax(taxInput).incomeTax;
        const after = calculateTax(raised(taxInput, raise)).incomeTax;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
      { numRuns: 1000 },
    );
  });

  it('the effective rate is never above the marginal rate', () => {
    fc.assert(
      fc.property(input, (taxInput) => {
        const result = calculateTax(taxInput);
        expect(result.effectiveRate).toBeLessThanOrEqual(result.marginalRate);
        expect(Number.isFinite(result.effectiveRate)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('zero income gives zero tax and no earned income credit', () => {
    fc.assert(
      fc.property(input, (taxInput) => {
        const result = calculateTax({ ...taxInput, you: pay(0), spouse: pay(0) });
        expect([
          result.incomeTax,
          result.socialSecurity,
          result.medicare,
          result.earnedIncomeCredit,
        ]).toEqual([0, 0, 0, 0]);
      }),
    );
  });

  it('the refund is withholding less income tax plus the refundable credits', () => {
    fc.assert(
      fc.property(input, (taxInput) => {
        const result = calculateTax(taxInput);
        const sum =
          taxInput.federalWithheld -
          result.incomeTax +
          result.earnedIncomeCredit +
          result.additionalChildTaxCredit;
        expect(Math.round(result.refund * 100)).toBe(Math.round(sum * 100));
      }),
      { numRuns: 1000 },
    );
  });

  it('the refundable credits stay within their caps', () => {
    fc.assert(
      fc.property(input, (taxInput) => {
        const result = calculateTax(taxInput);
        const figures = taxTable[taxInput.year];
        const maximum = Math.max(...figures.earnedIncomeCredit.maximum);
        expect(result.earnedIncomeCredit).toBeLessThanOrEqual(maximum);
        expect(result.additionalChildTaxCredit).toBeLessThanOrEqual(
          taxInput.childrenUnder17 * figures.refundableChildTaxCredit,
        );
        expect(result.childTaxCredit + result.additionalChildTaxCredit).toBeLessThanOrEqual(
          result.childTaxCreditAllowed,
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('caps Social Security for each worker, and reads the spouse only on a joint return', () => {
    fc.assert(
      fc.property(input, (taxInput) => {
        const result = calculateTax(taxInput);
        const cap = taxTable[taxInput.year].socialSecurityWageBase * SOCIAL_SECURITY_RATE;
        expect(result.earners).toHaveLength(taxInput.status === 'marriedJointly' ? 2 : 1);
        for (const earner of result.earners)
          expect(earner.socialSecurity).toBeLessThanOrEqual(Math.round(cap * 100) / 100);
      }),
      { numRuns: 1000 },
    );
  });
});
