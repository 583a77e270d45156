import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { assertionsPlugin } from './eslint-assertions.mjs';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } });

tester.run('no-boolean-assertion', assertionsPlugin.rules['no-boolean-assertion'], {
  valid: [
    'await expect(dialog).toBeModal();',
    'await expect(button).toHaveFocus();',
    "await expect(link).toHaveAttribute('aria-current', 'page');",
    "await expect(document.documentElement).not.toHaveStyle({ overflow: 'hidden' });",
    "await expect(select).toHaveProperty('validity.valueMissing', true);",
    'expect(count).toBe(3);',
    // Not an assertion chain: a spy's own toBe, a builder's option.
    'options.toBe(true);',
  ],
  invalid: [
    {
      code: "await expect(dialog.matches(':modal')).toBe(true);",
      errors: [{ messageId: 'boolean' }],
    },
    {
      code: 'await expect(pageScrolls()).not.toBe(false);',
      errors: [{ messageId: 'boolean' }],
    },
    {
      code: 'await waitFor(() => expect(image.complete).toEqual(true));',
      errors: [{ messageId: 'boolean' }],
    },
    {
      code: 'await expect.poll(() => isOpen(panel)).toBe(true);',
      errors: [{ messageId: 'boolean' }],
    },
    {
      code: 'await expect(a.compareDocumentPosition(b) & 4).toBeTruthy();',
      errors: [{ messageId: 'truthiness' }],
    },
    {
      code: 'expect(known, href).toStrictEqual(false);',
      errors: [{ messageId: 'boolean' }],
    },
  ],
});

tester.run('expect-in-step', assertionsPlugin.rules['expect-in-step'], {
  valid: [
    `({ play: async ({ canvas, step }) => {
      await step('Open the menu by keyboard', async () => {
        await expect(canvas.getByRole('menu')).toBeVisible();
      });
    } })`,
    `({ play: async (context) => {
      await context.step(\`Choose \${'$100'}\`, async () => {
        await waitFor(() => expect(context.canvas.getByRole('radio')).toBeChecked());
      });
    } })`,
    // A helper outside any play function is checked where a play calls it, inside a step.
    'async function opened(menu) { await expect(menu).toBeVisible(); }',
    // A play that only runs another story's play has nothing of its own to name.
    '({ play: async (context) => { await Other.play?.(context); } })',
  ],
  invalid: [
    {
      code: "({ play: async ({ canvas }) => { await expect(canvas.getByRole('menu')).toBeVisible(); } })",
      errors: [{ messageId: 'outside' }],
    },
    {
      code: `({ play: async ({ canvas, step }) => {
        await step('Open the menu', async () => {});
        await waitFor(() => expect(canvas.getByRole('menu')).toBeVisible());
      } })`,
      errors: [{ messageId: 'outside' }],
    },
    {
      code: '({ play: async ({ step }) => { await step(label, async () => {}); } })',
      errors: [{ messageId: 'name' }],
    },
    {
      code: "({ play: async ({ step }) => { await step('expect focus', async () => {}); } })",
      errors: [{ messageId: 'name' }],
    },
  ],
});
