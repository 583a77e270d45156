import { readStored } from '@beem/design-system/services';
import { defineIslands } from './hydration/islands';

/**
 * The only parts of a page the browser hydrates. Each is a module under `islands/` (named as
 * here: the build maps a page's islands to their chunks for `<link rel="modulepreload">`).
 * Everything else on a page is prerendered HTML that ships no component code.
 */
export const islands = defineIslands({
  // Above the fold on every page, and their HTML works without script (links, a text field):
  // they load at the first sign of a visitor reaching for them (bench/REPORT.md).
  header: {
    load: async () => (await import('./islands/header')).default,
    when: 'interaction',
  },
  textMe: {
    load: async () => (await import('./islands/textMe')).default,
    when: 'interaction',
  },
  customerStories: {
    load: async () => (await import('./islands/customerStories')).default,
    when: 'visible',
  },
  // The money tools prerender a worked example and take input as plain fields: what a visitor
  // enters before the code arrives is handed over when it does.
  taxCalculator: {
    load: async () => (await import('./islands/taxCalculator')).default,
    when: 'interaction',
  },
  budgetPlanner: {
    load: async () => (await import('./islands/budgetPlanner')).default,
    when: 'interaction',
    // A returning visitor's saved plan is restored as the page loads.
    atOnceIf: () => readStored('budget-plan') !== null,
  },
  // The sign-in flow is the page: live at once.
  verify: { load: async () => (await import('./islands/verify')).default, when: 'load' },
  // The Spanish pages' islands: the same components with the Spanish menu, stories and
  // catalogue (islands/inSpanish.tsx; the sign-in flow only the namespaces it writes,
  // islands/verifyEs.tsx), each its own chunk so that English pages never load them.
  headerEs: {
    load: async () => (await import('./islands/headerEs')).default,
    when: 'interaction',
  },
  textMeEs: {
    load: async () => (await import('./islands/textMeEs')).default,
    when: 'interaction',
  },
  customerStoriesEs: {
    load: async () => (await import('./islands/customerStoriesEs')).default,
    when: 'visible',
  },
  taxCalculatorEs: {
    load: async () => (await import('./islands/taxCalculatorEs')).default,
    when: 'interaction',
  },
  budgetPlannerEs: {
    load: async () => (await import('./islands/budgetPlannerEs')).default,
    when: 'interaction',
    atOnceIf: () => readStored('budget-plan') !== null,
  },
  verifyEs: { load: async () => (await import('./islands/verifyEs')).default, when: 'load' },
});

/** Each island's name on a page in each language. */
export const islandIn = {
  'en-US': {
    header: 'header',
    textMe: 'textMe',
    customerStories: 'customerStories',
    taxCalculator: 'taxCalculator',
    budgetPlanner: 'budgetPlanner',
    verify: 'verify',
  },
  'es-US': {
    header: 'headerEs',
    textMe: 'textMeEs',
    customerStories: 'customerStoriesEs',
    taxCalculator: 'taxCalculatorEs',
    budgetPlanner: 'budgetPlannerEs',
    verify: 'verifyEs',
  },
} as const;

export const { Island } = islands;
