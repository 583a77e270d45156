/**
 * `node scripts/visual/merge-reviews.mjs <shard folder>…`: one review from the story run's shards.
 * Each shard of `npm run test:stories` writes its own dist/visual-review (review.json and its
 * images). The hosted CI job that builds Storybook after the run downloads them all and merges
 * them here into dist/visual-review, so the published build shows every shard's changes. A
 * snapshot named by two shards (an orphan, which every shard sees) is listed once.
 */
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defaultOutDir } from '../visual-review.mjs';

/** @typedef {{ status: 'changed' | 'new' | 'orphaned'; name: string }} Shot */

const shards = process.argv.slice(2).filter((dir) => existsSync(join(dir, 'review.json')));
await mkdir(defaultOutDir, { recursive: true });
/** @type {Map<string, Shot>} */
const snapshots = new Map();
/** @type {Map<string, { name: string; file: string }>} */
const accepted = new Map();
for (const dir of shards) {
  /** @type {{ snapshots: Shot[]; accepted?: { name: string; file: string }[] }} */
  const review = JSON.parse(await readFile(join(dir, 'review.json'), 'utf8'));
  for (const shot of review.snapshots) snapshots.set(shot.name, shot);
  // Every shard reads the same history; a screenshot one shard's run changed is left out of
  // its own list only, so the merged list drops those the run shows.
  for (const shot of review.accepted ?? []) accepted.set(shot.file, shot);
  for (const folder of ['expected', 'actual', 'diff', 'accepted']) {
    if (existsSync(join(dir, folder)))
      await cp(join(dir, folder), join(defaultOutDir, folder), { recursive: true });
  }
}
const all = [...snapshots.values()];
const counts = Object.fromEntries(
  ['changed', 'new', 'orphaned'].map((status) => [
    status,
    all.filter((shot) => shot.status === status).length,
  ]),
);
await writeFile(
  join(defaultOutDir, 'review.json'),
  `${JSON.stringify(
    {
      counts,
      snapshots: all,
      accepted: [...accepted.values()].filter((shot) => !snapshots.has(shot.name)),
    },
    null,
    2,
  )}\n`,
);
console.log(
  `Merged ${shards.length} shard review(s): ${counts.changed} changed, ${counts.new} new, ${counts.orphaned} orphaned.`,
);
