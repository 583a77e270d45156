/**
 * The budget planner of the site's budget page. A feature of the marketing site, not a piece of
 * the design system: no other Beem app offers it, so it lives with the site and is built from the
 * library's public fields, buttons, money and storage helpers and tokens.
 */
import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import {
  budgetCategories,
  categoryLabels,
  clearPlan,
  emptyPlan,
  guideline,
  loadPlan,
  savePlan,
  summarise,
  type BudgetCategory,
  type BudgetLine,
  type BudgetPlan,
} from './budget';
import {
  AmountField,
  Button,
  Heading,
  NeedsScript,
  Select,
  TextField,
  VisuallyHidden,
  formatPercent,
  formatUsd,
  parseAmount,
} from '@beem/design-system';
import * as styles from './BudgetPlanner.css';

export interface BudgetPlannerProps {
  /** The plan to start from before any saved one is restored (stories). */
  initialPlan?: BudgetPlan;
  /** Where the plan is kept; the browser's local storage by default, `null` for nowhere. */
  storage?: Storage | null;
}

const categoryOptions = budgetCategories.map((category) => ({
  value: category,
  label: categoryLabels[category],
}));

let lineCount = 0;
const newLineId = () => `line-${Date.now().toString(36)}-${(lineCount++).toString(36)}`;

/**
 * A monthly budget against the 50/30/20 guideline. The plan stays on the visitor's device
 * (local storage): restored on return, cleared by "Start over". No account, nothing sent.
 */
export function BudgetPlanner({ initialPlan, storage }: BudgetPlannerProps) {
  const id = useId();
  const [plan, setPlan] = useState<BudgetPlan>(initialPlan ?? emptyPlan());
  // Restored after the first render, so the prerendered HTML and hydration agree.
  const [restored, setRestored] = useState(false);
  const focusLine = useRef<string | null>(null);

  useEffect(() => {
    const saved = loadPlan(storage);
    // Storage is outside React and unknown to the prerendered HTML: it can only be read once the
    // page is live, and read once, so the extra render is the point rather than a cascade.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (saved) setPlan(saved);
    setRestored(true);
  }, [storage]);

  useEffect(() => {
    if (restored) savePlan(plan, storage);
  }, [plan, restored, storage]);

  useEffect(() => {
    if (!focusLine.current) return;
    document.getElementById(`${id}-${focusLine.current}-name`)?.focus();
    focusLine.current = null;
  });

  const updateLine = (lineId: string, change: Partial<BudgetLine>) => {
    setPlan((current) => ({
      ...current,
      lines: current.lines.map((line) => (line.id === lineId ? { ...line, ...change } : line)),
    }));
  };
  const addLine = () => {
    const line: BudgetLine = { id: newLineId(), name: '', amount: '', category: 'wants' };
    focusLine.current = line.id;
    setPlan((current) => ({ ...current, lines: [...current.lines, line] }));
  };
  const removeLine = (lineId: string) => {
    setPlan((current) => ({
      ...current,
      lines: current.lines.filter((line) => line.id !== lineId),
    }));
    document.getElementById(`${id}-add`)?.focus();
  };
  const startOver = () => {
    clearPlan(storage);
    setPlan(emptyPlan());
  };

  const income = parseAmount(plan.income, { label: 'take-home pay' });
  const summary = summarise(plan);

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <Heading level={2} size="xxl" id={`${id}-title`}>
        Budget planner
      </Heading>
      <p className={styles.note}>
        Your plan is saved only in this browser, on this device. Nothing is sent to Beem.
      </p>
      <NeedsScript>
        The planner adds up your budget in your browser, and it needs JavaScript, which is off or
        did not load. Turn it on or reload the page to use it.
      </NeedsScript>
      <div className={styles.layout}>
        <form
          className={styles.form}
          aria-label="Your monthly budget"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
          }}
        >
          <AmountField
            label="Monthly take-home pay"
            hint="What reaches your account each month, after taxes."
            value={plan.income}
            onChange={(value) => {
              setPlan((current) => ({ ...current, income: value }));
            }}
            error={income.ok ? undefined : income.message}
          />
          <Heading level={3} size="lg">
            Monthly spending
          </Heading>
          <ul className={styles.lines}>
            {plan.lines.map((line, index) => {
              const amount = parseAmount(line.amount);
              const label = line.name.trim() || `Line ${index + 1}`;
              return (
                <li key={line.id}>
                  <fieldset className={styles.line}>
                    <VisuallyHidden as="legend">{label}</VisuallyHidden>
                    <TextField
                      id={`${id}-${line.id}-name`}
                      label="Name"
                      value={line.name}
                      maxLength={80}
                      onChange={(event) => {
                        updateLine(line.id, { name: event.target.value });
                      }}
                    />
                    <AmountField
                      label="Amount per month"
                      value={line.amount}
                      onChange={(amount) => {
                        updateLine(line.id, { amount });
                      }}
                      error={amount.ok ? undefined : amount.message}
                    />
                    <Select
                      label="Kind"
                      options={categoryOptions}
                      value={line.category}
                      onChange={(event) => {
                        updateLine(line.id, { category: event.target.value as BudgetCategory });
                      }}
                    />
                    <Button
                      variant="ghost"
                      size="sm"
                      className={styles.remove}
                      onClick={() => {
                        removeLine(line.id);
                      }}
                    >
                      Remove<VisuallyHidden> {label}</VisuallyHidden>
                    </Button>
                  </fieldset>
                </li>
              );
            })}
          </ul>
          <div className={styles.actions}>
            <Button id={`${id}-add`} variant="secondary" size="sm" onClick={addLine}>
              Add a line
            </Button>
            <Button variant="ghost" size="sm" onClick={startOver}>
              Start over
            </Button>
          </div>
        </form>
        {/* A region named by its live result line: a <section> would want a heading, and the
            line is a sentence that changes as you type, not a title. */}
        <div role="region" className={styles.results} aria-labelledby={`${id}-result`}>
          <p id={`${id}-result`} className={styles.leftOver} aria-live="polite">
            {summary.income > 0
              ? summary.leftOver >= 0
                ? `${formatUsd(summary.leftOver)} left over each month`
                : `${formatUsd(-summary.leftOver)} over budget each month`
              : 'Your 50/30/20 check'}
          </p>
          <ul className={styles.chart} aria-label="Your spending against 50/30/20">
            {budgetCategories.map((category) => {
              const share = summary.shares[category];
              const above = category === 'savings' ? false : share > guideline[category];
              return (
                <li key={category} className={styles.chartRow}>
                  <span className={styles.chartLabel}>
                    <span>
                      {categoryLabels[category]}: {formatUsd(summary.totals[category])}
                    </span>
                    <span>
                      {formatPercent(share)} of pay · guideline {formatPercent(guideline[category])}
                    </span>
                  </span>
                  {/* SVG geometry, not a style attribute: the prerendered chart stays drawn under a
                      Content-Security-Policy of `style-src 'self'`. */}
                  <svg
                    className={styles.track}
                    viewBox="0 0 100 10"
                    preserveAspectRatio="none"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <rect
                      className={clsx(styles.fill, above && styles.over)}
                      width={Math.min(share, 1) * 100}
                      height="10"
                    />
                    <rect
                      className={styles.marker}
                      x={guideline[category] * 100 - 0.4}
                      width="0.8"
                      height="10"
                    />
                  </svg>
                </li>
              );
            })}
          </ul>
          <p className={styles.verdict}>{summary.verdict}</p>
        </div>
      </div>
    </section>
  );
}
