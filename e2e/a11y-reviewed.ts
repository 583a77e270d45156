/**
 * The one reviewed list of accessibility findings judged not to be failures, engine by engine.
 * Each entry names the rule, the element it is about (a piece of its opening tag) and why. No rule
 * is switched off anywhere else: a finding that is not here fails the route.
 */
export interface ReviewedFinding {
  engine: 'equal-access' | 'axe';
  rule: string;
  /** Matched against the element's opening tag. */
  snippet: string;
  reason: string;
}

/** Why the money tools' forms have no submit button, whatever their language. */
const taxCalculatorHasNothingToSubmit =
  'The tax calculator has nothing to submit: the estimate is worked out in the page as each ' +
  'field changes and the result is announced through a polite live region, so a keyboard or ' +
  'screen-reader user gets it without a further step. Enter in a field changes nothing. A ' +
  'submit button would suggest the figures are sent somewhere, which they never are. Without ' +
  'JavaScript the static page says the calculator needs it and keeps everything else usable ' +
  '(e2e/no-javascript.spec.ts).';
const budgetPlannerHasNothingToSubmit =
  'The budget planner works like the tax calculator: totals are recomputed in the page as ' +
  'each amount changes and read out through a polite live region; nothing is sent, and its ' +
  'only button, "Start over", clears the plan. Without JavaScript the page says the planner ' +
  'needs it.';

export const reviewedFindings: readonly ReviewedFinding[] = [
  // Each tool's form is named in the page's language (site/features/*/copy*.ts).
  ...['Your income and withholding', 'Tus ingresos y retenciones'].map((name) => ({
    engine: 'equal-access' as const,
    rule: 'form_submit_button_exists',
    snippet: `aria-label="${name}"`,
    reason: taxCalculatorHasNothingToSubmit,
  })),
  ...['Your monthly budget', 'Tu presupuesto mensual'].map((name) => ({
    engine: 'equal-access' as const,
    rule: 'form_submit_button_exists',
    snippet: `aria-label="${name}"`,
    reason: budgetPlannerHasNothingToSubmit,
  })),
];
