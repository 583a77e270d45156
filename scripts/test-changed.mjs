/**
 * `npm run test:changed`: only the stories a change can affect. Vitest follows the module graph
 * from each story file, so a story runs when its file, or anything it imports (the component, its
 * styles, a helper, a token), differs from the base: uncommitted changes by default, or all
 * changes since a commit or branch (`npm run test:changed -- main`). The full run is still needed
 * where the graph cannot see the change; docs/Testing.mdx lists those cases.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repo } from './visual/snapshots.mjs';

const [base, ...rest] = process.argv.slice(2).filter((arg) => arg !== '--');
const changed = base && !base.startsWith('-') ? `--changed=${base}` : '--changed';
// A change no story depends on (a guide, a script) runs none, and that is a pass.
const quiet = '--passWithNoTests';
const args = base && base.startsWith('-') ? [base, ...rest] : rest;
const run = spawnSync(
  process.execPath,
  [join(repo, 'scripts/test-stories.mjs'), changed, quiet, ...args],
  { cwd: repo, stdio: 'inherit' },
);
process.exit(run.status ?? 1);
