/**
 * `npm run test:stories`: every story's play function, axe check and screenshot (Vitest's
 * `storybook` project), then, if any snapshot differs, is new or is orphaned, the review report
 * (`dist/visual-review/index.html`). Arguments go to Vitest (`-- --shard=1/3`, a file filter).
 */
import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { writeReview } from './visual-review.mjs';
import { attachmentsDir, relativeToRepo, repo } from './visual/snapshots.mjs';

// The report speaks of this run only: an actual image left by an earlier run would show a change
// that may since have been fixed.
await rm(attachmentsDir, { recursive: true, force: true });
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const run = spawnSync(
  process.execPath,
  [join(repo, 'node_modules/vitest/vitest.mjs'), 'run', '--project=storybook', ...args],
  { cwd: repo, stdio: 'inherit' },
);
const { snapshots, file } = await writeReview();
if (snapshots.length) {
  console.log(
    `\nVisual review: ${snapshots.length} snapshot(s) changed, new or orphaned. Open ${relativeToRepo(file)} (no server needed); accept one with npm run snapshots:accept -- <story id>.`,
  );
}
process.exit(run.status ?? 1);
