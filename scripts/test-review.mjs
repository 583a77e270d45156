/**
 * `npm run test:review`: a Storybook built after a failing story run shows the run's changes by
 * itself, from its own files. The check stages such a run without failing a real story: it gives
 * Button's "Primary" baseline a different actual image, as a failing run leaves one, then writes
 * the review (scripts/visual-review.mjs), builds Storybook with it and serves the build as plain
 * files. In Chromium it holds what a designer sees: the story's status in the sidebar, and the
 * Visual review panel with the baseline, the new image and the diff side by side, the slider and
 * the command that accepts the change. The same build must carry the components manifest
 * (manifests/components.json), and every docs page in it must render without an error: the
 * story tests never open a docs page, so a broken example in a usage guide is caught here.
 */
import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from './chromium.mjs';
import {
  brandProblems,
  docsModeProblems,
  docsModes,
  docsPageProblems,
  watchPage,
} from './docs-cleanliness.mjs';
import { serveStatic } from './serve-static.mjs';
import { writeReview } from './visual-review.mjs';
import { repo } from './visual/snapshots.mjs';

const storyFile = 'src/components/Button/Button.stories.tsx';
const shots = join(repo, 'src/components/Button/__screenshots__/Button.stories.tsx');
const storyId = 'components-actions-button--primary';
const work = await mkdtemp(join(tmpdir(), 'beem-review-'));
const attachments = join(work, 'attachments');
const reviewDir = join(work, 'visual-review');
// Left in place after the check: scripts/test-built-storybook.mjs, which `npm test` runs next,
// plays every story of this same build rather than building another.
const buildDir = join(repo, 'dist', 'storybook-review-check');

/** @type {string[]} */
const failures = [];
const check = (/** @type {string} */ claim, /** @type {boolean} */ ok) => {
  console.log(`${ok ? '✓' : '✗'} ${claim}`);
  if (!ok) failures.push(claim);
};

// The run's leftovers for one changed snapshot: the secondary button stands in for what the
// primary one now looks like.
await mkdir(join(attachments, storyFile), { recursive: true });
await copyFile(
  join(shots, 'components-actions-button-secondary.png'),
  join(attachments, storyFile, 'components-actions-button-primary-actual-chromium-linux.png'),
);
const { snapshots } = await writeReview({ attachments, outDir: reviewDir });
check(
  'the staged run leaves one changed snapshot to review',
  snapshots.some((shot) => shot.status === 'changed' && shot.storyId === storyId),
);

const build = spawnSync(
  process.execPath,
  [join(repo, 'node_modules/storybook/dist/bin/dispatcher.js'), 'build', '--quiet', '-o', buildDir],
  { cwd: repo, stdio: 'inherit', env: { ...process.env, VISUAL_REVIEW_DIR: reviewDir } },
);
if (build.status !== 0) throw new Error('storybook build failed');

const manifest = JSON.parse(
  await readFile(join(buildDir, 'manifests/components.json'), 'utf8').catch(() => '{}'),
);
check(
  'the build carries manifests/components.json, with Button in it',
  JSON.stringify(manifest).includes('components-actions-button'),
);

const server = await serveStatic(buildDir);

const executablePath = await findChromium();
const browser = await chromium.launch({
  executablePath: executablePath ?? undefined,
  args: chromiumArgs,
});
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  const managerProblems = watchPage(page, server.origin);
  await page.goto(`${server.origin}/?path=/story/${storyId}&addonPanel=beem/visual-review/panel`);
  const panel = page.locator('#storybook-panel-root');
  const section = panel.getByRole('region', { name: 'components-actions-button-primary' });
  await section.waitFor({ timeout: 60_000 });
  for (const alt of [
    'Baseline of components-actions-button-primary',
    "This run's components-actions-button-primary",
    'Pixels that differ in components-actions-button-primary',
  ]) {
    const image = section.getByRole('img', { name: alt, exact: true });
    await image.waitFor();
    const loaded = await image.evaluate(async (/** @type {HTMLImageElement} */ element) => {
      await element.decode().catch(() => undefined);
      return element.naturalWidth > 0;
    });
    check(`the panel shows "${alt}", loaded from the build's files`, loaded);
  }
  const slider = section.getByRole('slider', {
    name: /Slide between baseline and new screenshot/,
  });
  check('the panel has a slider over baseline and new image', (await slider.count()) === 1);
  // The story renders in the preview while the panel is already up, and the manager may move
  // focus when it does; a key pressed in that moment goes elsewhere. So the check waits for the
  // story, then presses Home on the focused slider until the value follows or five seconds pass.
  await page
    .frameLocator('#storybook-preview-iframe')
    .getByRole('button')
    .first()
    .waitFor({ timeout: 60_000 });
  let answered = false;
  for (let attempt = 0; attempt < 5 && !answered; attempt += 1) {
    await slider.press('Home');
    answered = await slider
      .evaluate(
        (/** @type {HTMLInputElement} */ input) =>
          new Promise((resolve) => {
            const started = Date.now();
            const poll = () => {
              if (input.value === '0') resolve(true);
              else if (Date.now() - started > 1000) resolve(false);
              else requestAnimationFrame(poll);
            };
            poll();
          }),
      )
      .catch(() => false);
  }
  check('the slider answers the keyboard', answered);
  if (!answered) {
    console.log(
      `  focus was on: ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200))}`,
    );
  }
  check(
    'the panel gives the command that accepts this change',
    (await section.getByText(`npm run snapshots:accept -- ${storyId}`).count()) === 1,
  );
  const status = page
    .locator('#storybook-explorer-tree')
    .locator(`[data-item-id="${storyId}"]`)
    .getByRole('button', { name: /Warning/ });
  check('the sidebar marks the story as a visual change', (await status.count()) > 0);

  // The same build carries the screenshots accepted lately, from the repository's history
  // (scripts/visual/accepted.mjs): the panel of a story with one shows it before and after.
  /** @type {{ accepted?: { storyId: string; name: string }[] }} */
  const carried = JSON.parse(await readFile(join(buildDir, 'visual-review/review.json'), 'utf8'));
  const [lately] = carried.accepted ?? [];
  if (lately) {
    await page.goto(
      `${server.origin}/?path=/story/${lately.storyId}&addonPanel=beem/visual-review/panel`,
    );
    const acceptedShot = panel.getByRole('region', { name: `${lately.name}, accepted` });
    await acceptedShot.waitFor({ timeout: 60_000 }).catch(() => undefined);
    const shown = await Promise.all(
      ['before', 'accepted'].map((word) =>
        acceptedShot
          .getByRole('img', { name: `${lately.name}, ${word}`, exact: true })
          .evaluate(async (/** @type {HTMLImageElement} */ element) => {
            await element.decode().catch(() => undefined);
            return element.naturalWidth > 0;
          })
          .catch(() => false),
      ),
    );
    check(
      `the panel shows ${lately.name} before and after the commit that accepted it`,
      shown.every(Boolean),
    );
  } else {
    // A clone without the history has nothing accepted to show; a full clone always has.
    const shallow = spawnSync('git', ['rev-parse', '--is-shallow-repository'], {
      cwd: repo,
      encoding: 'utf8',
    }).stdout.trim();
    check('the build carries the screenshots accepted lately', shallow === 'true');
  }
  const brand = await brandProblems(page);
  check('the sidebar brand is set in Inter, its words apart', !brand.length);
  for (const problem of brand) console.log(`  ${problem}`);
  check('the manager logs no console error and no failed request', !managerProblems.length);
  for (const problem of managerProblems) console.log(`  ${problem}`);

  // One story's canvas as the UI loads it: its own favicon, its forced states on before its
  // play function ran, and nothing in the console.
  const canvasPage = await browser.newPage();
  const canvasProblems = watchPage(canvasPage, server.origin);
  // The play's outcome, heard from the preview's channel as soon as the preview makes it.
  await canvasPage.addInitScript(() => {
    const global = /** @type {any} */ (window);
    const listen = () => {
      const channel = global.__STORYBOOK_ADDONS_CHANNEL__;
      if (!channel) return void setTimeout(listen, 0);
      channel.on('storyRenderPhaseChanged', (/** @type {{ newPhase: string }} */ event) => {
        if (event.newPhase === 'played' || event.newPhase === 'errored') {
          global.playOutcome ??= event.newPhase;
        }
      });
    };
    listen();
  });
  await canvasPage.goto(
    `${server.origin}/iframe.html?id=components-actions-button--states&viewMode=story`,
  );
  const played = await canvasPage
    .waitForFunction(() => /** @type {any} */ (window).playOutcome, undefined, {
      timeout: 20_000,
    })
    .then((outcome) => outcome.jsonValue())
    .catch(() => 'not finished in 20 s');
  check(`Button's States story plays in its canvas (${String(played)})`, played === 'played');
  check('the canvas logs no console error and no failed request', !canvasProblems.length);
  for (const problem of canvasProblems) console.log(`  ${problem}`);
  await canvasPage.close();

  // A docs page plays a played story live when it comes into view: the Menu page's "Sections"
  // story, whose play opens the menu by keyboard onto its first item, in the dark theme and in
  // Spanish, as a designer who picked both in the toolbar reads it.
  const docsPage = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  const docsProblems = watchPage(docsPage, server.origin);
  await docsPage.goto(
    `${server.origin}/iframe.html?id=components-actions-menu--docs&viewMode=docs&globals=theme:dark;locale:es-US`,
  );
  const block = docsPage.locator('[data-played-story="components-actions-menu--sections"]');
  await block.scrollIntoViewIfNeeded({ timeout: 30_000 });
  // Each frame plays in turn, and the ones above this one may still be playing.
  const phase = await block
    .evaluate(
      (element) =>
        new Promise((resolve) => {
          const started = Date.now();
          const poll = () => {
            const now = /** @type {HTMLElement} */ (element).dataset.playPhase;
            if (now === 'played' || now === 'failed' || Date.now() - started > 90_000) resolve(now);
            else setTimeout(poll, 100);
          };
          poll();
        }),
    )
    .catch((/** @type {unknown} */ error) => String(error));
  check(
    `the Menu page plays "Sections" live as it comes into view (${String(phase)})`,
    phase === 'played',
  );
  const frame = block.frameLocator('iframe[data-played-frame]');
  // The story's own words are in the page's language (its storyText table): any item will do.
  const firstItem = frame.getByRole('menuitem').first();
  const inFrame = await firstItem
    .evaluate((item) => {
      const document = item.ownerDocument;
      // The page's ground, as the theme paints it: dark when its luminance is low.
      const ground = [document.body, document.documentElement]
        .map((element) => getComputedStyle(element).backgroundColor)
        .find((colour) => !/rgba\(0, 0, 0, 0\)|transparent/.test(colour));
      const [r = 255, g = 255, b = 255] = (ground?.match(/\d+/g) ?? []).map(Number);
      return {
        lang: document.documentElement.lang,
        dark: (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 < 0.5,
      };
    })
    .catch(() => ({ lang: '', dark: false }));
  check(
    "the played frame draws the open menu in the page's theme and language (dark, Spanish)",
    inFrame.lang === 'es' && inFrame.dark,
  );
  const [frameBox, menuBox] = await Promise.all([
    block.locator('iframe[data-played-frame]').boundingBox(),
    frame.getByRole('menu').boundingBox(),
  ]).catch(() => [null, null]);
  check(
    'the live frame is tall enough for the open menu',
    Boolean(frameBox && menuBox && menuBox.y + menuBox.height <= frameBox.y + frameBox.height),
  );
  await block.getByRole('button', { name: /^Play “.+” again$/ }).focus();
  await docsPage.keyboard.press('Enter');
  const replayed = await block
    .evaluate(
      (element) =>
        new Promise((resolve) => {
          const seen = new Set();
          const started = Date.now();
          const poll = () => {
            const now = /** @type {HTMLElement} */ (element).dataset.playPhase;
            seen.add(now);
            if ((seen.has('playing') || seen.has('waiting')) && now === 'played') resolve(true);
            else if (Date.now() - started > 60_000) resolve(false);
            else setTimeout(poll, 50);
          };
          poll();
        }),
    )
    .catch(() => false);
  check('Enter on "Play again" plays the story once more', replayed === true);
  check('the docs page logs no console error and no failed request', !docsProblems.length);
  for (const problem of docsProblems) console.log(`  ${problem}`);

  // Show code in the build prints what scripts/pasteable-code.test.ts compiles: the first
  // example on Button's page (its variants, drawn by a render that maps over them) with its
  // public imports, its args written in and no test spy.
  await docsPage.goto(
    `${server.origin}/iframe.html?id=components-actions-button--docs&viewMode=docs`,
  );
  const toggle = docsPage.locator('.docblock-code-toggle').first();
  await toggle.click({ timeout: 30_000 });
  const sourceId = await toggle.getAttribute('aria-controls');
  // The source panel is on the page as soon as the toggle is pressed, and filled a moment later.
  const shown = await docsPage
    .locator(`[id="${sourceId}"]`, { hasText: /\S/ })
    .innerText({ timeout: 10_000 })
    .catch(() => '');
  check(
    'Show code prints pasteable JSX: public imports, args written in, no Storybook spy',
    shown.startsWith("import { Box, Button, buttonVariants } from '@beem/design-system';") &&
      shown.includes('<Button key={variant} onClick={() => {}} variant={variant}') &&
      !/\bfn\(|\bargs\b|play:/.test(shown),
  );
  if (!shown.startsWith('import')) console.log(`  Show code printed:\n${shown.slice(0, 400)}`);
  await docsPage.close();

  /** @type {{ entries: Record<string, { id: string; type: string }> }} */
  const index = JSON.parse(await readFile(join(buildDir, 'index.json'), 'utf8'));
  const docs = Object.values(index.entries).filter((entry) => entry.type === 'docs');
  /** @type {string[]} */
  const broken = [];
  // The manager stays open only when a check on it failed, for the screenshot below.
  if (!failures.length) await page.close();
  /**
   * Opens one docs page in a browser context of its own, and says what went wrong on it, or
   * nothing. A fresh context each time: a page left busy by the one before cannot hold up the
   * next navigation, which on a loaded machine had failed pages that render fine on their own.
   * @param {string} id
   * @param {{ theme: string; locale: string }} mode
   */
  const renderDocs = async (id, mode) => {
    const context = await browser.newContext();
    const docsPage = await context.newPage();
    /** @type {string[]} */
    const errors = [];
    docsPage.on('pageerror', (error) => errors.push(error.message));
    const noise = watchPage(docsPage, server.origin);
    /** @type {Set<string>} */
    const pending = new Set();
    docsPage.on('request', (request) => pending.add(request.url()));
    docsPage.on('requestfinished', (request) => pending.delete(request.url()));
    docsPage.on('requestfailed', (request) => pending.delete(request.url()));
    try {
      // Not the load event: a page's images and fonts may still be arriving on a busy machine,
      // and what is checked is that the page renders, which the body's class then says.
      const globals = `theme:${mode.theme};locale:${mode.locale}`;
      await docsPage.goto(
        `${server.origin}/iframe.html?id=${id}&viewMode=docs&globals=${globals}`,
        {
          waitUntil: 'domcontentloaded',
          timeout: 60_000,
        },
      );
      await docsPage.waitForFunction(
        () => /sb-show-(main|errordisplay|nopreview)/.test(document.body.className),
        undefined,
        { timeout: 30_000 },
      );
      // Stories embedded in the page render after it; give them a frame to throw.
      await docsPage.waitForTimeout(200);
      const failed = await docsPage.evaluate(() =>
        document.body.classList.contains('sb-show-errordisplay')
          ? (document.querySelector('#error-message')?.textContent ?? 'error display')
          : '',
      );
      if (failed) return failed;
      const found = [
        ...(await docsPageProblems(docsPage)),
        ...(await docsModeProblems(docsPage, mode)),
      ];
      return [...errors, ...noise, ...found].join('; ');
    } catch (error) {
      // A page that throws while rendering can take the preview down with it. What was still
      // loading is named, so a page that never finished loading says what it waited for.
      const waiting = [...pending].map((url) => url.replace(server.origin, ''));
      return [
        ...errors,
        String(error),
        waiting.length ? `still loading: ${waiting.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; ');
    } finally {
      await context.close();
    }
  };
  /** @type {Map<string, string>} */
  const problems = new Map();
  /** @param {{ theme: string; locale: string }} mode */
  const modeName = (mode) => `${mode.theme}, ${mode.locale}`;
  // Every page in both themes and both languages, two loads a page: light English with dark
  // Spanish, or dark English with light Spanish, taking turns from page to page, so that each of
  // the four pairings is seen on half the pages. All four on every page took 13 minutes here.
  const [lightEnglish, darkEnglish, lightSpanish, darkSpanish] = docsModes;
  const queue = docs.flatMap(({ id }, index) =>
    (index % 2 ? [lightEnglish, darkSpanish] : [darkEnglish, lightSpanish]).map((mode) => ({
      id,
      mode: /** @type {{ theme: string; locale: string }} */ (mode),
    })),
  );
  // Two pages at a time, one per core: each waits on its own loads and renders, and the check
  // took four minutes one page at a time. Each page still has a context of its own.
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { id, mode } = next;
      let problem = await renderDocs(id, mode);
      // A page that failed to load at all (a navigation or a load that timed out on a busy
      // machine) is opened once more: a page that errors while rendering does so both times.
      if (/page\.goto|Execution context was destroyed/.test(problem))
        problem = await renderDocs(id, mode);
      if (problem) problems.set(`${id} (${modeName(mode)})`, problem);
    }
  };
  await Promise.all([worker(), worker()]);
  for (const [page, problem] of problems) broken.push(`${page}: ${problem}`);
  check(
    `all ${docs.length} docs pages, each in both themes and both languages, render in that theme and language without an error, a console error, a failed request, an axe violation, a stretched picture, a link out of Storybook or to localhost, a mailto link, a props table that prints code or overflows, or an example heading in the contents`,
    docs.length > 80 && !broken.length,
  );
  for (const page of broken) console.log(`  ${page}`);
} catch (error) {
  failures.push(String(error));
  console.error(error);
} finally {
  if (failures.length) {
    const [page] = browser.contexts().flatMap((context) => context.pages());
    if (page) {
      await page.screenshot({ path: join(repo, 'dist', 'review-check.png') });
      console.log('What the browser showed: dist/review-check.png');
    }
  }
  await browser.close();
  server.close();
  await rm(work, { recursive: true, force: true });
}
console.log(
  `\nVisual review in Storybook: ${failures.length ? `${failures.length} check(s) failed` : 'every check passed'}`,
);
process.exit(failures.length ? 1 : 0);
