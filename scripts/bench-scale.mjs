/**
 * The content build at scale: the site built with the real posts plus N synthetic ones
 * (scripts/synthetic-posts.mjs) for each N in BENCH_SCALE_POSTS (100, 500 and 2,000 by default),
 * each in a temporary folder removed afterwards. For each: pages, build time, peak memory and the
 * largest HTML file. Run by `npm run bench` (BENCH_SKIP_SCALE=1 skips it) or alone with
 * `node scripts/bench-scale.mjs`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeSyntheticPosts } from './synthetic-posts.mjs';

const repo = resolve(import.meta.dirname, '..');

/**
 * @typedef {{ posts: number; pages: number; seconds: number; peakRssMB: number;
 *   largestHtml: { path: string; bytes: number } }} ScaleRow
 */

/** @returns {Promise<ScaleRow[]>} */
export async function scaleRuns(
  counts = (process.env.BENCH_SCALE_POSTS ?? '100,500,2000').split(',').map(Number),
) {
  /** @type {ScaleRow[]} */
  const rows = [];
  for (const count of counts) {
    const folder = await mkdtemp(join(tmpdir(), `beem-scale-${count}-`));
    try {
      await writeSyntheticPosts(count, join(folder, 'posts'));
      const stats = join(folder, 'stats.json');
      const result = spawnSync('node', ['scripts/build-site.mjs'], {
        cwd: repo,
        stdio: 'inherit',
        env: {
          ...process.env,
          BLOG_POSTS_DIR: join(folder, 'posts'),
          BUILD_SITE_OUT_DIR: join(folder, 'site'),
          BUILD_STATS_FILE: stats,
        },
      });
      if (result.status !== 0) throw new Error(`The build with ${count} posts failed.`);
      const { pages, seconds, peakRssMB, largestHtml } = JSON.parse(await readFile(stats, 'utf8'));
      rows.push({ posts: count, pages, seconds, peakRssMB, largestHtml });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }
  return rows;
}

/**
 * The scale budgets (bench/budgets.json, `scale`): the largest N builds within its time and
 * memory, time per page grows no more than linearly, and no page grows with N.
 * @param {ScaleRow[]} rows
 * @param {{ posts: number; seconds: number; peakRssMB: number; largestHtmlGrowth: number; secondsPerPageGrowth: number }} budget
 */
export function scaleFailures(rows, budget) {
  /** @type {string[]} */
  const failures = [];
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return failures;
  if (last.posts >= budget.posts && last.seconds > budget.seconds)
    failures.push(
      `scale: ${last.posts} posts built in ${last.seconds} s (budget ${budget.seconds} s)`,
    );
  if (last.posts >= budget.posts && last.peakRssMB > budget.peakRssMB)
    failures.push(
      `scale: ${last.posts} posts peaked at ${last.peakRssMB} MB (budget ${budget.peakRssMB} MB)`,
    );
  const growth = last.largestHtml.bytes / first.largestHtml.bytes;
  if (growth > budget.largestHtmlGrowth)
    failures.push(
      `scale: the largest page grew ${growth.toFixed(2)}× from ${first.posts} to ${last.posts} posts (budget ${budget.largestHtmlGrowth}×)`,
    );
  const perPage = (/** @type {ScaleRow} */ row) => row.seconds / row.pages;
  if (perPage(last) > perPage(first) * budget.secondsPerPageGrowth)
    failures.push(
      `scale: time per page grew from ${perPage(first).toFixed(3)} s to ${perPage(last).toFixed(3)} s (more than ${budget.secondsPerPageGrowth}×: not linear)`,
    );
  return failures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = await scaleRuns();
  console.table(
    rows.map((row) => ({
      ...row,
      largestHtml: `${row.largestHtml.path} ${row.largestHtml.bytes} B`,
    })),
  );
}
