import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useId, useState } from 'react';
import { AmountField, ChoiceGroup } from '../Field/Field';
import { formatPercent, formatUsd, parseAmount, parseCount } from '../../helpers/money/money';
import {
  calculateTax,
  filingStatuses,
  filingStatusLabels,
  taxTable,
  taxYears,
  type FilingStatus,
  type TaxResult,
  type TaxYear,
} from '../../helpers/tax/federalTax';
import * as styles from './TaxCalculator.css';

export interface TaxCalculatorValues {
  year: TaxYear;
  status: FilingStatus;
  wages: string;
  preTax: string;
  deduction: 'standard' | 'itemised';
  itemised: string;
  withheld: string;
  children: string;
}

export const emptyTaxValues: TaxCalculatorValues = {
  year: 2025,
  status: 'single',
  wages: '',
  preTax: '',
  deduction: 'standard',
  itemised: '',
  withheld: '',
  children: '',
};

const deductionKinds = ['standard', 'itemised'] as const;
const MAX_CHILDREN = 20;

const rateLabel = (rate: number) => `${Math.round(rate * 100)}%`;

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

function Estimate({ result, year }: { result: TaxResult; year: TaxYear }) {
  const fica = result.socialSecurity + result.medicare + result.additionalMedicare;
  return (
    <>
      <dl className={styles.figures}>
        <Figure
          name="Taxable income"
          value={formatUsd(result.taxableIncome)}
          help={`Wages minus pre-tax contributions (${formatUsd(result.adjustedIncome)} left) minus the ${result.deductionKind} deduction of ${formatUsd(result.deduction)}.`}
        />
        <Figure
          name="Federal income tax"
          value={formatUsd(result.incomeTax, { cents: true })}
          help={
            result.childTaxCredit > 0
              ? `${formatUsd(result.taxBeforeCredits, { cents: true })} from the brackets, less a child tax credit of ${formatUsd(result.childTaxCredit, { cents: true })}.`
              : 'The sum of each bracket’s slice below.'
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
          help={`Social Security ${formatUsd(result.socialSecurity, { cents: true })} (6.2% up to ${formatUsd(taxTable[year].socialSecurityWageBase)} of wages), Medicare ${formatUsd(result.medicare + result.additionalMedicare, { cents: true })} (1.45%, plus 0.9% above the threshold). Withheld from each paycheck on top of income tax; 401(k) contributions do not lower it.`}
        />
      </dl>
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

export interface TaxCalculatorProps {
  /** Starting values (stories, or a visitor's saved inputs). */
  initialValues?: Partial<TaxCalculatorValues>;
}

/**
 * A federal tax estimate that updates as the visitor types: taxable income, tax by bracket,
 * marginal and effective rates, FICA, and the refund or amount owed against withholding.
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

  const wages = parseAmount(values.wages, { empty: null, label: 'annual wages' });
  const preTax = parseAmount(values.preTax);
  const itemised = parseAmount(values.itemised, { empty: null, label: 'itemised deductions' });
  const withheld = parseAmount(values.withheld);
  const children = parseCount(values.children, MAX_CHILDREN);
  const itemising = values.deduction === 'itemised';
  // An empty wages field is not a mistake yet: it is where every visitor starts.
  const errors = {
    wages: values.wages.trim() && !wages.ok ? wages.message : undefined,
    preTax: preTax.ok ? undefined : preTax.message,
    itemised: itemising && values.itemised.trim() && !itemised.ok ? itemised.message : undefined,
    withheld: withheld.ok ? undefined : withheld.message,
    children: children.ok ? undefined : children.message,
  };
  const hasError = Object.values(errors).some(Boolean);
  const ready =
    !hasError && wages.ok && preTax.ok && withheld.ok && children.ok && (!itemising || itemised.ok);
  const result = ready
    ? calculateTax({
        year: values.year,
        status: values.status,
        wages: wages.value,
        preTaxContributions: preTax.value,
        itemisedDeduction: itemising && itemised.ok ? itemised.value : null,
        federalWithheld: withheld.value,
        childrenUnder17: children.value,
      })
    : null;
  const standard = taxTable[values.year].standardDeduction[values.status];

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Federal tax calculator
      </h2>
      <p className={styles.note}>
        An estimate, not tax advice. It covers wages only, uses the {values.year} federal brackets,
        and simplifies the child tax credit (the non-refundable part only). State taxes, other
        income and other credits are not included.
      </p>
      <div className={styles.layout}>
        <form
          className={styles.form}
          aria-label="Your income and withholding"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
          }}
        >
          <ChoiceGroup
            legend="Tax year"
            options={taxYears}
            value={values.year}
            onChange={set('year')}
          />
          <ChoiceGroup
            legend="Filing status"
            options={filingStatuses}
            value={values.status}
            onChange={set('status')}
            labelFor={(status) => filingStatusLabels[status]}
          />
          <AmountField
            label="Annual wages"
            hint="Your pay for the year before taxes and retirement contributions."
            value={values.wages}
            onChange={set('wages')}
            error={errors.wages}
          />
          <AmountField
            label="Pre-tax contributions (401(k), IRA)"
            hint="Lowers income tax, not Social Security or Medicare."
            value={values.preTax}
            onChange={set('preTax')}
            error={errors.preTax}
          />
          <ChoiceGroup
            legend="Deduction"
            options={deductionKinds}
            value={values.deduction}
            onChange={set('deduction')}
            labelFor={(kind) =>
              kind === 'standard' ? `Standard (${formatUsd(standard)})` : 'Itemised'
            }
          />
          {itemising && (
            <AmountField
              label="Itemised deductions"
              hint="Mortgage interest, state and local taxes, gifts to charity and similar."
              value={values.itemised}
              onChange={set('itemised')}
              error={errors.itemised}
            />
          )}
          <AmountField
            label="Federal tax withheld"
            hint="From your pay stubs, or box 2 of your W-2."
            value={values.withheld}
            onChange={set('withheld')}
            error={errors.withheld}
          />
          <AmountField
            label="Children under 17"
            hint="For the child tax credit (simplified: non-refundable part only)."
            inputMode="numeric"
            value={values.children}
            onChange={set('children')}
            error={errors.children}
          />
        </form>
        <section className={styles.results} aria-labelledby={`${id}-results`}>
          <h3 id={`${id}-results`} className={styles.headline} aria-live="polite">
            {result ? <Verdict refund={result.refund} /> : 'Your estimate'}
          </h3>
          {result ? (
            <Estimate result={result} year={values.year} />
          ) : (
            <p className={styles.prompt}>
              {hasError
                ? 'Check the highlighted field to see your estimate.'
                : !wages.ok
                  ? 'Enter your annual wages to see your estimate.'
                  : 'Enter your itemised deductions to see your estimate.'}
            </p>
          )}
        </section>
      </div>
    </section>
  );
}
