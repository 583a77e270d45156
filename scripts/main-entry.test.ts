/**
 * Holds `@beem/design-system` to the design system: every value it exports is a component, a
 * hook, a component's own options, or listed in `api/main-entry.md` with its reason. See
 * scripts/main-entry.mjs for the rules.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkMainEntry } from './main-entry.mjs';

const root = join(import.meta.dirname, '..');
const report = readFileSync(join(root, 'api/beem-design-system.api.md'), 'utf8');
const reviewed = readFileSync(join(root, 'api/main-entry.md'), 'utf8');

describe('the main entry', () => {
  it('exports only components, hooks, types, their options, and the reviewed list', () => {
    const { unlisted, stale, unexplained } = checkMainEntry(report, reviewed);
    expect(
      unlisted,
      'Not a component, hook, type or a component’s options: move it to the entry that owns it, ' +
        'or list it in api/main-entry.md with the reason an app needs it from the design system.',
    ).toEqual([]);
    expect(stale, 'Listed in api/main-entry.md but no longer exported: remove the row.').toEqual(
      [],
    );
    expect(unexplained, 'Listed in api/main-entry.md without a reason.').toEqual([]);
  });

  it('has the count api/main-entry.md gives', () => {
    const stated = /exports \*\*(\d+)\*\* names/.exec(reviewed)?.[1];
    expect(Number(stated), 'Update the count in api/main-entry.md.').toBe(
      checkMainEntry(report, reviewed).count,
    );
  });

  // The rule, on an entry broken the ways it has been: an SDK singleton, a storage key set and a
  // string set slip in beside a new component, its options and a hook, which are admitted.
  it('fails a new value that is not a component, hook or a component’s options', () => {
    const broken = `${report}
export const authClient: AuthClient;
export const storedKeys: readonly ["select-sub"];
export const enUSMarketing: { 'pricing.title': string };
export function Sparkline(props: SparklineProps): JSX.Element;
export const sparklineSizes: readonly ["small", "large"];
export function useSparkline(): number;
export interface SparklineProps { size?: number }
`;
    const { unlisted } = checkMainEntry(broken, reviewed);
    expect(unlisted).toEqual(['authClient', 'storedKeys', 'enUSMarketing']);
  });

  it('fails a listed name the entry no longer exports, and a row without a reason', () => {
    const { stale, unexplained } = checkMainEntry(
      report,
      `${reviewed}\n| \`formatUsd\` | Formats dollars for the site's tools. |\n| \`watchViewportHeight\` | |\n`,
    );
    expect(stale).toEqual(['formatUsd', 'watchViewportHeight']);
    expect(unexplained).toEqual(['watchViewportHeight']);
  });
});
