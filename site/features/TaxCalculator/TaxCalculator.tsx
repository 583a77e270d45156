/**
 * The tax calculator of the site's /tax-calculator/ page. A feature of the marketing site, not a
 * piece of the design system: no other Beem app offers it, so it lives with the site and is
 * built, like any app's screen, from the library's public fields, money helpers and tokens.
 */
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useId, useState } from 'react';
import {
  AmountField,
  Checkbox,
  FieldGroup,
  Heading,
  NeedsScript,
  RadioGroup,
  formatPercent,
  formatUsd,
  parseAmount,
  parseCount,
  type AmountFieldProps,
  type ParsedAmount,
} from '@beem/design-system';
import {
  calculateTax,
  filingStatuses,
  filingStatusLabels,
  REFUNDABLE_CHILD_CREDIT_FLOOR,
  REFUNDABLE_CHILD_CREDIT_RATE,
  taxTable,
  taxYears,
  type EarnerPay,
  type FilingStatus,
  type TaxResult,
  type TaxYear,
} from './federalTax';
import * as styles from './TaxCalculator.css';

export interface TaxCalculatorValues {
  year: TaxYear;
  status: FilingStatus;
  /** The filer's gross pay, and pre-tax retirement and section 125 deductions from it. */
  wages: string;
  retirement: string;
  health: string;
  /** The spouse's, asked for only when filing jointly. */
  spouseWages: string;
  spouseRetirement: string;
  spouseHealth: string;
  deduction: 'standard' | 'itemised';
  itemised: string;
  withheld: string;
  /** Children under 17. */
  children: string;
  /** Other qualifying children for the earned income credit (17 and over). */
  otherChildren: string;
  /** The filer (or either spouse) is 25 to 64: asked only when there is no qualifying child. */
  aged25To64: boolean;
  /** Filing separately: lived apart from the spouse, or legally separated. */
  separated: boolean;
}

export const emptyTaxValues: TaxCalculatorValues = {
  year: 2025,
  status: 'single',
  wages: '',
  retirement: '',
  health: '',
  spouseWages: '',
  spouseRetirement: '',
  spouseHealth: '',
  deduction: 'standard',
  itemised: '',
  withheld: '',
  children: '',
  otherChildren: '',
  aged25To64: false,
  separated: false,
};

/** The values typed as text into an amount field; each has its error under the same key. */
type AmountKey =
  | 'wages'
  | 'retirement'
  | 'health'
  | 'spouseWages'
  | 'spouseRetirement'
  | 'spouseHealth'
  | 'itemised'
  | 'withheld'
  | 'children'
  | 'otherChildren';

const deductionKinds = ['standard', 'itemised'] as const;
const MAX_CHILDREN = 20;

const rateLabel = (rate: number) => `${Math.round(rate * 100)}%`;
const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

function Verdict({ refund }: { refund: number }) {
  if (Math.abs(refund) < 1) return <>You’re about even: no refund and nothing to pay</>;
  return refund > 0 ? (
    <>You may get back {formatUsd(refund)}</>
  ) : (
    <>You may owe {formatUsd(-refund)}</>
  );
}

function Figure({ name, value, help }: { name: string; value: string; help: string }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.figureName}>{name}</dt>
      <dd className={styles.figureValue}>{value}</dd>
      <dd className={styles.figureHelp}>{help}</dd>
    </div>
  );
}

function earnedIncomeCreditHelp(result: TaxResult, year: TaxYear, joint: boolean): string {
  const figures = taxTable[year].earnedIncomeCredit;
  const n = result.eitcChildren;
  const children = `${n === 0 ? 'no' : n} qualifying ${plural(n, 'child', 'children')}`;
  switch (result.earnedIncomeCreditStatus) {
    case 'allowed':
      return `Refundable. From the IRS credit table for ${children} and ${formatUsd(result.earnedIncome)} of earned income.`;
    case 'ageRule':
      return `None: without a qualifying child it is only for ${joint ? 'couples where one of you is' : 'workers'} 25 to 64.`;
    case 'separateReturn':
      return 'None: on a separate return it is only for a parent who lived apart from their spouse (or is legally separated) and had a qualifying child at home more than half the year.';
    case 'noEarnedIncome':
      return 'None: it needs earned income.';
    case 'overIncomeLimit': {
      const limits = joint ? figures.completedPhaseOut.joint : figures.completedPhaseOut.other;
      const limit = limits[Math.min(n, 3)] ?? 0;
      return `None: with ${children} it ends at ${formatUsd(limit)} of income.`;
    }
  }
}

function Estimate({
  result,
  year,
  joint,
  withheld,
  childrenUnder17,
}: {
  result: TaxResult;
  year: TaxYear;
  joint: boolean;
  withheld: number;
  childrenUnder17: number;
}) {
  const figures = taxTable[year];
  const fica = result.socialSecurity + result.medicare + result.additionalMedicare;
  const wageBase = formatUsd(figures.socialSecurityWageBase);
  const [you, spouse] = result.earners;
  const perChild = formatUsd(figures.refundableChildTaxCredit);
  return (
    <>
      <dl className={styles.figures}>
        <Figure
          name="Taxable income"
          value={formatUsd(result.taxableIncome)}
          help={`Wages for income tax, after 401(k) and section 125 deductions (${formatUsd(result.adjustedIncome)}), minus the ${result.deductionKind} deduction of ${formatUsd(result.deduction)}.`}
        />
        <Figure
          name="Federal income tax"
          value={formatUsd(result.incomeTax, { cents: true })}
          help={
            result.childTaxCredit > 0
              ? `${formatUsd(result.taxBeforeCredits, { cents: true })} from the brackets, less ${formatUsd(result.childTaxCredit, { cents: true })} of the child tax credit.`
              : 'The sum of each bracket’s slice below.'
          }
        />
        <Figure
          name="Earned income tax credit"
          value={formatUsd(result.earnedIncomeCredit)}
          help={earnedIncomeCreditHelp(result, year, joint)}
        />
        <Figure
          name="Additional child tax credit"
          value={formatUsd(result.additionalChildTaxCredit, { cents: true })}
          help={
            childrenUnder17 === 0
              ? 'None: it is the refundable part of the child tax credit, for children under 17.'
              : `Refundable: the child tax credit your income tax did not use, up to ${perChild} a child and ${rateLabel(REFUNDABLE_CHILD_CREDIT_RATE)} of earned income above ${formatUsd(REFUNDABLE_CHILD_CREDIT_FLOOR)}.`
          }
        />
        <Figure
          name="Marginal rate"
          value={rateLabel(result.marginalRate)}
          help="The rate on your next dollar of taxable income."
        />
        <Figure
          name="Effective rate"
          value={formatPercent(result.effectiveRate)}
          help="Federal income tax as a share of your wages."
        />
        <Figure
          name="Social Security and Medicare (FICA)"
          value={formatUsd(fica, { cents: true })}
          help={`Social Security ${formatUsd(result.socialSecurity, { cents: true })} (6.2% of each worker’s wages up to ${wageBase}), Medicare ${formatUsd(result.medicare + result.additionalMedicare, { cents: true })} (1.45%, plus 0.9% above the threshold). Withheld from each paycheck on top of income tax; section 125 deductions lower it, 401(k) contributions do not.`}
        />
        {joint && you && spouse && (
          <>
            <Figure
              name="Your Social Security"
              value={formatUsd(you.socialSecurity, { cents: true })}
              help={`6.2% of your ${formatUsd(you.payrollWages)} of wages, capped at ${wageBase}.`}
            />
            <Figure
              name="Your spouse’s Social Security"
              value={formatUsd(spouse.socialSecurity, { cents: true })}
              help={`6.2% of your spouse’s ${formatUsd(spouse.payrollWages)} of wages, capped at ${wageBase} for each of you.`}
            />
          </>
        )}
      </dl>
      <table className={styles.table}>
        <caption className={styles.caption}>How the estimate adds up</caption>
        <tbody>
          <tr>
            <th scope="row" className={styles.cell}>
              Federal tax withheld
            </th>
            <td className={`${styles.cell} ${styles.numeric}`}>
              {formatUsd(withheld, { cents: true })}
            </td>
          </tr>
          <tr>
            <th scope="row" className={styles.cell}>
              Less federal income tax
            </th>
            <td className={`${styles.cell} ${styles.numeric}`}>
              −{formatUsd(result.incomeTax, { cents: true })}
            </td>
          </tr>
          <tr>
            <th scope="row" className={styles.cell}>
              Plus earned income tax credit
            </th>
            <td className={`${styles.cell} ${styles.numeric}`}>
              {formatUsd(result.earnedIncomeCredit, { cents: true })}
            </td>
          </tr>
          <tr>
            <th scope="row" className={styles.cell}>
              Plus additional child tax credit
            </th>
            <td className={`${styles.cell} ${styles.numeric}`}>
              {formatUsd(result.additionalChildTaxCredit, { cents: true })}
            </td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className={`${styles.cell} ${styles.total}`}>
              {result.refund < 0 ? 'Amount you may owe' : 'Refund'}
            </th>
            <td className={`${styles.cell} ${styles.numeric} ${styles.total}`}>
              {formatUsd(Math.abs(result.refund), { cents: true })}
            </td>
          </tr>
        </tfoot>
      </table>
      <table className={styles.table}>
        <caption className={styles.caption}>Your taxable income, bracket by bracket</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              Rate
            </th>
            <th scope="col" className={styles.cell}>
              Income in this bracket
            </th>
            <th scope="col" className={`${styles.cell} ${styles.numeric}`}>
              Tax
            </th>
          </tr>
        </thead>
        <tbody>
          {result.slices.map((slice) => (
            <tr key={slice.rate}>
              <th scope="row" className={styles.cell}>
                {rateLabel(slice.rate)}
              </th>
              <td className={styles.cell}>
                {formatUsd(slice.amount)}
                <span className={styles.barTrack} aria-hidden="true">
                  <span
                    className={styles.bar}
                    // A custom property holding a computed share, not a raw style value: the
                    // bar's look stays in the stylesheet, its length is the data.
                    // eslint-disable-next-line no-restricted-syntax
                    style={assignInlineVars({
                      [styles.share]: `${result.taxableIncome > 0 ? (slice.amount / result.taxableIncome) * 100 : 0}%`,
                    })}
                  />
                </span>
              </td>
              <td className={`${styles.cell} ${styles.numeric}`}>
                {formatUsd(slice.tax, { cents: true })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** What the estimate does not model, in words a first-time filer can check against. */
function LeftOut({ year, titleId }: { year: TaxYear; titleId: string }) {
  const limit = formatUsd(taxTable[year].earnedIncomeCredit.investmentIncomeLimit);
  return (
    <section className={styles.leftOut} aria-labelledby={titleId}>
      <Heading level={3} size="lg" id={titleId}>
        What this estimate leaves out
      </Heading>
      <p className={styles.prompt}>
        It is not a tax return. Your return can differ if any of these apply to you:
      </p>
      <ul className={styles.leftOutList}>
        <li>State and local income taxes.</li>
        <li>
          Gig, freelance and other self-employment income (on a 1099-NEC or 1099-K) and the
          self-employment tax on it. Enter wages from a W-2 only.
        </li>
        <li>
          Other income, such as interest, unemployment benefits or taxable scholarships, and
          adjustments such as student loan interest or IRA contributions.
        </li>
        <li>
          Other credits and deductions: education credits (American Opportunity and Lifetime
          Learning), the Saver’s Credit, the child and dependent care credit, the $500 credit for
          other dependents (such as a child of 17 or over), and the deductions for tips and overtime
          pay.
        </li>
        <li>
          Rules of the earned income credit it takes on trust: investment income over {limit} in{' '}
          {year} rules it out; you, your spouse and each child need a Social Security number valid
          for work; a child must live with you in the US for more than half the year; and you can’t
          claim it if you are someone else’s qualifying child.
        </li>
        <li>Whether you can file as head of household: the estimate uses the status you choose.</li>
        <li>
          The IRS tax table: below $100,000 of taxable income a return takes the tax from a table in
          $50 steps, which can differ from the brackets here by a few dollars.
        </li>
      </ul>
    </section>
  );
}

export interface TaxCalculatorProps {
  /** Starting values (stories, or a visitor's saved inputs). */
  initialValues?: Partial<TaxCalculatorValues>;
}

type PayValues = Record<'wages' | 'retirement' | 'health', string>;

/** One earner's three pay fields, parsed, with a message where the deductions exceed the pay. */
function parsePay(values: PayValues, label: string) {
  const wages = parseAmount(values.wages, { empty: null, label });
  const retirement = parseAmount(values.retirement);
  const health = parseAmount(values.health);
  const tooMuch =
    wages.ok && retirement.ok && health.ok && retirement.value + health.value > wages.value;
  const message = 'Deductions can’t add up to more than the wages above.';
  return {
    wages,
    retirement,
    health,
    errors: {
      wages: values.wages.trim() && !wages.ok ? wages.message : undefined,
      retirement: retirement.ok
        ? tooMuch && retirement.value > 0
          ? message
          : undefined
        : retirement.message,
      health: health.ok
        ? tooMuch && !(retirement.value > 0)
          ? message
          : undefined
        : health.message,
    },
  };
}

const payOf = (
  wages: ParsedAmount,
  retirement: ParsedAmount,
  health: ParsedAmount,
): EarnerPay | null =>
  wages.ok && retirement.ok && health.ok
    ? {
        grossWages: wages.value,
        retirementDeferrals: retirement.value,
        cafeteriaPlan: health.value,
      }
    : null;

/**
 * A federal tax estimate that updates as the visitor types: taxable income, tax by bracket,
 * the refundable earned income and child tax credits, each worker's Social Security and
 * Medicare, and the refund or amount owed against withholding.
 */
export function TaxCalculator({ initialValues }: TaxCalculatorProps) {
  const id = useId();
  const [values, setValues] = useState<TaxCalculatorValues>({
    ...emptyTaxValues,
    ...initialValues,
  });
  const set =
    <K extends keyof TaxCalculatorValues>(key: K) =>
    (value: TaxCalculatorValues[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
    };

  const joint = values.status === 'marriedJointly';
  const separate = values.status === 'marriedSeparately';
  const yours = parsePay(values, 'annual wages');
  const spouses = parsePay(
    {
      // The spouse's wages may be blank: a one-earner couple has none.
      wages: values.spouseWages.trim() === '' ? '0' : values.spouseWages,
      retirement: values.spouseRetirement,
      health: values.spouseHealth,
    },
    'spouse’s annual wages',
  );
  const itemised = parseAmount(values.itemised, { empty: null, label: 'itemised deductions' });
  const withheld = parseAmount(values.withheld);
  const children = parseCount(values.children, MAX_CHILDREN);
  const otherChildren = parseCount(values.otherChildren, MAX_CHILDREN);
  const itemising = values.deduction === 'itemised';
  // An empty wages field is not a mistake yet: it is where every visitor starts.
  const errors = {
    ...yours.errors,
    spouseWages: joint ? spouses.errors.wages : undefined,
    spouseRetirement: joint ? spouses.errors.retirement : undefined,
    spouseHealth: joint ? spouses.errors.health : undefined,
    itemised: itemising && values.itemised.trim() && !itemised.ok ? itemised.message : undefined,
    withheld: withheld.ok ? undefined : withheld.message,
    children: children.ok ? undefined : children.message,
    otherChildren: otherChildren.ok ? undefined : otherChildren.message,
  } satisfies Record<AmountKey, string | undefined>;
  const hasError = Object.values(errors).some(Boolean);
  const you = payOf(yours.wages, yours.retirement, yours.health);
  const spouse = joint ? payOf(spouses.wages, spouses.retirement, spouses.health) : null;
  const ready =
    !hasError &&
    you !== null &&
    (!joint || spouse !== null) &&
    withheld.ok &&
    children.ok &&
    otherChildren.ok &&
    (!itemising || itemised.ok);
  const childrenUnder17 = children.ok ? children.value : 0;
  const result = ready
    ? calculateTax({
        year: values.year,
        status: values.status,
        you,
        spouse,
        itemisedDeduction: itemising && itemised.ok ? itemised.value : null,
        federalWithheld: withheld.value,
        childrenUnder17,
        otherEitcChildren: otherChildren.value,
        aged25To64: values.aged25To64,
        separatedFromSpouse: separate && values.separated,
      })
    : null;
  const standard = taxTable[values.year].standardDeduction[values.status];
  const noQualifyingChild =
    children.ok && otherChildren.ok && children.value + otherChildren.value === 0;

  /** An amount field, wired to its value and its error by its key. */
  const amountField = (
    key: AmountKey,
    field: Omit<AmountFieldProps, 'value' | 'onChange' | 'error'>,
  ) => <AmountField {...field} value={values[key]} onChange={set(key)} error={errors[key]} />;
  const yourLabel = (text: string) =>
    joint ? `Your ${text}` : text.charAt(0).toUpperCase() + text.slice(1);
  const wagesHint =
    'Gross pay for the year, before taxes and before any 401(k) or benefit deductions: the year-to-date gross on your last pay stub.';
  const retirementHint =
    'Traditional 401(k), 403(b), 457(b) or TSP contributions taken from pay. They lower income tax, not Social Security or Medicare. Leave out Roth contributions.';
  const healthHint =
    'Health, dental and vision premiums, and FSA or HSA amounts, taken from pay before tax (a section 125 plan). They lower income tax and Social Security and Medicare.';

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <Heading level={2} size="xxl" id={`${id}-title`}>
        Federal tax calculator
      </Heading>
      <p className={styles.note}>
        An estimate, not tax advice. It covers wages from a W-2 only, uses the {values.year} federal
        brackets and credits, and leaves some things out: see the list below.
      </p>
      <NeedsScript>
        The calculator works out your estimate in your browser, and it needs JavaScript, which is
        off or did not load. Turn it on or reload the page to use it.
      </NeedsScript>
      <div className={styles.layout}>
        <form
          className={styles.form}
          aria-label="Your income and withholding"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
          }}
        >
          <RadioGroup
            variant="chips"
            label="Tax year"
            options={taxYears}
            value={values.year}
            onChange={set('year')}
          />
          <RadioGroup
            variant="chips"
            label="Filing status"
            options={filingStatuses}
            value={values.status}
            onChange={set('status')}
            labelFor={(status) => filingStatusLabels[status]}
          />
          <FieldGroup label="Your pay" className={styles.group}>
            {amountField('wages', { label: yourLabel('annual wages'), hint: wagesHint })}
            {amountField('retirement', {
              label: yourLabel('pre-tax retirement contributions'),
              hint: retirementHint,
            })}
            {amountField('health', {
              label: yourLabel('pre-tax health and benefit deductions'),
              hint: healthHint,
            })}
          </FieldGroup>
          {joint && (
            <FieldGroup label="Your spouse’s pay" className={styles.group}>
              {amountField('spouseWages', {
                label: 'Your spouse’s annual wages',
                hint: 'Their gross pay for the year, figured the same way. Leave blank if they had no wages.',
              })}
              {amountField('spouseRetirement', {
                label: 'Your spouse’s pre-tax retirement contributions',
                hint: retirementHint,
              })}
              {amountField('spouseHealth', {
                label: 'Your spouse’s pre-tax health and benefit deductions',
                hint: healthHint,
              })}
            </FieldGroup>
          )}
          <RadioGroup
            variant="chips"
            label="Deduction"
            options={deductionKinds}
            value={values.deduction}
            onChange={set('deduction')}
            labelFor={(kind) =>
              kind === 'standard' ? `Standard (${formatUsd(standard)})` : 'Itemised'
            }
          />
          {itemising &&
            amountField('itemised', {
              label: 'Itemised deductions',
              hint: 'Mortgage interest, state and local taxes, gifts to charity and similar.',
            })}
          {amountField('withheld', {
            label: 'Federal tax withheld',
            hint: joint
              ? 'From your pay stubs, or box 2 of your W-2s: yours and your spouse’s together.'
              : 'From your pay stubs, or box 2 of your W-2.',
          })}
          <FieldGroup label="Children" className={styles.group}>
            {amountField('children', {
              label: 'Children under 17',
              hint: 'Who lived with you more than half the year and have a Social Security number. They count for the child tax credit and the earned income credit.',
              inputMode: 'numeric',
            })}
            {amountField('otherChildren', {
              label: 'Other children for the earned income credit',
              hint: 'Children who lived with you more than half the year and were 17 or 18 at its end, full-time students under 24, or permanently disabled. They count for the earned income credit only.',
              inputMode: 'numeric',
            })}
          </FieldGroup>
          {separate && (
            <Checkbox
              label={`I lived apart from my spouse for the last 6 months of ${values.year}, or we are legally separated and did not live together at its end`}
              hint="With a qualifying child who lived with you more than half the year, this lets you claim the earned income credit on a separate return."
              checked={values.separated}
              onChange={(event) => {
                set('separated')(event.target.checked);
              }}
            />
          )}
          {noQualifyingChild && !separate && (
            <Checkbox
              label={
                joint
                  ? `You or your spouse were 25 to 64 at the end of ${values.year}`
                  : `I was 25 to 64 at the end of ${values.year}`
              }
              hint="Without a qualifying child, the earned income credit is only for workers aged 25 to 64 whom no one else can claim as a dependent, so most students under 25 can’t get it."
              checked={values.aged25To64}
              onChange={(event) => {
                set('aged25To64')(event.target.checked);
              }}
            />
          )}
        </form>
        <section className={styles.results} aria-labelledby={`${id}-results`}>
          <Heading level={3} size="xl" id={`${id}-results`} aria-live="polite">
            {result ? <Verdict refund={result.refund} /> : 'Your estimate'}
          </Heading>
          {result ? (
            <Estimate
              result={result}
              year={values.year}
              joint={joint}
              withheld={withheld.ok ? withheld.value : 0}
              childrenUnder17={childrenUnder17}
            />
          ) : (
            <p className={styles.prompt}>
              {hasError
                ? 'Check the highlighted field to see your estimate.'
                : !yours.wages.ok
                  ? 'Enter your annual wages to see your estimate.'
                  : 'Enter your itemised deductions to see your estimate.'}
            </p>
          )}
        </section>
      </div>
      <LeftOut year={values.year} titleId={`${id}-left-out`} />
    </section>
  );
}
