/**
 * `npm run test:built-storybook`: every story of the built, static Storybook, run as a designer
 * opening it meets it. The story tests (scripts/test-stories.mjs) run in Vitest with motion off
 * and with their own setup; this check runs the build itself, with nothing of the test runner on
 * the page: the preview frame (iframe.html) loads once, and each story is then selected over the
 * preview's channel, as the Storybook UI does when a story is picked in the sidebar. Motion stays
 * on (the toolbar's default), the page takes the size of the story's own viewport, and the check
 * waits until Storybook says the story finished: rendered, played, and checked by axe (the a11y
 * addon's afterEach). A story fails when its play function throws, when it errors while
 * rendering, when axe reports a violation, or when it has not finished within 20 seconds; and
 * when it ends in a state other than the one its name claims (`endStateProblems`: a story named
 * "open" ends with something open, one named "busy" with something busy), since a docs page
 * shows a story as it ends.
 *
 * It runs every story (test-only ones too; docs pages are scripts/test-review.mjs's) in English,
 * then again with the toolbar's locale set to Spanish. A story a designer browses fails when the
 * Spanish build shows English of its own (scripts/story-words.mjs): its words follow the locale
 * through its `storyText` table. Left out are test-only stories, which hold test fixtures, not
 * content, and stories tagged `one-language`, whose language is fixed by what they show (a site
 * route is in the language of its address), each with its reason beside the tag.
 *
 * It uses the build scripts/test-review.mjs leaves in dist/storybook-review-check, which
 * `npm test` runs just before it; run alone, it builds one when none is there (`--build` builds a
 * fresh one; `--dir=<folder>` uses or builds another folder). `--locale=en-US` or
 * `--locale=es-US` runs one locale, and any other argument keeps only the stories whose id
 * contains it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from './chromium.mjs';
import { serveStatic } from './serve-static.mjs';
import { englishLeft, storyWords } from './story-words.mjs';
import { repo } from './visual/snapshots.mjs';

export const buildDir = join(repo, 'dist', 'storybook-review-check');

/** What a designer's browser shows a story in when the story names no viewport of its own. */
const defaultViewport = { width: 1200, height: 900 };
/** The issue's promise: a story that has not finished within this is as good as broken. */
const storyTimeout = 20_000;

/**
 * In the page: selects one story over the preview's channel and resolves with what Storybook
 * reported about it once it finished, or once the time is up.
 * @param {{ id: string; timeout: number }} options
 */
function playStory({ id, timeout }) {
  /** @typedef {{ message?: string; stack?: string; name?: string }} SerializedError */
  /** @type {{ on: Function; off: Function; emit: Function }} */
  const channel = /** @type {any} */ (window).__STORYBOOK_ADDONS_CHANNEL__;
  return new Promise((resolve) => {
    /** @type {string[]} */
    const errors = [];
    /** @type {Array<() => void>} */
    const stop = [];
    /** @param {string} event @param {(...args: any[]) => void} listener */
    const on = (event, listener) => {
      channel.on(event, listener);
      stop.push(() => channel.off(event, listener));
    };
    /**
     * The error's first lines, without colour codes: Testing Library's messages go on to print
     * the whole DOM, which would bury the other stories' failures.
     * @param {SerializedError} error
     */
    const describe = (error) =>
      [error.name && error.name !== 'Error' ? `${error.name}:` : '', error.message ?? String(error)]
        .filter(Boolean)
        .join(' ')
        // eslint-disable-next-line no-control-regex
        .replace(/\u001b\[[0-9;]*m/g, '')
        .split('\n')
        .filter((line) => line.trim())
        .slice(0, 6)
        .join('\n      ');
    /** @param {'passed' | 'failed' | 'timed out'} status */
    const done = (status) => {
      clearTimeout(timer);
      for (const off of stop) off();
      resolve({ status, errors: [...new Set(errors)] });
    };
    on('playFunctionThrewException', (/** @type {SerializedError} */ error) =>
      errors.push(describe(error)),
    );
    on('storyThrewException', (/** @type {SerializedError} */ error) =>
      errors.push(describe(error)),
    );
    on('storyErrored', (/** @type {{ title: string; description: string }} */ error) =>
      errors.push(`${error.title}: ${error.description}`),
    );
    on('unhandledErrorsWhilePlaying', (/** @type {SerializedError[]} */ list) =>
      errors.push(...list.map((error) => `unhandled while playing: ${describe(error)}`)),
    );
    on('storyMissing', () => {
      errors.push('Storybook has no such story');
      done('failed');
    });
    on(
      'storyFinished',
      (
        /** @type {{ storyId: string; status: string; reporters: Array<{ type: string; status: string; result?: any }> }} */ event,
      ) => {
        if (event.storyId !== id) return;
        for (const report of event.reporters) {
          if (report.status !== 'failed') continue;
          /** @type {Array<{ id: string; nodes: Array<{ target: string[] }> }>} */
          const violations = report.result?.violations ?? [];
          errors.push(
            violations.length
              ? `${report.type}: ${violations
                  .map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
                  .join('; ')}`
              : `${report.type} report failed`,
          );
        }
        if (event.status !== 'success' && !errors.length) errors.push('the story errored');
        done(event.status === 'success' && !errors.length ? 'passed' : 'failed');
      },
    );
    const timer = setTimeout(() => {
      errors.push(`did not finish within ${timeout / 1000} s`);
      done('timed out');
    }, timeout);
    channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
  });
}

/**
 * In the page: the size of the viewport a story names (`globals: { viewport: { value } }`), as
 * the viewport toolbar applies it from the story's viewport options; null for none.
 * @param {string} id
 * @returns {Promise<{ width: number; height: number } | null>}
 */
async function storyViewport(id) {
  /** @type {any} */
  const preview = /** @type {any} */ (window).__STORYBOOK_PREVIEW__;
  await preview.ready();
  const story = await preview.loadStory({ storyId: id });
  const chosen = story.storyGlobals?.viewport;
  const name = typeof chosen === 'object' ? chosen?.value : chosen;
  /** @type {{ width: string; height: string } | undefined} */
  const styles = name ? story.parameters?.viewport?.options?.[name]?.styles : undefined;
  if (!styles) return null;
  const width = Number.parseInt(styles.width, 10);
  const height = Number.parseInt(styles.height, 10);
  return typeof chosen === 'object' && chosen?.isRotated
    ? { width: height, height: width }
    : { width, height };
}

/** Stories whose name uses a claimed word in another sense, by id, with why. */
export const namedOtherwise = new Map([
  ['components-media-icon--open-set', '"open" is the icon set\'s licence, not a state'],
  ['components-layout-pagelayout--blocked-beats-loading', 'says loading is not shown'],
  ['components-layout-pagelayout--error-beats-loading', 'says loading is not shown'],
  [
    'components-forms-combobox--loading',
    "React Aria's list box takes no aria-busy: the wait is the open list's one line, and its status region announces it (the story asserts both)",
  ],
]);

/**
 * In the page, once a story has finished: what its name claims about the state it ends in and
 * the page does not show. A docs page draws a played story as it ends (.storybook/played-story.tsx),
 * so a story named "Opened by keyboard" that closes its menu again before it ends, or one named
 * "Busy" that ends on the finished message, shows a designer the wrong state. Words in the name:
 *
 * - open, opened: something is open: a control says it is expanded, or a dialog, menu, list box
 *   or popover is on screen;
 * - busy, sending, loading, confirming: something says it is busy (`aria-busy`) or shows progress.
 *
 * A name whose word means something else is listed in `namedOtherwise`, with the reason.
 * @param {string} name
 */
function endStateProblems(name) {
  /** @type {string[]} */
  const problems = [];
  const shown = (/** @type {string} */ selector) =>
    Array.from(document.querySelectorAll(selector)).some(
      (element) =>
        element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden',
    );
  if (/\b(open|opened)\b/i.test(name)) {
    const open = shown(
      // Not a tooltip: a trigger focused after its menu closed shows its tooltip, and that is
      // not the menu the name promises.
      '[aria-expanded="true"], [role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], dialog[open], :popover-open, details[open]',
    );
    if (!open) problems.push(`its name says "open", but it ends with nothing open`);
  }
  if (/\b(busy|sending|loading|confirming)\b/i.test(name)) {
    if (!shown('[aria-busy="true"], [role="progressbar"]')) {
      problems.push(`its name says it is busy, but it ends with nothing busy`);
    }
  }
  return problems;
}

/**
 * Runs every story of a built Storybook served at `origin`, in each locale, and returns what
 * failed.
 * @param {{ origin: string; storyIds: string[]; names?: Map<string, string>; oneLanguage?: Set<string>; locales?: string[]; log?: (line: string) => void }} options
 */
export async function runBuiltStories({
  origin,
  storyIds,
  names = new Map(),
  oneLanguage = new Set(),
  locales = ['en-US', 'es-US'],
  log = console.log,
}) {
  const executablePath = await findChromium();
  const browser = await chromium.launch({
    executablePath: executablePath ?? undefined,
    args: chromiumArgs,
  });
  /** @type {Array<{ locale: string; id: string; errors: string[] }>} */
  const failures = [];
  /** @type {Array<{ id: string; ms: number }>} */
  const durations = [];
  /** @type {Record<string, { passed: number; failed: number; seconds: number }>} */
  const summary = {};
  /** @type {Record<string, Map<string, string[]>>} what each story shows, by locale */
  const shown = Object.fromEntries(locales.map((locale) => [locale, new Map()]));
  /**
   * One locale's run, on a page of its own.
   * @param {string} locale
   */
  const runLocale = async (locale) => {
    const started = Date.now();
    const context = await browser.newContext({ viewport: defaultViewport });
    let page = await context.newPage();
    const frameUrl = `${origin}/iframe.html`;
    const open = async () => {
      await page.goto(frameUrl, { waitUntil: 'load' });
      await page.waitForFunction(() =>
        Boolean(/** @type {any} */ (window).__STORYBOOK_PREVIEW__?.storyStoreValue),
      );
      // The toolbar's locale, sent as the manager sends it when a designer picks Español. A
      // `globals` query on a frame with no story id is ignored by the preview, so the choice is
      // read back before any story runs: a run that silently stayed in English would prove nothing.
      const chosen = await page.evaluate(async (wanted) => {
        /** @type {any} */
        const preview = /** @type {any} */ (window).__STORYBOOK_PREVIEW__;
        const channel = /** @type {any} */ (window).__STORYBOOK_ADDONS_CHANNEL__;
        await preview.ready();
        await new Promise((resolve) => {
          channel.once('globalsUpdated', resolve);
          channel.emit('updateGlobals', { globals: { locale: wanted } });
        });
        return preview.storyStoreValue.userGlobals.get().locale;
      }, locale);
      if (chosen !== locale) throw new Error(`the preview kept locale ${chosen}, not ${locale}`);
    };
    await open();
    let passed = 0;
    for (const id of storyIds) {
      await page.setViewportSize((await page.evaluate(storyViewport, id)) ?? defaultViewport);
      const storyStarted = Date.now();
      /** @type {{ status: string; errors: string[] }} */
      const result = await page
        .evaluate(playStory, { id, timeout: storyTimeout })
        .catch((/** @type {unknown} */ error) => ({
          status: 'failed',
          errors: [`the page broke: ${String(error).split('\n')[0]}`],
        }));
      durations.push({ id: `${locale} ${id}`, ms: Date.now() - storyStarted });
      shown[locale]?.set(id, await page.evaluate(storyWords).catch(() => []));
      const name = names.get(id);
      if (result.status === 'passed' && name && !namedOtherwise.has(id)) {
        const claims = await page.evaluate(endStateProblems, name).catch(() => []);
        if (claims.length) result.status = 'failed';
        result.errors.push(...claims);
      }
      if (result.status === 'passed') {
        passed += 1;
        continue;
      }
      failures.push({ locale, id, errors: result.errors });
      log(`✗ [${locale}] ${id}\n    ${result.errors.join('\n    ')}`);
      // A story that never finished, or took the page down, could leave a render behind that
      // the next story would inherit: the next one starts on a fresh page.
      if (result.status !== 'failed' || result.errors.some((e) => e.startsWith('the page'))) {
        await page.close();
        page = await context.newPage();
        await open();
      }
    }
    await context.close();
    const seconds = Math.round((Date.now() - started) / 1000);
    summary[locale] = { passed, failed: storyIds.length - passed, seconds };
  };
  try {
    // The locales side by side, one page each: on two cores both take little longer than one
    // alone (about six and a half minutes against six for 623 stories).
    await Promise.all(locales.map(runLocale));
    for (const [locale, { passed, failed, seconds }] of Object.entries(summary)) {
      log(`${locale}: ${passed} of ${storyIds.length} stories pass, ${failed} fail (${seconds} s)`);
    }
  } finally {
    await browser.close();
  }
  // English the Spanish build kept (scripts/story-words.mjs): each story that shows some fails,
  // with its phrases, and the whole list is written for whoever translates them.
  const english = shown['en-US'];
  const spanish = shown['es-US'];
  /** @type {Record<string, string[]>} */
  const left = {};
  if (english && spanish) {
    for (const [id, phrases] of spanish) {
      if (oneLanguage.has(id)) continue;
      const kept = englishLeft(english.get(id) ?? [], phrases);
      if (!kept.length) continue;
      left[id] = kept;
      const shownAs = kept.slice(0, 6).map((phrase) => `"${phrase}"`);
      const more = kept.length > 6 ? ` and ${kept.length - 6} more` : '';
      failures.push({
        locale: 'es-US',
        id,
        errors: [
          `English in the Spanish build: ${shownAs.join(', ')}${more}. Give the story's words a Spanish phrase in its storyText table.`,
        ],
      });
    }
    const file = join(repo, 'dist', 'locale-report.json');
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(left, null, 2)}\n`);
    const phrases = Object.values(left).flat().length;
    log(
      Object.keys(left).length
        ? `✗ Spanish build: ${Object.keys(left).length} of ${spanish.size} stories show English (${phrases} phrases); the list: dist/locale-report.json`
        : `Spanish build: no story shows English of its own (${[...spanish.keys()].filter((id) => oneLanguage.has(id)).length} in one language or test-only left out)`,
    );
  }
  // Where the time goes, for whoever keeps this check within its budget.
  const slowest = durations.sort((a, b) => b.ms - a.ms).slice(0, 8);
  log(`Slowest: ${slowest.map(({ id, ms }) => `${id} ${(ms / 1000).toFixed(1)} s`).join(', ')}`);
  return { failures, summary, englishLeft: left };
}

/** The stories of a build, from its index.json (docs entries left out). */
export async function storiesOf(/** @type {string} */ dir) {
  return [...(await storyNamesOf(dir)).keys()];
}

/** Each story's name, by its id, from a build's index.json. */
export async function storyNamesOf(/** @type {string} */ dir) {
  return new Map((await storyEntriesOf(dir)).map((entry) => [entry.id, entry.name]));
}

/**
 * The stories whose words need not follow the locale: test-only stories, and those tagged
 * `one-language`.
 */
export async function oneLanguageStoriesOf(/** @type {string} */ dir) {
  return new Set(
    (await storyEntriesOf(dir))
      .filter((entry) => entry.tags?.some((tag) => tag === 'test-only' || tag === 'one-language'))
      .map((entry) => entry.id),
  );
}

async function storyEntriesOf(/** @type {string} */ dir) {
  /** @type {{ entries: Record<string, { id: string; type: string; name: string; tags?: string[] }> }} */
  const index = JSON.parse(await readFile(join(dir, 'index.json'), 'utf8'));
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  const locales = args
    .filter((arg) => arg.startsWith('--locale='))
    .map((arg) => arg.slice('--locale='.length));
  const filters = args.filter((arg) => !arg.startsWith('--'));
  const dirArg = args.find((arg) => arg.startsWith('--dir='));
  const dir = dirArg ? resolve(dirArg.slice('--dir='.length)) : buildDir;
  if (args.includes('--build') || !existsSync(join(dir, 'index.json'))) {
    const build = spawnSync(
      process.execPath,
      [join(repo, 'node_modules/storybook/dist/bin/dispatcher.js'), 'build', '--quiet', '-o', dir],
      { cwd: repo, stdio: 'inherit' },
    );
    if (build.status !== 0) throw new Error('storybook build failed');
  }
  const storyIds = (await storiesOf(dir)).filter(
    (id) => !filters.length || filters.some((filter) => id.includes(filter)),
  );
  const server = await serveStatic(dir);
  try {
    const { failures } = await runBuiltStories({
      origin: server.origin,
      storyIds,
      names: await storyNamesOf(dir),
      oneLanguage: await oneLanguageStoriesOf(dir),
      locales: locales.length ? locales : undefined,
    });
    console.log(
      `\nStories in the built Storybook: ${failures.length ? `${failures.length} failure(s)` : 'every story passed'}`,
    );
    process.exitCode = failures.length ? 1 : 0;
  } finally {
    server.close();
  }
}
