/**
 * Interaction steps read as sentences about elements. A play function's `expect` calls are what
 * Storybook's Interactions panel lists, and a site spec's are what its report prints on failure:
 * `expect(dialog).toBeModal()` says what was checked and, failing, what was found, where
 * `expect(dialog.matches(':modal')).toBe(true)` shows a reviewer `expect(true).toBe(true)` and
 * fails with "expected false to be true". So in stories and site specs a boolean is never the
 * thing asserted: assert the element (`toHaveFocus`, `toBeVisible`, `toHaveAttribute`,
 * `toContainElement`) or use a named matcher (src/internal/storybook/matchers.ts). Unit tests of
 * pure logic may still assert that a predicate holds.
 */

const booleanMatchers = new Set(['toBe', 'toEqual', 'toStrictEqual']);
const truthinessMatchers = new Set(['toBeTruthy', 'toBeFalsy']);

/**
 * Whether `node` (a matcher's object) is an assertion chain: `expect(…)`, `.not`, `.resolves`…
 * @param {import('estree').Node} node
 */
function isExpectChain(node) {
  /** @type {import('estree').Node | undefined} */
  let current = node;
  while (current) {
    if (current.type === 'MemberExpression') current = current.object;
    else if (current.type === 'CallExpression') {
      /** @type {import('estree').Expression | import('estree').Super} */
      const callee = current.callee;
      if (callee.type === 'Identifier' && callee.name === 'expect') return true;
      // expect.soft(…), expect.poll(…)
      if (
        callee.type === 'MemberExpression' &&
        callee.object.type === 'Identifier' &&
        callee.object.name === 'expect'
      ) {
        return true;
      }
      current = callee;
    } else return false;
  }
  return false;
}

/** @type {import('eslint').Rule.RuleModule} */
const noBooleanAssertion = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Assert elements and their states, not booleans computed from them.' },
    schema: [],
    messages: {
      boolean:
        'Assert the element, not a boolean: toHaveFocus, toBeVisible, toHaveAttribute, toContainElement, or a named matcher (src/internal/storybook/matchers.ts).',
      truthiness:
        '{{matcher}} on a computed value hides what was checked: assert the element, or use a named matcher (src/internal/storybook/matchers.ts).',
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        const { callee } = node;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        const matcher = callee.property.name;
        if (!isExpectChain(callee.object)) return;
        const [expected] = node.arguments;
        if (
          booleanMatchers.has(matcher) &&
          expected?.type === 'Literal' &&
          typeof expected.value === 'boolean'
        ) {
          context.report({ node, messageId: 'boolean' });
        } else if (truthinessMatchers.has(matcher)) {
          context.report({ node, messageId: 'truthiness', data: { matcher } });
        }
      },
    };
  },
};

export const assertionsPlugin = { rules: { 'no-boolean-assertion': noBooleanAssertion } };

/** Stories' play functions and the site's specs; unit tests of pure logic are left out. */
export const assertionRules = [
  {
    files: ['**/*.stories.{ts,tsx}', 'e2e/**/*.ts'],
    plugins: { assertions: assertionsPlugin },
    rules: { 'assertions/no-boolean-assertion': 'error' },
  },
];
