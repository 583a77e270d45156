/**
 * Every control of the main entry that holds a value has a case in the input contract, and every
 * case is played: a new input, or one given a `defaultValue`, fails here until it is held to the
 * contract in inputContract.tsx and InputContract.stories.tsx.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inputContractCases } from './inputContract';

const root = join(import.meta.dirname, '../../..');
const report = readFileSync(join(root, 'api/beem-design-system.api.md'), 'utf8');
const stories = readFileSync(join(import.meta.dirname, 'InputContract.stories.tsx'), 'utf8');

/**
 * Lists and menus select items to act on, not a value for a form: their selection is a
 * collection's (`selectedKeys`), and they are not inputs.
 */
const collections = new Set(['GridList', 'Menu', 'MenuSection']);

/** The components whose props declare a starting value: `defaultValue`, `defaultChecked` or keys. */
function inputsInReport(): string[] {
  const inputs = new Set<string>();
  let current: string | null = null;
  for (const line of report.split('\n')) {
    const declared = /^export interface (\w+?)(?:Props|Selection)\b/.exec(line);
    if (declared) current = declared[1] ?? null;
    else if (line.startsWith('}')) current = null;
    if (current && /^ {4}default(Value|Checked|SelectedKeys?)\??:/.test(line)) inputs.add(current);
  }
  return [...inputs].filter((name) => !collections.has(name)).sort();
}

describe('the input contract', () => {
  it('has a case for every input the main entry exports', () => {
    const cases = inputContractCases.map((each) => each.component).sort();
    expect(inputsInReport()).toEqual(cases);
  });

  it.each(inputContractCases.map((each) => each.component))('plays %s as a story', (name) => {
    expect(stories).toContain(`export const ${name}: Story = { ...contractStory('${name}') };`);
  });
});
