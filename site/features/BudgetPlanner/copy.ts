/**
 * The budget planner's words, one module per language: this one (US English) and
 * `copy.es-US.ts`. Each island imports the one its page is written in, so a page ships one
 * language. The engine (budget.ts) returns findings, not sentences; the words for them live here.
 */
import {
  formatPercent,
  formatMoney,
  type AmountKey,
  type BeemLocale,
  type Translate,
} from '@beem/design-system';
import type { BudgetCategory, BudgetFinding, BudgetSummary, StarterLineId } from './budget';

export interface BudgetCopy {
  locale: BeemLocale;
  /**
   * The library's amount messages in this language, for `parseAmount`. English uses the
   * library's own default, so an English page bundles no catalogue.
   */
  amountMessages?: Translate<AmountKey>;
  words: BudgetWords;
}

export interface BudgetWords {
  title: string;
  savedNote: string;
  needsScript: string;
  formLabel: string;
  incomeLabel: string;
  incomeHint: string;
  /** The income field's name inside the amount messages ("Enter your …"). */
  incomeName: string;
  spendingHeading: string;
  /** An unnamed line is called by its place in the list. */
  unnamedLine: (position: number) => string;
  nameLabel: string;
  amountLabel: string;
  kindLabel: string;
  remove: string;
  addLine: string;
  startOver: string;
  categories: Record<BudgetCategory, string>;
  /** The names the starter lines begin with; the visitor's own names are kept as typed. */
  starterNames: Record<StarterLineId, string>;
  resultPrompt: string;
  leftOver: (amount: string) => string;
  overBudget: (amount: string) => string;
  chartLabel: string;
  chartShare: (share: string, guideline: string) => string;
  findings: {
    noIncome: string;
    over: (by: string, wants: string) => string;
    needsHigh: (share: string) => string;
    wantsHigh: (share: string) => string;
    savingsLow: (share: string) => string;
    savingsLowWithLeftOver: (share: string, leftOver: string) => string;
    onTrack: (leftOver: string) => string;
  };
}

export const budgetCopy: BudgetCopy = {
  locale: 'en-US',
  words: {
    title: 'Budget planner',
    savedNote: 'Your plan is saved only in this browser, on this device. Nothing is sent to Beem.',
    needsScript:
      'The planner adds up your budget in your browser, and it needs JavaScript, which is off or did not load. Turn it on or reload the page to use it.',
    formLabel: 'Your monthly budget',
    incomeLabel: 'Monthly take-home pay',
    incomeHint: 'What reaches your account each month, after taxes.',
    incomeName: 'take-home pay',
    spendingHeading: 'Monthly spending',
    unnamedLine: (position) => `Line ${position}`,
    nameLabel: 'Name',
    amountLabel: 'Amount per month',
    kindLabel: 'Kind',
    remove: 'Remove',
    addLine: 'Add a line',
    startOver: 'Start over',
    categories: { needs: 'Needs', wants: 'Wants', savings: 'Savings' },
    starterNames: {
      rent: 'Rent',
      food: 'Food',
      transport: 'Transport',
      subscriptions: 'Subscriptions',
      debt: 'Debt payments',
      savings: 'Savings',
      fun: 'Fun',
    },
    resultPrompt: 'Your 50/30/20 check',
    leftOver: (amount) => `${amount} left over each month`,
    overBudget: (amount) => `${amount} over budget each month`,
    chartLabel: 'Your spending against 50/30/20',
    chartShare: (share, guideline) => `${share} of pay · guideline ${guideline}`,
    findings: {
      noIncome:
        'Enter your monthly take-home pay to compare your budget with the 50/30/20 guideline.',
      over: (by, wants) =>
        `You’re planning ${by} more than you bring in each month. Wants (${wants}) are usually the easiest place to trim.`,
      needsHigh: (share) =>
        `Needs take ${share} of your pay, above the 50% guideline; rent and transport are the usual levers.`,
      wantsHigh: (share) => `Wants take ${share}, above the 30% guideline.`,
      savingsLow: (share) => `You’re saving ${share}; the guideline is 20%.`,
      savingsLowWithLeftOver: (share, leftOver) =>
        `You’re saving ${share}; the guideline is 20%, and the ${leftOver} left over could close the gap.`,
      onTrack: (leftOver) =>
        `On track: needs, wants and savings are all within 50/30/20, with ${leftOver} left over.`,
    },
  },
};

/** One finding in words, its figures written for the copy's locale. */
export function findingText(finding: BudgetFinding, { locale, words }: BudgetCopy): string {
  const usd = (value: number) => formatMoney(value, { locale, fractionDigits: 0 });
  const percent = (share: number) => formatPercent(share, locale);
  const say = words.findings;
  switch (finding.kind) {
    case 'noIncome':
      return say.noIncome;
    case 'over':
      return say.over(usd(finding.by), usd(finding.wants));
    case 'needsHigh':
      return say.needsHigh(percent(finding.share));
    case 'wantsHigh':
      return say.wantsHigh(percent(finding.share));
    case 'savingsLow':
      return finding.leftOver > 0
        ? say.savingsLowWithLeftOver(percent(finding.share), usd(finding.leftOver))
        : say.savingsLow(percent(finding.share));
    case 'onTrack':
      return say.onTrack(usd(finding.leftOver));
  }
}

/** The planner's verdict: its findings in words, in order. */
export const verdictText = (summary: BudgetSummary, copy: BudgetCopy) =>
  summary.findings.map((finding) => findingText(finding, copy)).join(' ');
