/**
 * The membership plans' typed shape; an app supplies the plans themselves. `planIds` is Beem's
 * one list of plan tiers, cheapest first: the ids the plans, the comparison rows and the
 * plan pages' addresses use.
 */
export const planIds = ['lite', 'basic', 'plus', 'pro'] as const;
export type PlanId = (typeof planIds)[number];

export interface Plan {
  id: PlanId;
  name: string;
  /** US dollars per month. */
  monthlyPrice: number;
  /** A badge such as "New". */
  tag?: string;
  /** One sentence: who the plan is for. */
  summary: string;
  /** Three to five headline features, shown on the plan's card. */
  highlights: readonly string[];
  /** The plan's own page. */
  href: string;
}

/** One row of the comparison table: `true` included, `false` not, or a short value ("$250"). */
export interface ComparisonRow {
  feature: string;
  values: Readonly<Record<PlanId, boolean | string>>;
}
