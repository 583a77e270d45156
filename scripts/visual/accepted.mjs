/**
 * The screenshots accepted lately, from the repository's history: for each baseline changed by
 * one of the last commits that changed any baseline, the image before that commit and the one
 * it accepted. A build of Storybook carries them (see scripts/visual-review.mjs and
 * .storybook/build-files.ts), so the Visual review panel shows a story's last accepted change
 * side by side even when no story run was made before the build, or the run found nothing new:
 * a designer reviews what changed without Node or git.
 *
 * `node scripts/visual/accepted.mjs <folder>` writes a review of them alone (review.json with
 * `run: false`, and the images), for a build made without a run.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { baselineName, expectedSnapshots, repo } from './snapshots.mjs';

/** How far back a build looks: the last commits that changed a baseline. */
export const acceptedCommits = 20;

/**
 * @typedef {{
 *   storyId: string;
 *   component: string;
 *   name: string;
 *   file: string;
 *   commit: string;
 *   date: string;
 *   subject: string;
 *   before: string;
 *   after: string;
 * }} Accepted
 */

/**
 * Each baseline's latest change among the last `commits` commits that changed one, written
 * into `outDir/accepted/` as `<component>/<name>.before.png` and `.after.png`. A baseline added
 * by its commit has no before, and is left out: it was reviewed as new when it was made. A
 * clone without the history (a shallow checkout) has nothing to show.
 * @param {string} outDir
 * @param {{ commits?: number; skip?: Set<string>; root?: string }} [options] `skip`: baselines
 *   (repository paths) the run itself already shows; `root`: the repository
 * @returns {(Accepted & { before: string; after: string })[]}
 */
export function writeAccepted(
  outDir,
  { commits = acceptedCommits, skip = new Set(), root = repo } = {},
) {
  const options = { cwd: root, maxBuffer: 64 * 1024 * 1024 };
  const git = (/** @type {string[]} */ args) =>
    execFileSync('git', args, { ...options, encoding: 'utf8' });
  const gitBytes = (/** @type {string[]} */ args) => execFileSync('git', args, options);
  let log = '';
  try {
    log = git([
      'log',
      `-n${commits}`,
      '--diff-filter=M',
      '--format=%x00%H%x09%cs%x09%s',
      '--name-only',
      '--',
      '*/__screenshots__/*.png',
    ]);
  } catch {
    return [];
  }
  /** @type {Map<string, { title: string; ids: Map<string, string> } | undefined>} */
  const stories = new Map();
  const storyOf = (/** @type {string} */ storyFile) => {
    if (!stories.has(storyFile)) {
      try {
        const { title, stories: found } = expectedSnapshots(storyFile, root);
        stories.set(storyFile, {
          title,
          ids: new Map(found.map((story) => [baselineName(story.id), story.id])),
        });
      } catch {
        stories.set(storyFile, undefined);
      }
    }
    return stories.get(storyFile);
  };
  /** @type {Set<string>} */
  const seen = new Set();
  /** @type {(Accepted & { before: string; after: string })[]} */
  const accepted = [];
  for (const entry of log.split('\0').filter(Boolean)) {
    const [header = '', ...files] = entry.split('\n').filter(Boolean);
    const [commit = '', date = '', subject = ''] = header.split('\t');
    for (const file of files) {
      if (seen.has(file) || skip.has(file)) continue;
      seen.add(file);
      const png = basename(file);
      const storyFile = join(dirname(dirname(dirname(file))), basename(dirname(file)));
      const story = storyOf(storyFile);
      const storyId = story?.ids.get(png.replace(/__[\w-]+\.png$/, '.png'));
      if (!storyId) continue;
      const component = basename(storyFile, '.stories.tsx');
      const name = png.replace(/\.png$/, '');
      const before = `accepted/${component}/${name}.before.png`;
      const after = `accepted/${component}/${name}.after.png`;
      try {
        const old = gitBytes(['show', `${commit}^:${file}`]);
        const now = gitBytes(['show', `${commit}:${file}`]);
        mkdirSync(join(outDir, 'accepted', component), { recursive: true });
        writeFileSync(join(outDir, before), old);
        writeFileSync(join(outDir, after), now);
      } catch {
        continue;
      }
      accepted.push({
        storyId,
        component,
        name,
        file,
        commit: commit.slice(0, 7),
        date,
        subject,
        before,
        after,
      });
    }
  }
  return accepted;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2];
  if (!outDir) throw new Error('Usage: node scripts/visual/accepted.mjs <folder>');
  mkdirSync(outDir, { recursive: true });
  const accepted = writeAccepted(outDir);
  writeFileSync(join(outDir, 'review.json'), JSON.stringify({ run: false, accepted }));
}
