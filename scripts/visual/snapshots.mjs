/**
 * Where the visual snapshots are, and what the last story run made of them. Shared by the review
 * report (`npm run review`), per-story accepting (`npm run snapshots:accept`) and the unit test
 * that fails on baselines whose story is gone.
 *
 * - A **baseline** is `src/**\/__screenshots__/<story file>/<story id>[__<mode>].png`, committed.
 * - A **change** is a baseline for which the last run left `<name>-actual-*.png` (and a diff)
 *   under `.vitest-attachments/<story file path>/`: the comparison failed.
 * - A **new** snapshot is a baseline git does not track yet: the run wrote it, nobody accepted it.
 * - An **orphan** is a baseline no story of its file names any more (renamed or deleted story).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { storyNameFromExport, toId } from 'storybook/internal/csf';

export const repo = resolve(import.meta.dirname, '../..');
export const attachmentsDir = join(repo, '.vitest-attachments');

/** Vitest's file-name sanitising of a screenshot name, as the screenshot hook names baselines. */
export const baselineName = (/** @type {string} */ name) =>
  `${name.replace(/[^\w-]+/g, '').replace(/-{2,}/g, '-')}.png`;

/** @param {string} dir @returns {string[]} */
const walk = (dir) =>
  existsSync(join(repo, dir))
    ? readdirSync(join(repo, dir), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? walk(join(dir, entry.name))
          : [join(dir, entry.name).split('\\').join('/')],
      )
    : [];

/** Every story file the story tests shoot: the library's, the tokens', the site's and the patterns'. */
export const storyFiles = () =>
  [...walk('src'), ...walk('tokens'), ...walk('site'), ...walk('patterns')].filter((file) =>
    file.endsWith('.stories.tsx'),
  );

/**
 * The snapshot names a story file's stories produce: the story id, or one per mode
 * (`<id>__mobile`), read from the source the way the conventions test always has.
 * @param {string} file repository-relative story file
 * @param {string} [root] the repository
 */
export function expectedSnapshots(file, root = repo) {
  const source = readFileSync(join(root, file), 'utf8');
  // The meta's title: fixtures above it may have `title` fields of their own.
  const title = /const meta = \{[^]*?\btitle:\s*'([^']+)'/.exec(source)?.[1];
  if (!title) throw new Error(`${file} names no title in its meta.`);
  /** @type {{ id: string; exportName: string }[]} */
  const stories = [...source.matchAll(/^export const (\w+)/gm)].map(([, name = '']) => ({
    id: toId(title, storyNameFromExport(name)),
    exportName: name,
  }));
  return { title, stories };
}

/** @param {string} file @returns {string} the story file's screenshot folder */
export const screenshotDir = (file) => join(dirname(file), '__screenshots__', basename(file));

/** Baseline PNGs in a story file's folder (the run's own -actual/-diff files aside). */
export function baselines(/** @type {string} */ file) {
  const dir = join(repo, screenshotDir(file));
  return existsSync(dir)
    ? readdirSync(dir).filter((png) => png.endsWith('.png') && !/-(actual|diff)/.test(png))
    : [];
}

function untrackedPngs() {
  const out = execFileSync('git', ['ls-files', '--others', '--exclude-standard', '--', '*.png'], {
    cwd: repo,
    encoding: 'utf8',
  });
  return new Set(out.split('\n').filter(Boolean));
}

/**
 * @typedef {{
 *   status: 'changed' | 'new' | 'orphaned';
 *   storyFile: string;
 *   component: string;
 *   name: string;
 *   storyId: string;
 *   baseline: string;
 *   actual?: string;
 *   diff?: string;
 * }} Snapshot
 */

/** The run's leftovers for one baseline, if its comparison failed. */
function attachmentsFor(
  /** @type {string} */ attachments,
  /** @type {string} */ storyFile,
  /** @type {string} */ png,
) {
  const dir = join(attachments, storyFile);
  if (!existsSync(dir)) return {};
  const stem = png.replace(/\.png$/, '');
  const find = (/** @type {string} */ kind) =>
    readdirSync(dir).find((file) => file.startsWith(`${stem}-${kind}-`) && file.endsWith('.png'));
  const actual = find('actual');
  const diff = find('diff');
  return {
    actual: actual ? join(dir, actual) : undefined,
    diff: diff ? join(dir, diff) : undefined,
  };
}

/**
 * The viewport modes' names (src/internal/storybook/modes.ts): a story shot in them has no plain
 * `<story id>.png` any more, so one left beside them is stale.
 */
const viewportModes = ['mobileSmall', 'mobile', 'tablet', 'desktop'];

/**
 * Every snapshot that needs a reviewer: changed, new or orphaned.
 * @param {string} [attachments] where the run left its actual and diff images
 * @returns {Snapshot[]}
 */
export function snapshotsToReview(attachments = attachmentsDir) {
  const untracked = untrackedPngs();
  /** @type {Snapshot[]} */
  const found = [];
  for (const storyFile of storyFiles()) {
    const { stories } = expectedSnapshots(storyFile);
    const ids = new Map(stories.map((story) => [baselineName(story.id), story.id]));
    const component = basename(storyFile, '.stories.tsx');
    const pngs = baselines(storyFile);
    const replacedByModes = (/** @type {string} */ png) =>
      viewportModes.some((mode) => pngs.includes(png.replace(/\.png$/, `__${mode}.png`)));
    for (const png of pngs) {
      const baseline = join(screenshotDir(storyFile), png);
      const name = png.replace(/\.png$/, '');
      // `<id>__<mode>.png` belongs to the story `<id>` (ids never hold an underscore).
      const storyId = ids.get(png.replace(/__[\w-]+\.png$/, '.png'));
      const base = { storyFile, component, name, baseline };
      if (!storyId || replacedByModes(png)) {
        found.push({ ...base, status: 'orphaned', storyId: name });
        continue;
      }
      // A first screenshot that the next run already disagrees with is a change, not news.
      const { actual, diff } = attachmentsFor(attachments, storyFile, png);
      if (actual) found.push({ ...base, status: 'changed', storyId, actual, diff });
      else if (untracked.has(baseline))
        found.push({ ...base, status: 'new', storyId, actual: join(repo, baseline) });
    }
  }
  return found;
}

/** `components-actions-button--*`, `components-actions-button--primary`: a story id or a glob over ids. */
export function matchesStory(/** @type {string} */ pattern, /** @type {string} */ id) {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(id);
}

export const relativeToRepo = (/** @type {string} */ path) =>
  relative(repo, path).split('\\').join('/');
