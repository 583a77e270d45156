/**
 * The budget planner's arithmetic and its saved plan. The 50/30/20 guideline: about half of
 * take-home pay for needs, 30 % for wants, 20 % for savings and extra debt payments.
 */
import { parseAmount } from '@beem/design-system';
import { readStored, removeStored, writeStored } from '@beem/design-system/services';

export const budgetCategories = ['needs', 'wants', 'savings'] as const;
export type BudgetCategory = (typeof budgetCategories)[number];

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

/** The lines a student budget usually starts with; their names are in each language's copy. */
export const starterLines = [
  { id: 'rent', category: 'needs' },
  { id: 'food', category: 'needs' },
  { id: 'transport', category: 'needs' },
  { id: 'subscriptions', category: 'wants' },
  { id: 'debt', category: 'needs' },
  { id: 'savings', category: 'savings' },
  { id: 'fun', category: 'wants' },
] as const satisfies readonly Pick<BudgetLine, 'id' | 'category'>[];

export type StarterLineId = (typeof starterLines)[number]['id'];

/** A new plan: the starter lines, named in the page's language, with nothing filled in. */
export const emptyPlan = (names: Record<StarterLineId, string>): BudgetPlan => ({
  income: '',
  lines: starterLines.map((line) => ({ ...line, name: names[line.id], amount: '' })),
});

/**
 * What the planner has to say about a plan, as data: each language's copy writes it in words
 * (copy.ts), with the figures formatted for its locale.
 */
export type BudgetFinding =
  | { kind: 'noIncome' }
  | { kind: 'over'; by: number; wants: number }
  | { kind: 'needsHigh'; share: number }
  | { kind: 'wantsHigh'; share: number }
  | { kind: 'savingsLow'; share: number; leftOver: number }
  | { kind: 'onTrack'; leftOver: number };

export interface BudgetSummary {
  income: number;
  totals: Record<BudgetCategory, number>;
  spent: number;
  leftOver: number;
  /** Each category as a share of income (0 when there is no income). */
  shares: Record<BudgetCategory, number>;
  /** The verdict, in order: one finding, or each way the plan is off the guideline. */
  findings: BudgetFinding[];
  status: 'no-income' | 'over' | 'off-guideline' | 'on-track';
}

/** Totals per category against the guideline, and the findings of the verdict. */
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

  if (income <= 0) return { ...base, status: 'no-income', findings: [{ kind: 'noIncome' }] };
  if (leftOver < 0)
    return {
      ...base,
      status: 'over',
      findings: [{ kind: 'over', by: -leftOver, wants: totals.wants }],
    };
  const findings: BudgetFinding[] = [];
  if (shares.needs > guideline.needs) findings.push({ kind: 'needsHigh', share: shares.needs });
  if (shares.wants > guideline.wants) findings.push({ kind: 'wantsHigh', share: shares.wants });
  if (shares.savings < guideline.savings)
    findings.push({ kind: 'savingsLow', share: shares.savings, leftOver });
  if (findings.length > 0) return { ...base, status: 'off-guideline', findings };
  return { ...base, status: 'on-track', findings: [{ kind: 'onTrack', leftOver }] };
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
