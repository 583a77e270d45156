/**
 * The budget planner's arithmetic and its saved plan. The 50/30/20 guideline: about half of
 * take-home pay for needs, 30 % for wants, 20 % for savings and extra debt payments.
 */
import {
  formatPercent,
  formatUsd,
  parseAmount,
  readStored,
  removeStored,
  writeStored,
} from '@beem/design-system';

export const budgetCategories = ['needs', 'wants', 'savings'] as const;
export type BudgetCategory = (typeof budgetCategories)[number];

export const categoryLabels: Record<BudgetCategory, string> = {
  needs: 'Needs',
  wants: 'Wants',
  savings: 'Savings',
};

export const guideline: Record<BudgetCategory, number> = { needs: 0.5, wants: 0.3, savings: 0.2 };

export interface BudgetLine {
  id: string;
  name: string;
  /** As typed, so a half-typed amount is never lost or rewritten. */
  amount: string;
  category: BudgetCategory;
}

export interface BudgetPlan {
  /** Monthly take-home pay, as typed. */
  income: string;
  lines: BudgetLine[];
}

/** The lines a student budget usually starts with. */
export const starterLines: readonly Omit<BudgetLine, 'amount'>[] = [
  { id: 'rent', name: 'Rent', category: 'needs' },
  { id: 'food', name: 'Food', category: 'needs' },
  { id: 'transport', name: 'Transport', category: 'needs' },
  { id: 'subscriptions', name: 'Subscriptions', category: 'wants' },
  { id: 'debt', name: 'Debt payments', category: 'needs' },
  { id: 'savings', name: 'Savings', category: 'savings' },
  { id: 'fun', name: 'Fun', category: 'wants' },
];

export const emptyPlan = (): BudgetPlan => ({
  income: '',
  lines: starterLines.map((line) => ({ ...line, amount: '' })),
});

export interface BudgetSummary {
  income: number;
  totals: Record<BudgetCategory, number>;
  spent: number;
  leftOver: number;
  /** Each category as a share of income (0 when there is no income). */
  shares: Record<BudgetCategory, number>;
  verdict: string;
  status: 'no-income' | 'over' | 'off-guideline' | 'on-track';
}

/** Totals per category against the guideline, and a plain-English verdict. */
export function summarise(plan: BudgetPlan): BudgetSummary {
  const incomeParsed = parseAmount(plan.income);
  const income = incomeParsed.ok ? incomeParsed.value : 0;
  const totals: Record<BudgetCategory, number> = { needs: 0, wants: 0, savings: 0 };
  for (const line of plan.lines) {
    const amount = parseAmount(line.amount);
    if (amount.ok) totals[line.category] += amount.value;
  }
  const spent = totals.needs + totals.wants + totals.savings;
  const leftOver = income - spent;
  const share = (value: number) => (income > 0 ? value / income : 0);
  const shares = {
    needs: share(totals.needs),
    wants: share(totals.wants),
    savings: share(totals.savings),
  };
  const base = { income, totals, spent, leftOver, shares };

  if (income <= 0)
    return {
      ...base,
      status: 'no-income',
      verdict:
        'Enter your monthly take-home pay to compare your budget with the 50/30/20 guideline.',
    };
  if (leftOver < 0)
    return {
      ...base,
      status: 'over',
      verdict: `You’re planning ${formatUsd(-leftOver)} more than you bring in each month. Wants (${formatUsd(totals.wants)}) are usually the easiest place to trim.`,
    };
  const advice: string[] = [];
  if (shares.needs > guideline.needs)
    advice.push(
      `Needs take ${formatPercent(shares.needs)} of your pay, above the 50% guideline; rent and transport are the usual levers.`,
    );
  if (shares.wants > guideline.wants)
    advice.push(`Wants take ${formatPercent(shares.wants)}, above the 30% guideline.`);
  if (shares.savings < guideline.savings)
    advice.push(
      `You’re saving ${formatPercent(shares.savings)}; the guideline is 20%${leftOver > 0 ? `, and the ${formatUsd(leftOver)} left over could close the gap` : ''}.`,
    );
  if (advice.length > 0) return { ...base, status: 'off-guideline', verdict: advice.join(' ') };
  return {
    ...base,
    status: 'on-track',
    verdict: `On track: needs, wants and savings are all within 50/30/20, with ${formatUsd(leftOver)} left over.`,
  };
}

const isCategory = (value: unknown): value is BudgetCategory =>
  budgetCategories.includes(value as BudgetCategory);

/** A saved plan, or null when there is none or it is not one (never a half-read plan). */
export function parsePlan(json: string | null): BudgetPlan | null {
  if (!json) return null;
  try {
    const data: unknown = JSON.parse(json);
    if (!data || typeof data !== 'object') return null;
    const { income, lines } = data as { income?: unknown; lines?: unknown };
    if (typeof income !== 'string' || !Array.isArray(lines) || lines.length > 100) return null;
    const parsed: BudgetLine[] = [];
    for (const line of lines as unknown[]) {
      if (!line || typeof line !== 'object') return null;
      const { id, name, amount, category } = line as Record<string, unknown>;
      if (typeof id !== 'string' || typeof name !== 'string' || typeof amount !== 'string')
        return null;
      if (!isCategory(category)) return null;
      parsed.push({ id, name: name.slice(0, 80), amount: amount.slice(0, 40), category });
    }
    return { income: income.slice(0, 40), lines: parsed };
  } catch {
    return null;
  }
}

export const loadPlan = (storage?: Storage | null) => parsePlan(readStored('budget-plan', storage));
export const savePlan = (plan: BudgetPlan, storage?: Storage | null) =>
  writeStored('budget-plan', JSON.stringify(plan), storage);
export const clearPlan = (storage?: Storage | null) => {
  removeStored('budget-plan', storage);
};
