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

export const reviewedFindings: readonly ReviewedFinding[] = [
  {
    engine: 'equal-access',
    rule: 'form_submit_button_exists',
    snippet: 'aria-label="Your income and withholding"',
    reason:
      'The tax calculator has nothing to submit: the estimate is worked out in the page as each ' +
      'field changes and the result is announced through a polite live region, so a keyboard or ' +
      'screen-reader user gets it without a further step. Enter in a field changes nothing. A ' +
      'submit button would suggest the figures are sent somewhere, which they never are. Without ' +
      'JavaScript the static page says the calculator needs it and keeps everything else usable ' +
      '(e2e/no-javascript.spec.ts).',
  },
  {
    engine: 'equal-access',
    rule: 'form_submit_button_exists',
    snippet: 'aria-label="Your monthly budget"',
    reason:
      'The budget planner works like the tax calculator: totals are recomputed in the page as ' +
      'each amount changes and read out through a polite live region; nothing is sent, and its ' +
      'only button, "Start over", clears the plan. Without JavaScript the page says the planner ' +
      'needs it.',
  },
];
