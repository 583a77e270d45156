/**
 * `npm run snapshots:accept -- <story id or glob> [more…]`: accepts what the last story run saw
 * for those stories only, as a reviewer accepts one change in Chromatic. A changed snapshot's
 * actual image becomes its baseline; a new one (already written beside its story) is staged with
 * git; an orphaned baseline is deleted. Nothing else is touched, and the review report is written again.
 *
 * `npm run test:update-snapshots` stays the way to re-record every baseline at once.
 */
import { execFileSync } from 'node:child_process';
import { copyFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { writeReview } from './visual-review.mjs';
import { matchesStory, relativeToRepo, repo, snapshotsToReview } from './visual/snapshots.mjs';

const patterns = process.argv.slice(2).filter((arg) => arg !== '--');
if (!patterns.length) {
  console.error(
    'Usage: npm run snapshots:accept -- <story id or glob> …  (e.g. components-actions-button--primary or "components-actions-button--*")',
  );
  process.exit(2);
}

const pending = snapshotsToReview();
const chosen = pending.filter((shot) =>
  patterns.some((pattern) => matchesStory(pattern, shot.storyId)),
);
if (!chosen.length) {
  console.error(
    pending.length
      ? `No snapshot to review matches ${patterns.join(', ')}. Waiting for review: ${[...new Set(pending.map((shot) => shot.storyId))].join(', ')}.`
      : 'Nothing to accept: the last story run left no changed, new or orphaned snapshot. Run `npm run test:stories` first.',
  );
  process.exit(1);
}

for (const shot of chosen) {
  const baseline = join(repo, shot.baseline);
  if (shot.status === 'changed' && shot.actual) {
    await copyFile(shot.actual, baseline);
    await rm(shot.actual, { force: true });
    if (shot.diff) await rm(shot.diff, { force: true });
  } else if (shot.status === 'new') {
    execFileSync('git', ['add', '--', shot.baseline], { cwd: repo });
  } else if (shot.status === 'orphaned') {
    await rm(baseline, { force: true });
  }
  console.log(`accepted (${shot.status}) ${relativeToRepo(baseline)}`);
}
const { snapshots } = await writeReview();
console.log(
  `${chosen.length} snapshot(s) accepted. ${snapshots.length} still to review${snapshots.length ? ' (npm run review)' : ''}. Review the PNGs with git diff, then commit them.`,
);
