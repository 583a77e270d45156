/**
 * `npm run review`: the visual review report, `dist/visual-review/index.html`, opened from disk.
 *
 * From what the last story run left (see scripts/visual/snapshots.mjs), it lays out every changed,
 * new and orphaned snapshot in two folders by component, `expected/` (the baselines) and
 * `actual/` (what the run saw), and hands them to reg-cli, whose report page shows each one with
 * its diff as side by side, slider, blend and toggle views. The index page in front of it groups
 * the snapshots by component, links each to its story in a local Storybook and gives the command
 * that accepts that one change, neither of which reg-cli's page can carry.
 *
 * `npm run test:stories` writes it by itself when the run fails on a snapshot.
 */
import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeAccepted } from './visual/accepted.mjs';
import { relativeToRepo, repo, snapshotsToReview } from './visual/snapshots.mjs';

export const defaultOutDir = join(repo, 'dist', 'visual-review');
const storybookUrl = process.env.STORYBOOK_URL ?? 'http://localhost:6006';

/** @param {string} text */
const escape = (text) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      /** @type {Record<string, string>} */ ({
        '&': '&amp;',
        '<': '&lt;',
        '>': '&gt;',
        '"': '&quot;',
        "'": '&#39;',
      })[char] ?? char,
  );

const statusText = {
  changed: 'Changed: the run differs from the baseline',
  new: 'New: no baseline was accepted yet',
  orphaned: 'Orphaned: no story makes this baseline any more',
};

/**
 * @param {{ attachments?: string; outDir?: string }} [options] where the run left its actual
 *   images (the story run's own folder by default), and where the report goes
 */
export async function writeReview({ attachments, outDir = defaultOutDir } = {}) {
  const snapshots = snapshotsToReview(attachments);
  await rm(outDir, { recursive: true, force: true });
  const expectedDir = join(outDir, 'expected');
  const actualDir = join(outDir, 'actual');
  await mkdir(expectedDir, { recursive: true });
  await mkdir(actualDir, { recursive: true });
  for (const shot of snapshots) {
    const file = `${shot.component}/${shot.name}.png`;
    await mkdir(join(expectedDir, shot.component), { recursive: true });
    await mkdir(join(actualDir, shot.component), { recursive: true });
    if (shot.status !== 'new') await copyFile(join(repo, shot.baseline), join(expectedDir, file));
    if (shot.actual) await copyFile(shot.actual, join(actualDir, file));
  }
  // Strict, like the story tests: any pixel counts. reg-cli exits 1 on a change; the report is
  // what we want from it here, so its exit code is ignored.
  try {
    execFileSync(
      join(repo, 'node_modules', '.bin', 'reg-cli'),
      [
        actualDir,
        expectedDir,
        join(outDir, 'diff'),
        '--report',
        join(outDir, 'compare.html'),
        '--json',
        join(outDir, 'reg.json'),
        '--matchingThreshold',
        '0',
        '--thresholdPixel',
        '0',
        '--ignoreChange',
        '--concurrency',
        '1',
      ],
      { cwd: repo, stdio: 'ignore' },
    );
  } catch {
    // The index page below still lists every snapshot with its images.
  }

  /** @type {Map<string, typeof snapshots>} */
  const groups = new Map();
  for (const shot of snapshots)
    groups.set(shot.component, [...(groups.get(shot.component) ?? []), shot]);
  const sections = [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([component, shots]) => {
      const items = shots
        .map((shot) => {
          const file = `${shot.component}/${shot.name}.png`;
          const image = (/** @type {string} */ folder, /** @type {string} */ label) =>
            `<figure><figcaption>${label}</figcaption><a href="${folder}/${escape(file)}"><img src="${folder}/${escape(file)}" alt="${label} of ${escape(shot.name)}" loading="lazy"></a></figure>`;
          const figures = [
            shot.status !== 'new' ? image('expected', 'Baseline') : '',
            shot.actual
              ? image('actual', shot.status === 'new' ? 'First screenshot' : 'Actual')
              : '',
            shot.status === 'changed' ? image('diff', 'Diff') : '',
          ].join('');
          const accept = `npm run snapshots:accept -- ${shot.storyId}`;
          return `<li class="${shot.status}">
  <h3>${escape(shot.name)}</h3>
  <p class="status">${statusText[shot.status]}</p>
  <p><a href="${storybookUrl}/?path=/story/${encodeURIComponent(shot.storyId)}">Open the story in Storybook</a>
   · <a href="compare.html">Compare in the slider, blend and toggle views</a></p>
  <p>Accept this change: <code>${escape(accept)}</code></p>
  <p class="files">${escape(relativeToRepo(join(repo, shot.baseline)))}</p>
  <div class="images">${figures}</div>
</li>`;
        })
        .join('\n');
      return `<section><h2>${escape(component)} <span>(${shots.length})</span></h2><ul>${items}</ul></section>`;
    })
    .join('\n');
  const counts = ['changed', 'new', 'orphaned']
    .map((status) => `${snapshots.filter((shot) => shot.status === status).length} ${status}`)
    .join(', ');

  await writeFile(
    join(outDir, 'index.html'),
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Visual review: ${counts}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; padding: 24px; max-width: 1400px; color: #1c1f24; }
  h2 span { color: #5a6270; font-weight: 400; }
  ul { list-style: none; padding: 0; }
  li { border: 1px solid #c9ced6; border-radius: 8px; padding: 16px; margin-block: 16px; }
  li.changed { border-left: 6px solid #b3261e; }
  li.new { border-left: 6px solid #1f5fb8; }
  li.orphaned { border-left: 6px solid #8a6400; }
  h3 { margin: 0; font-size: 1.1rem; word-break: break-all; }
  .status { margin: 0; font-weight: 600; }
  .files { color: #5a6270; font-size: 0.875rem; }
  code { background: #eef0f3; padding: 2px 6px; border-radius: 4px; }
  .images { display: grid; grid-template-columns: repeat(auto-fit, minmax(260px, 1fr)); gap: 16px; }
  figure { margin: 0; }
  figcaption { font-weight: 600; }
  img { max-width: 100%; border: 1px solid #c9ced6; background: repeating-conic-gradient(#eef0f3 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
  a { color: #1f5fb8; }
</style>
</head>
<body>
<h1>Visual review</h1>
<p>${counts}. ${snapshots.length ? 'Accept everything with <code>npm run test:update-snapshots</code>, or one story at a time with the command under it. Glob patterns work too: <code>npm run snapshots:accept -- "components-actions-button--*"</code>.' : 'Nothing to review: every snapshot matches its baseline.'}</p>
${sections}
</body>
</html>
`,
  );
  // The same review as data, for Storybook's Visual review panel and sidebar statuses
  // (.storybook/visual-review.tsx): a Storybook built after this run carries this folder, so a
  // reviewer opens the build alone and sees every change in place. Paths are relative to it.
  await writeFile(
    join(outDir, 'review.json'),
    `${JSON.stringify(
      {
        counts: Object.fromEntries(
          ['changed', 'new', 'orphaned'].map((status) => [
            status,
            snapshots.filter((shot) => shot.status === status).length,
          ]),
        ),
        snapshots: snapshots.map((shot) => {
          const file = `${shot.component}/${shot.name}.png`;
          return {
            status: shot.status,
            storyId: shot.storyId,
            name: shot.name,
            component: shot.component,
            file: relativeToRepo(join(repo, shot.baseline)),
            baseline: shot.status === 'new' ? undefined : `expected/${file}`,
            actual: shot.actual ? `actual/${file}` : undefined,
            diff: shot.status === 'changed' ? `diff/${file}` : undefined,
            accept: `npm run snapshots:accept -- ${shot.storyId}`,
          };
        }),
        // What was accepted lately, for the stories this run found nothing new in.
        accepted: writeAccepted(outDir, {
          skip: new Set(snapshots.map((shot) => relativeToRepo(join(repo, shot.baseline)))),
        }),
      },
      null,
      2,
    )}\n`,
  );
  return { snapshots, file: join(outDir, 'index.html') };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { snapshots, file } = await writeReview();
  console.log(
    snapshots.length
      ? `Visual review: ${snapshots.length} snapshot(s) to review. Open ${relativeToRepo(file)} in a browser.`
      : `Visual review: nothing to review (${relativeToRepo(file)}).`,
  );
}
