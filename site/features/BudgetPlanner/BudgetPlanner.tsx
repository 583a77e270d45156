/**
 * The budget planner of the site's budget page. A feature of the marketing site, not a piece of
 * the design system: no other Beem app offers it, so it lives with the site and is built from the
 * library's public fields, buttons, money and storage helpers and tokens.
 */
import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import {
  budgetCategories,
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
  formatMoney,
  parseAmount,
} from '@beem/design-system';
import * as styles from './BudgetPlanner.css';
import { verdictText, type BudgetCopy } from './copy';

export interface BudgetPlannerProps {
  /** The planner's words in the page's language: `budgetCopy` (copy.ts) or the Spanish one. */
  copy: BudgetCopy;
  /** The plan to start from before any saved one is restored (stories). */
  initialPlan?: BudgetPlan;
  /** Where the plan is kept; the browser's local storage by default, `null` for nowhere. */
  storage?: Storage | null;
}

let lineCount = 0;
const newLineId = () => `line-${Date.now().toString(36)}-${(lineCount++).toString(36)}`;

/**
 * A monthly budget against the 50/30/20 guideline. The plan stays on the visitor's device
 * (local storage): restored on return, cleared by "Start over". No account, nothing sent.
 */
export function BudgetPlanner({ copy, initialPlan, storage }: BudgetPlannerProps) {
  const { locale, amountMessages: t, words } = copy;
  const id = useId();
  const [plan, setPlan] = useState<BudgetPlan>(initialPlan ?? emptyPlan(words.starterNames));
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
    setPlan(emptyPlan(words.starterNames));
  };

  const income = parseAmount(plan.income, { label: words.incomeName, t });
  const summary = summarise(plan);
  const usd = (value: number) => formatMoney(value, { locale, fractionDigits: 0 });
  const percent = (share: number) => formatPercent(share, locale);
  const categoryOptions = budgetCategories.map((category) => ({
    value: category,
    label: words.categories[category],
  }));

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <Heading level={2} size="xxl" id={`${id}-title`}>
        {words.title}
      </Heading>
      <p className={styles.note}>{words.savedNote}</p>
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
          <AmountField
            label={words.incomeLabel}
            hint={words.incomeHint}
            value={plan.income}
            onChange={(value) => {
              setPlan((current) => ({ ...current, income: value }));
            }}
            error={income.ok ? undefined : income.message}
          />
          <Heading level={3} size="lg">
            {words.spendingHeading}
          </Heading>
          <ul className={styles.lines}>
            {plan.lines.map((line, index) => {
              const amount = parseAmount(line.amount, { t });
              const label = line.name.trim() || words.unnamedLine(index + 1);
              return (
                <li key={line.id}>
                  <fieldset className={styles.line}>
                    <VisuallyHidden as="legend">{label}</VisuallyHidden>
                    <TextField
                      id={`${id}-${line.id}-name`}
                      label={words.nameLabel}
                      value={line.name}
                      maxLength={80}
                      onChange={(next) => {
                        updateLine(line.id, { name: next });
                      }}
                    />
                    <AmountField
                      label={words.amountLabel}
                      value={line.amount}
                      onChange={(amount) => {
                        updateLine(line.id, { amount });
                      }}
                      error={amount.ok ? undefined : amount.message}
                    />
                    <Select
                      label={words.kindLabel}
                      options={categoryOptions}
                      value={line.category}
                      onChange={(next) => {
                        updateLine(line.id, { category: next as BudgetCategory });
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
                      {words.remove}
                      <VisuallyHidden> {label}</VisuallyHidden>
                    </Button>
                  </fieldset>
                </li>
              );
            })}
          </ul>
          <div className={styles.actions}>
            <Button id={`${id}-add`} variant="secondary" size="sm" onClick={addLine}>
              {words.addLine}
            </Button>
            <Button variant="ghost" size="sm" onClick={startOver}>
              {words.startOver}
            </Button>
          </div>
        </form>
        {/* A region named by its live result line: a <section> would want a heading, and the
            line is a sentence that changes as you type, not a title. */}
        <div role="region" className={styles.results} aria-labelledby={`${id}-result`}>
          <p id={`${id}-result`} className={styles.leftOver} aria-live="polite">
            {summary.income > 0
              ? summary.leftOver >= 0
                ? words.leftOver(usd(summary.leftOver))
                : words.overBudget(usd(-summary.leftOver))
              : words.resultPrompt}
          </p>
          <ul className={styles.chart} aria-label={words.chartLabel}>
            {budgetCategories.map((category) => {
              const share = summary.shares[category];
              const above = category === 'savings' ? false : share > guideline[category];
              return (
                <li key={category} className={styles.chartRow}>
                  <span className={styles.chartLabel}>
                    <span>
                      {words.categories[category]}: {usd(summary.totals[category])}
                    </span>
                    <span>{words.chartShare(percent(share), percent(guideline[category]))}</span>
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
          <p className={styles.verdict}>{verdictText(summary, copy)}</p>
        </div>
      </div>
    </section>
  );
}
