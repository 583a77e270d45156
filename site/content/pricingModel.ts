/**
 * The membership plans, the same in every language: each plan's name, monthly price and page,
 * and which features the comparison table ticks. This is the one source of every price: the
 * menu's Pricing group, the pricing pages and copy quoting a starting price are worked out from
 * it. Each language's copy (pricing.ts in US English, es-US/pricing.ts in US Spanish) says what
 * the plans are for, in its words.
 */
import { type BeemLocale } from '@beem/design-system';
import {
  formatPrice,
  planIds,
  type ComparisonRow,
  type Plan,
  type PlanId,
} from '@beem/design-system/marketing';
import { pageIn, type SiteLocale } from './locales';
import type { beemPaths } from './paths';

/** A plan's name is its brand, the same in every language. */
const planFacts: Record<
  PlanId,
  { name: string; monthlyPrice: number; page: keyof typeof beemPaths }
> = {
  lite: { name: 'Lite', monthlyPrice: 0.99, page: 'pricingLite' },
  basic: { name: 'Basic', monthlyPrice: 2.47, page: 'pricingBasic' },
  plus: { name: 'Plus', monthlyPrice: 5.97, page: 'pricingPlus' },
  pro: { name: 'Pro', monthlyPrice: 12.97, page: 'pricingPro' },
};

/** The comparison table's rows, in order, and the words a cell shows in place of a tick. */
const comparisonModel = {
  advanceLimit: { lite: 'upTo100', basic: 'upTo250', plus: 'upTo500', pro: 'upTo1000' },
  sendReceive: { lite: true, basic: true, plus: true, pro: true },
  instantTransfers: { lite: false, basic: true, plus: true, pro: true },
  budgeting: { lite: false, basic: true, plus: true, pro: true },
  scoreTracking: { lite: true, basic: true, plus: true, pro: true },
  creditAlerts: { lite: false, basic: false, plus: true, pro: true },
  identity: { lite: false, basic: false, plus: 'monitoring', pro: 'upToMillion' },
  deals: { lite: true, basic: true, plus: true, pro: true },
  arcade: { lite: false, basic: true, plus: true, pro: true },
  comparisons: { lite: true, basic: true, plus: true, pro: true },
  support: { lite: 'standard', basic: 'standard', plus: 'priority', pro: 'priority' },
} as const satisfies Record<string, Record<PlanId, boolean | string>>;

type ComparisonKey = keyof typeof comparisonModel;
type CellWords = Extract<(typeof comparisonModel)[ComparisonKey][PlanId], string>;

export interface PlanCopy {
  /** A badge such as "New". */
  tag?: string;
  summary: string;
  highlights: readonly string[];
}

/** What the pricing pages say in one language. */
export interface PricingCopy {
  plans: Record<PlanId, PlanCopy>;
  comparison: { features: Record<ComparisonKey, string>; cells: Record<CellWords, string> };
  faq: readonly { question: string; answer: string }[];
  /** The pricing page; `from` is the starting price, formatted. */
  page: {
    title: string;
    description: (from: string) => string;
    eyebrow: string;
    heading: string;
    lead: (from: string) => string;
  };
  /** A plan's own page. */
  planPage: {
    title: (plan: Plan) => string;
    description: (plan: Plan) => string;
    eyebrow: (plan: Plan) => string;
    heading: (plan: Plan) => string;
  };
}

/** The plans in one language, cheapest first. */
export const buildPlans = (copy: PricingCopy, locale: SiteLocale): readonly Plan[] =>
  planIds.map((id) => ({
    id,
    name: planFacts[id].name,
    monthlyPrice: planFacts[id].monthlyPrice,
    ...copy.plans[id],
    href: pageIn(locale, planFacts[id].page),
  }));

export const buildComparison = (copy: PricingCopy): readonly ComparisonRow[] =>
  Object.entries(comparisonModel).map(([key, values]) => ({
    feature: copy.comparison.features[key as ComparisonKey],
    values: Object.fromEntries(
      planIds.map((id) => {
        const value: boolean | CellWords = values[id];
        return [id, typeof value === 'boolean' ? value : copy.comparison.cells[value]];
      }),
    ) as Record<PlanId, boolean | string>,
  }));

/** "$0.99": where the plans start, for copy that quotes it. */
export const startingPriceIn = (locale: BeemLocale) =>
  formatPrice(Math.min(...Object.values(planFacts).map((plan) => plan.monthlyPrice)), locale);
