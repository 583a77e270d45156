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

/**
 * Whether `node` calls Storybook's `step`: `step(…)` from the play function's context, or
 * `context.step(…)`.
 * @param {import('estree').Node} node
 */
function isStepCall(node) {
  if (node.type !== 'CallExpression') return false;
  const { callee } = node;
  return (
    (callee.type === 'Identifier' && callee.name === 'step') ||
    (callee.type === 'MemberExpression' &&
      callee.property.type === 'Identifier' &&
      callee.property.name === 'step')
  );
}

/**
 * Whether `node` is the function a story's `play` property holds.
 * @param {import('estree').Node & { parent?: import('estree').Node }} node
 */
function isPlayFunction(node) {
  const { parent } = node;
  return (
    (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression') &&
    parent?.type === 'Property' &&
    parent.value === node &&
    parent.key.type === 'Identifier' &&
    parent.key.name === 'play'
  );
}

/**
 * The Interactions panel is where a designer reads what a story checked. Each `step` is a line
 * in plain words ("Open the menu by keyboard"), and the checks under it fold away; an `expect`
 * outside a step shows as code (`expect(<div#react-aria7492990858-_r_9_>).toHaveFocus()`). So
 * in a play function every assertion sits inside a named step, and the name is a sentence: it
 * starts with a capital letter and is not empty.
 * @type {import('eslint').Rule.RuleModule}
 */
const expectInStep = {
  meta: {
    type: 'suggestion',
    docs: { description: "A play function's assertions sit inside steps named in plain words." },
    schema: [],
    messages: {
      outside:
        "Put this assertion inside a named step: await step('Open the menu by keyboard', async () => { … }).",
      name: "Name the step in plain words, as a sentence a designer reads: step('Open the menu', …).",
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        if (isStepCall(node)) {
          const [name] = node.arguments;
          const text =
            name?.type === 'Literal' && typeof name.value === 'string'
              ? name.value
              : name?.type === 'TemplateLiteral'
                ? name.quasis.map((quasi) => quasi.value.cooked ?? '').join('x')
                : undefined;
          if (text === undefined || !/^[A-Z¿¡]/u.test(text.trim())) {
            context.report({ node: name ?? node, messageId: 'name' });
          }
          return;
        }
        if (node.callee.type !== 'Identifier' || node.callee.name !== 'expect') {
          if (!(
            node.callee.type === 'MemberExpression' &&
            node.callee.object.type === 'Identifier' &&
            node.callee.object.name === 'expect'
          )) {
            return;
          }
        }
        /** @type {(import('estree').Node & { parent?: import('estree').Node }) | undefined} */
        let current = /** @type {any} */ (node).parent;
        let inStep = false;
        while (current) {
          if (isStepCall(current)) inStep = true;
          if (isPlayFunction(current)) {
            if (!inStep) context.report({ node, messageId: 'outside' });
            return;
          }
          current = current.parent;
        }
      },
    };
  },
};

export const assertionsPlugin = {
  rules: { 'no-boolean-assertion': noBooleanAssertion, 'expect-in-step': expectInStep },
};

/**
 * Stories' play functions and the site's specs; unit tests of pure logic are left out. Steps
 * are Storybook's, so only the stories name them.
 */
export const assertionRules = [
  {
    files: ['**/*.stories.{ts,tsx}', 'e2e/**/*.ts'],
    plugins: { assertions: assertionsPlugin },
    rules: { 'assertions/no-boolean-assertion': 'error' },
  },
  {
    files: ['**/*.stories.{ts,tsx}'],
    rules: { 'assertions/expect-in-step': 'error' },
  },
];
