import { defineIslands } from '@beem/design-system';

/**
 * The only parts of a page the browser hydrates. Each is a module under `islands/` (named as
 * here: the build maps a page's islands to their chunks for `<link rel="modulepreload">`).
 * Everything else on a page is prerendered HTML that ships no component code.
 */
export const islands = defineIslands({
  header: { load: async () => (await import('./islands/header')).default, when: 'load' },
  textMe: { load: async () => (await import('./islands/textMe')).default, when: 'load' },
  customerStories: {
    load: async () => (await import('./islands/customerStories')).default,
    when: 'visible',
  },
  taxCalculator: {
    load: async () => (await import('./islands/taxCalculator')).default,
    when: 'load',
  },
  budgetPlanner: {
    load: async () => (await import('./islands/budgetPlanner')).default,
    when: 'load',
  },
  verify: { load: async () => (await import('./islands/verify')).default, when: 'load' },
});

export const { Island } = islands;
