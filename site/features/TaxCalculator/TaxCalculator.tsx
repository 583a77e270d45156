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
  formatMoney,
  parseAmount,
  parseCount,
  type AmountFieldProps,
  type ParsedAmount,
} from '@beem/design-system';
import {
  calculateTax,
  filingStatuses,
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
import type { TaxCalculatorCopy } from './copy';

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

function Verdict({ refund, copy }: { refund: number; copy: TaxCalculatorCopy }) {
  const say = copy.words.verdict;
  if (Math.abs(refund) < 1) return <>{say.even}</>;
  const amount = formatMoney(Math.abs(refund), { locale: copy.locale, fractionDigits: 0 });
  return <>{refund > 0 ? say.refund(amount) : say.owe(amount)}</>;
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

function earnedIncomeCreditHelp(
  result: TaxResult,
  year: TaxYear,
  joint: boolean,
  { locale, words }: TaxCalculatorCopy,
): string {
  const figures = taxTable[year].earnedIncomeCredit;
  const n = result.eitcChildren;
  const say = words.earnedIncomeCredit;
  switch (result.earnedIncomeCreditStatus) {
    case 'allowed':
      return say.allowed(n, formatMoney(result.earnedIncome, { locale, fractionDigits: 0 }));
    case 'ageRule':
      return joint ? say.ageRule.joint : say.ageRule.alone;
    case 'separateReturn':
      return say.separateReturn;
    case 'noEarnedIncome':
      return say.noEarnedIncome;
    case 'overIncomeLimit': {
      const limits = joint ? figures.completedPhaseOut.joint : figures.completedPhaseOut.other;
      return say.overIncomeLimit(
        n,
        formatMoney(limits[Math.min(n, 3)] ?? 0, { locale, fractionDigits: 0 }),
      );
    }
  }
}

function Estimate({
  result,
  year,
  joint,
  withheld,
  childrenUnder17,
  copy,
}: {
  result: TaxResult;
  year: TaxYear;
  joint: boolean;
  withheld: number;
  childrenUnder17: number;
  copy: TaxCalculatorCopy;
}) {
  const { locale, words } = copy;
  const say = words.figures;
  const usd = (value: number) => formatMoney(value, { locale, fractionDigits: 0 });
  const cents = (value: number) => formatMoney(value, { locale });
  const figures = taxTable[year];
  const fica = result.socialSecurity + result.medicare + result.additionalMedicare;
  const wageBase = usd(figures.socialSecurityWageBase);
  const [you, spouse] = result.earners;
  return (
    <>
      <dl className={styles.figures}>
        <Figure
          name={say.taxableIncome}
          value={usd(result.taxableIncome)}
          help={say.taxableIncomeHelp(
            usd(result.adjustedIncome),
            result.deductionKind,
            usd(result.deduction),
          )}
        />
        <Figure
          name={say.incomeTax}
          value={cents(result.incomeTax)}
          help={
            result.childTaxCredit > 0
              ? say.incomeTaxWithCredit(
                  cents(result.taxBeforeCredits),
                  cents(result.childTaxCredit),
                )
              : say.incomeTaxHelp
          }
        />
        <Figure
          name={say.earnedIncomeCredit}
          value={usd(result.earnedIncomeCredit)}
          help={earnedIncomeCreditHelp(result, year, joint, copy)}
        />
        <Figure
          name={say.additionalChildTaxCredit}
          value={cents(result.additionalChildTaxCredit)}
          help={
            childrenUnder17 === 0
              ? say.additionalChildTaxCreditNone
              : say.additionalChildTaxCreditHelp(
                  usd(figures.refundableChildTaxCredit),
                  rateLabel(REFUNDABLE_CHILD_CREDIT_RATE),
                  usd(REFUNDABLE_CHILD_CREDIT_FLOOR),
                )
          }
        />
        <Figure
          name={say.marginalRate}
          value={rateLabel(result.marginalRate)}
          help={say.marginalRateHelp}
        />
        <Figure
          name={say.effectiveRate}
          value={formatPercent(result.effectiveRate, locale)}
          help={say.effectiveRateHelp}
        />
        <Figure
          name={say.fica}
          value={cents(fica)}
          help={say.ficaHelp(
            cents(result.socialSecurity),
            wageBase,
            cents(result.medicare + result.additionalMedicare),
          )}
        />
        {joint && you && spouse && (
          <>
            <Figure
              name={say.yourSocialSecurity}
              value={cents(you.socialSecurity)}
              help={say.yourSocialSecurityHelp(usd(you.payrollWages), wageBase)}
            />
            <Figure
              name={say.spouseSocialSecurity}
              value={cents(spouse.socialSecurity)}
              help={say.spouseSocialSecurityHelp(usd(spouse.payrollWages), wageBase)}
            />
          </>
        )}
      </dl>
      <table className={styles.table}>
        <caption className={styles.caption}>{words.sum.caption}</caption>
        <tbody>
          <tr>
            <th scope="row" className={styles.cell}>
              {words.sum.withheld}
            </th>
            <td className={`${styles.cell} ${styles.numeric}`}>{cents(withheld)}</td>
          </tr>
          <tr>
            <th scope="row" className={styles.cell}>
              {words.sum.lessIncomeTax}
            </th>
            <td className={`${styles.cell} ${styles.numeric}`}>−{cents(result.incomeTax)}</td>
          </tr>
          <tr>
            <th scope="row" className={styles.cell}>
              {words.sum.plusEarnedIncomeCredit}
            </th>
            <td className={`${styles.cell} ${styles.numeric}`}>
              {cents(result.earnedIncomeCredit)}
            </td>
          </tr>
          <tr>
            <th scope="row" className={styles.cell}>
              {words.sum.plusAdditionalChildTaxCredit}
            </th>
            <td className={`${styles.cell} ${styles.numeric}`}>
              {cents(result.additionalChildTaxCredit)}
            </td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className={`${styles.cell} ${styles.total}`}>
              {result.refund < 0 ? words.sum.owe : words.sum.refund}
            </th>
            <td className={`${styles.cell} ${styles.numeric} ${styles.total}`}>
              {cents(Math.abs(result.refund))}
            </td>
          </tr>
        </tfoot>
      </table>
      <table className={styles.table}>
        <caption className={styles.caption}>{words.brackets.caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              {words.brackets.rate}
            </th>
            <th scope="col" className={styles.cell}>
              {words.brackets.income}
            </th>
            <th scope="col" className={`${styles.cell} ${styles.numeric}`}>
              {words.brackets.tax}
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
                {usd(slice.amount)}
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
              <td className={`${styles.cell} ${styles.numeric}`}>{cents(slice.tax)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** What the estimate does not model, in words a first-time filer can check against. */
function LeftOut({
  year,
  titleId,
  copy,
}: {
  year: TaxYear;
  titleId: string;
  copy: TaxCalculatorCopy;
}) {
  const { locale, words } = copy;
  const limit = formatMoney(taxTable[year].earnedIncomeCredit.investmentIncomeLimit, {
    locale,
    fractionDigits: 0,
  });
  return (
    <section className={styles.leftOut} aria-labelledby={titleId}>
      <Heading level={3} size="lg" id={titleId}>
        {words.leftOut.title}
      </Heading>
      <p className={styles.prompt}>{words.leftOut.intro}</p>
      <ul className={styles.leftOutList}>
        {words.leftOut.items(year, limit).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

export interface TaxCalculatorProps {
  /** The calculator's words in the page's language: `taxCalculatorCopy` (copy.ts) or the Spanish one. */
  copy: TaxCalculatorCopy;
  /** Starting values (stories, or a visitor's saved inputs). */
  initialValues?: Partial<TaxCalculatorValues>;
}

type PayValues = Record<'wages' | 'retirement' | 'health', string>;

/** One earner's three pay fields, parsed, with a message where the deductions exceed the pay. */
function parsePay(
  values: PayValues,
  label: string,
  { amountMessages: t, words }: TaxCalculatorCopy,
) {
  const wages = parseAmount(values.wages, { empty: null, label, t });
  const retirement = parseAmount(values.retirement, { t });
  const health = parseAmount(values.health, { t });
  const tooMuch =
    wages.ok && retirement.ok && health.ok && retirement.value + health.value > wages.value;
  const message = words.deductionsOverWages;
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
export function TaxCalculator({ copy, initialValues }: TaxCalculatorProps) {
  const { locale, amountMessages: t, words } = copy;
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
  const yours = parsePay(values, words.wagesName, copy);
  const spouses = parsePay(
    {
      // The spouse's wages may be blank: a one-earner couple has none.
      wages: values.spouseWages.trim() === '' ? '0' : values.spouseWages,
      retirement: values.spouseRetirement,
      health: values.spouseHealth,
    },
    words.spouseWagesName,
    copy,
  );
  const itemised = parseAmount(values.itemised, { empty: null, label: words.itemisedName, t });
  const withheld = parseAmount(values.withheld, { t });
  const children = parseCount(values.children, MAX_CHILDREN, t);
  const otherChildren = parseCount(values.otherChildren, MAX_CHILDREN, t);
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
  const label = (text: { alone: string; joint: string }) => (joint ? text.joint : text.alone);

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <Heading level={2} size="xxl" id={`${id}-title`}>
        {words.title}
      </Heading>
      <p className={styles.note}>{words.note(values.year)}</p>
      <NeedsScript>{words.needsScript}</NeedsScript>
      <div className={styles.layout}>
        <form
          className={styles.form}
          aria-label={words.formLabel}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
          }}
        >
          <RadioGroup
            variant="chips"
            label={words.yearLabel}
            options={taxYears}
            value={values.year}
            onChange={set('year')}
          />
          <RadioGroup
            variant="chips"
            label={words.statusLabel}
            options={filingStatuses}
            value={values.status}
            onChange={set('status')}
            labelFor={(status) => words.statuses[status]}
          />
          <FieldGroup label={words.yourPay} className={styles.group}>
            {amountField('wages', { label: label(words.wages), hint: words.wagesHint })}
            {amountField('retirement', {
              label: label(words.retirement),
              hint: words.retirementHint,
            })}
            {amountField('health', { label: label(words.health), hint: words.healthHint })}
          </FieldGroup>
          {joint && (
            <FieldGroup label={words.spousePay} className={styles.group}>
              {amountField('spouseWages', {
                label: words.spouseWages,
                hint: words.spouseWagesHint,
              })}
              {amountField('spouseRetirement', {
                label: words.spouseRetirement,
                hint: words.retirementHint,
              })}
              {amountField('spouseHealth', {
                label: words.spouseHealth,
                hint: words.healthHint,
              })}
            </FieldGroup>
          )}
          <RadioGroup
            variant="chips"
            label={words.deductionLabel}
            options={deductionKinds}
            value={values.deduction}
            onChange={set('deduction')}
            labelFor={(kind) =>
              kind === 'standard'
                ? words.standardDeduction(formatMoney(standard, { locale, fractionDigits: 0 }))
                : words.itemisedDeduction
            }
          />
          {itemising &&
            amountField('itemised', { label: words.itemisedLabel, hint: words.itemisedHint })}
          {amountField('withheld', {
            label: words.withheldLabel,
            hint: label(words.withheldHint),
          })}
          <FieldGroup label={words.children} className={styles.group}>
            {amountField('children', {
              label: words.childrenLabel,
              hint: words.childrenHint,
              inputMode: 'numeric',
            })}
            {amountField('otherChildren', {
              label: words.otherChildrenLabel,
              hint: words.otherChildrenHint,
              inputMode: 'numeric',
            })}
          </FieldGroup>
          {separate && (
            <Checkbox
              label={words.separated(values.year)}
              hint={words.separatedHint}
              checked={values.separated}
              onChange={(next) => {
                set('separated')(next);
              }}
            />
          )}
          {noQualifyingChild && !separate && (
            <Checkbox
              label={
                joint ? words.aged25To64.joint(values.year) : words.aged25To64.alone(values.year)
              }
              hint={words.aged25To64Hint}
              checked={values.aged25To64}
              onChange={(next) => {
                set('aged25To64')(next);
              }}
            />
          )}
        </form>
        <section className={styles.results} aria-labelledby={`${id}-results`}>
          <Heading level={3} size="xl" id={`${id}-results`} aria-live="polite">
            {result ? <Verdict refund={result.refund} copy={copy} /> : words.resultsTitle}
          </Heading>
          {result ? (
            <Estimate
              result={result}
              year={values.year}
              joint={joint}
              withheld={withheld.ok ? withheld.value : 0}
              childrenUnder17={childrenUnder17}
              copy={copy}
            />
          ) : (
            <p className={styles.prompt}>
              {hasError
                ? words.prompts.check
                : !yours.wages.ok
                  ? words.prompts.wages
                  : words.prompts.itemised}
            </p>
          )}
        </section>
      </div>
      <LeftOut year={values.year} titleId={`${id}-left-out`} copy={copy} />
    </section>
  );
}
