/**
 * The membership plans' typed shape; an app supplies the plans themselves. `planIds` is Beem's
 * one list of plan tiers, cheapest first: the ids the plans, the comparison rows and the
 * plan pages' addresses use.
 */
export const planIds = ['lite', 'basic', 'plus', 'pro'] as const;
/** One of `planIds`: the tier a plan, a comparison column or a plan page is for. */
export type PlanId = (typeof planIds)[number];

/** One membership plan, as the cards, the comparison table and its own page show it. */
export interface Plan {
  /** Its tier: the key of its column in the comparison and of its values in each row. */
  id: PlanId;
  /** The plan's name: its card's heading and its column's header. */
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
  /** The feature's name: the row's header. Rows are keyed by it, so each needs its own. */
  feature: string;
  /** Each plan's value for the feature, by plan id. */
  values: Readonly<Record<PlanId, boolean | string>>;
}
