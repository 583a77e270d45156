/**
 * `npm run bench`: measures the site and the design system on this machine, with real tools.
 *
 * 1. Times the site build (production environment), `storybook build` and the story test suite
 *    (with each story's own time, slowest first).
 * 2. Serves the built site as a static host would and runs Lighthouse (mobile emulation and
 *    throttling defaults) on every prerendered route, BENCH_RUNS times (3 by default), taking
 *    medians of the four category scores, LCP, CLS and TBT, and adding up each route's
 *    first-load JavaScript and CSS in gzip bytes from the requests Lighthouse saw.
 * 3. Measures every route again with every script removed, the no-JavaScript floor: its LCP
 *    ratio is held on the routes budgets.json names (BENCH_RUNS runs each) and reported for the
 *    rest (BENCH_NOJS_RUNS runs each, 1 by default), with Lighthouse's LCP phases for both.
 * 4. Writes bench/report.json and bench/REPORT.md (with bench/diagnosis.md, and a before/after
 *    table against bench/baseline.json) and exits 1 when a budget (bench/budgets.json) fails.
 *    BENCH_ROUTES (comma-separated paths) and BENCH_SKIP_TIMINGS=1 narrow a run;
 *    `--only=timings` runs only the builds and the story suite, writing them into the last report.
 * 5. Builds the site with the real posts plus 100, 500 and 2,000 synthetic ones
 *    (scripts/bench-scale.mjs): BENCH_SKIP_SCALE=1 skips it, BENCH_SCALE_ONLY=1 (or
 *    `--only=scale`) runs only it and writes it into the last report.
 * 7. Runs the package test and reports what each page of the Next.js consumer (the four app
 *    screens among them) adds over a page with no Beem component, in both of Next's bundlers,
 *    and what each public component adds to a page when imported alone, JavaScript and CSS
 *    (scripts/bench-next.mjs):
 *    BENCH_SKIP_NEXT=1 skips it, `--only=next` runs only it and writes it into the last report.
 * 6. Loads the home page, the cash-advance page and the tax calculator in Chromium under DevTools
 *    throttling (scripts/bench-real.mjs): measured LCP with and without scripts, islands'
 *    hydration, and taps and typing right after the first paint, beside Lighthouse's simulated
 *    figures. `node scripts/bench.mjs --only=real` builds the site and runs only this section,
 *    writing it into the last report; BENCH_SKIP_REAL=1 skips it, BENCH_REAL_RUNS (5 by default)
 *    and BENCH_REAL_PAGES narrow it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { preview } from 'vite';
import { nextMarkdown, nextSection } from './bench-next.mjs';
import { scaleFailures, scaleRuns } from './bench-scale.mjs';
import {
  conditions,
  realChecks,
  realFailures,
  realMarkdown,
  realThrottlingRuns,
} from './bench-real.mjs';
import { chromiumArgs, chromiumVersion, findChromium } from './chromium.mjs';

const repo = join(import.meta.dirname, '..');
const dist = join(repo, 'dist', 'site');
const budgets = JSON.parse(readFileSync(join(repo, 'bench', 'budgets.json'), 'utf8'));
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const NO_JS_RUNS = Number(process.env.BENCH_NOJS_RUNS ?? 1);
const RATIO_RUNS = Number(budgets.lcpRatioToNoJavaScript.runs ?? RUNS);
const trimSlash = (/** @type {string} */ path) => path.replace(/(.)\/$/, '$1');
/** @type {Set<string>} */
const toolPaths = new Set(budgets.toolRoutes.paths);
/** @type {Set<string>} */
const ratioPaths = new Set(budgets.lcpRatioToNoJavaScript.paths);
/** The first-load JavaScript budget of a route: a tool's, or every marketing route's. */
const jsBudget = (/** @type {string} */ path) =>
  toolPaths.has(trimSlash(path))
    ? budgets.toolRoutes.firstLoadJsGzipBytes
    : budgets.firstLoadJsGzipBytes;
const PORT = Number(process.env.BENCH_PORT ?? 4174);
const origin = `http://localhost:${PORT}`;
// The field-data library loads once the page is idle, and only in a sample of visits
// (site/analytics/webVitals.ts). The bench measures the visit most visitors get, so its build
// samples none: a random sample would move a route's byte count by the library's size from one
// run to the next. Its bytes are listed with the code kept out of the first load.
const siteEnv = {
  VITE_APP_ENV: 'production',
  VITE_SITE_URL: origin,
  VITE_VITALS_SAMPLE_RATE: '0',
};
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
if (only !== undefined && !['real', 'scale', 'timings', 'next'].includes(only))
  throw new Error(
    `--only=${only}: the sections that run alone are "real", "scale", "timings" and "next".`,
  );
const REAL_RUNS = Number(process.env.BENCH_REAL_RUNS ?? budgets.realThrottling.runs);

/** The built site, served as a static host would. */
const serveSite = () =>
  preview({
    configFile: join(repo, 'vite.config.ts'),
    root: join(repo, 'site'),
    build: { outDir: join(repo, 'dist', 'site') },
    preview: { port: PORT, strictPort: true },
    logLevel: 'error',
  });

/**
 * The real-throttling section against the served site, with its budget checks.
 * @param {string} chromePath
 */
async function realSection(chromePath) {
  const options = { runs: REAL_RUNS, noResponseMs: budgets.realThrottling.noResponseMs };
  try {
    const result = await realThrottlingRuns({ origin, chromePath, ...options });
    const checks = realChecks(result, budgets.realThrottling);
    return { ...result, checks, failures: realFailures(checks, result.runs) };
  } catch (error) {
    // A full bench has spent half an hour on Lighthouse by now: its report is still written.
    const message = error instanceof Error ? error.message : String(error);
    console.error(error);
    return {
      ...options,
      conditions,
      pages: [],
      error: message,
      checks: [],
      failures: [`real: the section stopped: ${message.split('\n')[0]}`],
    };
  }
}

/** @param {string} command @param {NodeJS.ProcessEnv} [env] */
function timed(command, env = {}) {
  const started = performance.now();
  const result = spawnSync('sh', ['-c', command], {
    cwd: repo,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`${command} failed.`);
  return Math.round((performance.now() - started) / 100) / 10;
}

/**
 * @typedef {{ scores: Record<string, number>; lcpMs: number; cls: number; tbtMs: number;
 *   jsGzip: number; cssGzip: number; lcpPhases: Record<string, number>; lcpElement: string;
 *   scripts: string[] }} Run
 * @typedef {Run & { path: string }} RouteResult
 * @typedef {{ name: string; value: number; limit: number; headroom: number; ok: boolean }} Check
 */

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ index) => sorted[index] ?? 0;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};

/** Every prerendered page, by its path (the 404 page has no folder of its own). */
/** @returns {string[]} */
const prerenderedPaths = (dir = dist) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return ['assets', '__nojs'].includes(entry.name)
        ? []
        : prerenderedPaths(join(dir, entry.name));
    return entry.name === 'index.html' ? [`/${relative(dist, dir)}`] : [];
  });

/** The gzip size of a file the site serves, from its URL. */
const gzipBytes = (/** @type {string} */ url) => {
  const file = join(dist, decodeURIComponent(new URL(url).pathname));
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
};

/** @returns {Promise<Run>} */
async function lighthouseRun(
  /** @type {string} */ url,
  /** @type {number} */ port,
  performanceOnly = false,
) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: performanceOnly
      ? ['performance']
      : ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}.`);
  const details = /** @type {{ items?: { url: string; resourceType?: string }[] } | undefined} */ (
    lhr.audits['network-requests']?.details
  );
  const requests = details?.items ?? [];
  // Lighthouse's LCP breakdown (the `largest-contentful-paint-element` audit): the element, then
  // a table of phases (TTFB, Load Delay, Load Time, Render Delay) in simulated milliseconds.
  const lcpDetails =
    /** @type {{ items?: { items?: Record<string, unknown>[] }[] } | undefined} */ (
      lhr.audits['largest-contentful-paint-element']?.details
    );
  const lcpTables = lcpDetails?.items ?? [];
  const lcpNode = /** @type {{ node?: { nodeLabel?: string; selector?: string } } | undefined} */ (
    lcpTables[0]?.items?.[0]
  );
  const lcpPhases = Object.fromEntries(
    lcpTables
      .flatMap((table) => table.items ?? [])
      .filter((row) => typeof row.phase === 'string')
      .map((row) => [String(row.phase), Math.round(Number(row.timing ?? 0))]),
  );
  const own = requests.filter((request) => request.url.startsWith(origin));
  const sum = (/** @type {string} */ type) =>
    own
      .filter((request) => request.resourceType === type)
      .reduce((total, request) => total + gzipBytes(request.url), 0);
  return {
    scores: Object.fromEntries(
      Object.entries(lhr.categories).map(([id, category]) => [
        id,
        Math.round((category.score ?? 0) * 100),
      ]),
    ),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? 0,
    jsGzip: sum('Script'),
    scripts: own
      .filter((request) => request.resourceType === 'Script')
      .map((request) => new URL(request.url).pathname.replace(/^\/assets\//, '')),
    cssGzip: sum('Stylesheet'),
    lcpPhases,
    lcpElement: lcpNode?.node?.nodeLabel ?? lcpNode?.node?.selector ?? 'unknown',
  };
}

/** @returns {Promise<RouteResult>} */
async function measure(
  /** @type {string} */ path,
  /** @type {number} */ port,
  { runCount = RUNS, performanceOnly = false } = {},
) {
  /** @type {Run[]} */
  const runs = [];
  for (let run = 0; run < runCount; run += 1)
    runs.push(await lighthouseRun(`${origin}${path}`, port, performanceOnly));
  const pick = (/** @type {(run: Run) => number} */ get) => median(runs.map(get));
  return {
    path,
    scores: Object.fromEntries(
      Object.keys(runs[0]?.scores ?? {}).map((id) => [id, pick((run) => run.scores[id] ?? 0)]),
    ),
    lcpMs: Math.round(pick((run) => run.lcpMs)),
    cls: pick((run) => run.cls),
    tbtMs: Math.round(pick((run) => run.tbtMs)),
    jsGzip: pick((run) => run.jsGzip),
    cssGzip: pick((run) => run.cssGzip),
    lcpPhases: Object.fromEntries(
      Object.keys(runs[0]?.lcpPhases ?? {}).map((phase) => [
        phase,
        Math.round(pick((run) => run.lcpPhases[phase] ?? 0)),
      ]),
    ),
    lcpElement: runs[0]?.lcpElement ?? 'unknown',
    scripts: runs[0]?.scripts ?? [],
  };
}

/** Paths listed in the built sitemap: the SEO budget applies to these only. */
const indexablePaths = () =>
  new Set(
    [...readFileSync(join(dist, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc]) => new URL(loc ?? '/').pathname.replace(/(.)\/$/, '$1'),
    ),
  );

/**
 * Budget checks for one route: the value, the limit, and how far inside it (or past it). The
 * sign-in pages are `noindex` by design, so SEO is not held against them, and performance 100 is
 * held on the sitemap's routes.
 * @returns {Check[]}
 */
function check(
  /** @type {RouteResult} */ result,
  /** @type {Set<string>} */ indexable,
  /** @type {number | null} */ lcpRatio,
) {
  const inSitemap = indexable.has(result.path.replace(/(.)\/$/, '$1'));
  const rows = [
    ...Object.entries(budgets.lighthouse)
      .filter(([id]) => id !== 'seo' || inSitemap)
      .map(([id, min]) => {
        // Performance 100 is held on the sitemap's routes; the noindex sign-in pages and the 404
        // page have their own floor.
        const limit = id === 'performance' && !inSitemap ? budgets.notInSitemap.performance : min;
        return {
          name: id,
          value: result.scores[id] ?? 0,
          limit,
          headroom: (result.scores[id] ?? 0) - limit,
        };
      }),
    {
      name: 'CLS',
      value: result.cls,
      limit: budgets.cumulativeLayoutShift,
      headroom: budgets.cumulativeLayoutShift - result.cls,
    },
    {
      name: 'TBT ms',
      value: result.tbtMs,
      limit: budgets.totalBlockingTimeMs,
      headroom: budgets.totalBlockingTimeMs - result.tbtMs,
    },
    {
      name: toolPaths.has(trimSlash(result.path)) ? 'JS gzip (tool)' : 'JS gzip',
      value: result.jsGzip,
      limit: jsBudget(result.path),
      headroom: jsBudget(result.path) - result.jsGzip,
    },
    ...(ratioPaths.has(result.path) && lcpRatio !== null
      ? [
          {
            name: 'LCP ratio to no-JS',
            value: lcpRatio,
            limit: budgets.lcpRatioToNoJavaScript.max,
            headroom: budgets.lcpRatioToNoJavaScript.max - lcpRatio,
          },
        ]
      : []),
    {
      name: 'CSS gzip',
      value: result.cssGzip,
      limit: budgets.cssGzipBytes,
      headroom: budgets.cssGzipBytes - result.cssGzip,
    },
  ];
  return rows.map((row) => ({ ...row, ok: row.headroom >= 0 }));
}

/** The same HTML with every script (and script preload) removed, under /__nojs/. */
function writeNoJsCopy(/** @type {string} */ path) {
  const source = join(dist, path, 'index.html');
  const html = readFileSync(source, 'utf8')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
  const target = join(dist, '__nojs', path);
  mkdirSync(target, { recursive: true });
  writeFileSync(join(target, 'index.html'), html);
  return `/__nojs${path === '/' ? '/' : `${path}/`}`;
}

/**
 * BENCH_SCALE_ONLY=1: runs only the scale builds and writes them into the last report
 * (bench/report.json and REPORT.md), keeping its Lighthouse and timing results as they were.
 */
async function scaleOnly() {
  const report = JSON.parse(readFileSync(join(repo, 'bench', 'report.json'), 'utf8'));
  const scale = await scaleRuns();
  rewriteReport({ ...report, scale }, 'scale:', scaleFailures(scale, budgets.scale));
}

/** `--only=next`: runs only the Next.js consumer's section and writes it into the last report. */
function nextOnly() {
  const report = JSON.parse(readFileSync(join(repo, 'bench', 'report.json'), 'utf8'));
  const next = nextSection();
  rewriteReport(
    { ...report, budgets: { ...report.budgets, nextConsumer: budgets.nextConsumer }, next },
    'next:',
    next.failures,
  );
}

/**
 * `--only=real`: builds the site as the full bench does, runs only the real-throttling section
 * and writes it into the last report, keeping its Lighthouse figures to set beside it.
 */
async function realOnly() {
  const report = JSON.parse(readFileSync(join(repo, 'bench', 'report.json'), 'utf8'));
  const chromePath = await findChromium();
  if (!chromePath) throw new Error('No Chromium found: run `node scripts/ensure-chromium.mjs`.');
  timed('node scripts/build-site.mjs', siteEnv);
  const server = await serveSite();
  let realThrottling;
  try {
    realThrottling = await realSection(chromePath);
  } finally {
    await new Promise((resolve) => server.httpServer.close(resolve));
  }
  rewriteReport(
    {
      ...report,
      budgets: { ...report.budgets, realThrottling: budgets.realThrottling },
      realThrottling,
    },
    'real:',
    realThrottling.failures,
  );
}

/**
 * Writes a report one section of which was run again: that section's old failures (by their
 * prefix) give way to its new ones, and REPORT.md is written again from the whole.
 * @param {Record<string, any>} report @param {string} prefix @param {string[]} newFailures
 */
function rewriteReport(report, prefix, newFailures) {
  const failures = [
    ...report.failures.filter((/** @type {string} */ failure) => !failure.startsWith(prefix)),
    ...newFailures,
  ];
  writeFileSync(
    join(repo, 'bench', 'report.json'),
    `${JSON.stringify({ ...report, failures }, null, 2)}\n`,
  );
  writeFileSync(
    join(repo, 'bench', 'REPORT.md'),
    markdown({
      machine: report.machine,
      timings: report.timings,
      slowestStories: report.storyTimes.slice(0, 10),
      headroom: report.headroom,
      later: report.later,
      routes: report.routes,
      floor: report.noJavaScriptFloor,
      scale: report.scale,
      real: report.realThrottling,
      next: report.next,
      failures,
    }),
  );
  console.log(readFileSync(join(repo, 'bench', 'REPORT.md'), 'utf8'));
  if (failures.length > 0) {
    console.error(`\n${failures.length} budget(s) failed:\n${failures.join('\n')}`);
    process.exitCode = 1;
  }
}

/**
 * Builds Storybook and runs the story suite, timing both, with every story's own time.
 * @returns {{ timings: Record<string, number>; storyTimes: { story: string; ms: number }[] }}
 */
function storySuiteTimings() {
  const storybookBuildSeconds = timed('npx --no-install storybook build --quiet -o dist/storybook');
  const reportFile = join(repo, 'dist', 'story-times.json');
  const storyTestsSeconds = timed(
    `npx --no-install vitest run --project=storybook --reporter=json --outputFile=${reportFile}`,
  );
  /** @type {{ testResults: { name: string; assertionResults: { title: string; duration?: number }[] }[] }} */
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const storyTimes = report.testResults
    .flatMap((file) =>
      file.assertionResults.map((test) => ({
        story: `${relative(repo, file.name)} › ${test.title}`,
        ms: Math.round(test.duration ?? 0),
      })),
    )
    .sort((first, second) => second.ms - first.ms);
  return { timings: { storybookBuildSeconds, storyTestsSeconds }, storyTimes };
}

/**
 * The suite's whole time against its ceiling, and each story's mean time against its budget.
 * @param {Record<string, number>} timings @param {{ ms: number }[]} storyTimes
 */
function storySuiteFailures(timings, storyTimes) {
  const failures = [];
  if (
    timings.storyTestsSeconds !== undefined &&
    timings.storyTestsSeconds > budgets.storyTestsSeconds
  )
    failures.push(
      `story suite: ${timings.storyTestsSeconds} s (budget ${budgets.storyTestsSeconds} s)`,
    );
  const mean = storyTimes.length
    ? Math.round(storyTimes.reduce((total, story) => total + story.ms, 0) / storyTimes.length)
    : 0;
  if (mean > budgets.storyMeanMs)
    failures.push(`story suite: ${mean} ms a story on average (budget ${budgets.storyMeanMs} ms)`);
  return failures;
}

/**
 * `--only=timings`: builds the site, builds Storybook and runs the story suite again, and writes
 * their times into the last report. The suite's time is only meaningful on an otherwise idle
 * machine: anything else running on its two cores (a type check, a linter) slows it.
 */
function timingsOnly() {
  const report = JSON.parse(readFileSync(join(repo, 'bench', 'report.json'), 'utf8'));
  const siteBuildSeconds = timed('node scripts/build-site.mjs', siteEnv);
  const stories = storySuiteTimings();
  const timings = { ...report.timings, siteBuildSeconds, ...stories.timings };
  rewriteReport(
    { ...report, timings, storyTimes: stories.storyTimes },
    'story suite:',
    storySuiteFailures(timings, stories.storyTimes),
  );
}

async function main() {
  if (process.env.BENCH_SCALE_ONLY || only === 'scale') return scaleOnly();
  if (only === 'real') return realOnly();
  if (only === 'timings') return timingsOnly();
  if (only === 'next') return nextOnly();
  const chromePath = await findChromium();
  if (!chromePath) throw new Error('No Chromium found: run `node scripts/ensure-chromium.mjs`.');
  /** @type {Record<string, number>} */
  const timings = {};
  timings.siteBuildSeconds = timed('node scripts/build-site.mjs', siteEnv);
  /** Every story's time, slowest first (the Markdown report shows the ten slowest). */
  /** @type {{ story: string; ms: number }[]} */
  let storyTimes = [];
  if (!process.env.BENCH_SKIP_TIMINGS) {
    const stories = storySuiteTimings();
    Object.assign(timings, stories.timings);
    storyTimes = stories.storyTimes;
  }
  const slowestStories = storyTimes.slice(0, 10);

  const paths = process.env.BENCH_ROUTES
    ? process.env.BENCH_ROUTES.split(',')
    : prerenderedPaths().sort();
  const server = await serveSite();
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [...chromiumArgs, '--headless=new'],
  });
  const routes = [];
  const floor = [];
  const indexable = indexablePaths();
  /** @type {Awaited<ReturnType<typeof realSection>> | undefined} */
  let realThrottling;
  try {
    try {
      for (const path of paths) {
        // Lantern's simulated LCP of a page now and then lands about 130 ms high, with scripts
        // and without (a request that finished before the observed paint joins its graph): the
        // ratio's routes take more runs of both, so a median is not one draw against the other.
        const ratioRuns = ratioPaths.has(path) ? Math.max(RUNS, RATIO_RUNS) : undefined;
        const result = await measure(path, chrome.port, { runCount: ratioRuns ?? RUNS });
        const noJs = await measure(writeNoJsCopy(path), chrome.port, {
          runCount: ratioRuns ?? NO_JS_RUNS,
          performanceOnly: true,
        });
        const lcpRatio = noJs.lcpMs ? result.lcpMs / noJs.lcpMs : null;
        floor.push({
          path,
          lcpMs: result.lcpMs,
          lcpNoJsMs: noJs.lcpMs,
          lcpRatio,
          tbtMs: result.tbtMs,
          tbtNoJsMs: noJs.tbtMs,
          tbtRatio: noJs.tbtMs ? result.tbtMs / noJs.tbtMs : null,
          lcpElement: result.lcpElement,
          phases: result.lcpPhases,
          phasesNoJs: noJs.lcpPhases,
        });
        routes.push({ ...result, checks: check(result, indexable, lcpRatio) });
        console.log(
          `${path}: performance ${result.scores.performance}, LCP ${result.lcpMs} ms (${lcpRatio?.toFixed(2)} × no-JS), TBT ${result.tbtMs} ms, JS ${result.jsGzip} B`,
        );
      }
    } finally {
      chrome.kill();
    }
    // After Lighthouse's browser has closed: the two would share this machine's two cores.
    if (!process.env.BENCH_SKIP_REAL) realThrottling = await realSection(chromePath);
  } finally {
    await new Promise((resolve) => server.httpServer.close(resolve));
  }

  const machine = {
    date: new Date().toISOString().slice(0, 10),
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    chromium: chromiumVersion(chromePath),
    runsPerRoute: RUNS,
  };
  const failures = routes.flatMap((route) =>
    route.checks
      .filter((row) => !row.ok)
      .map((row) => `${route.path}: ${row.name} ${row.value} (budget ${row.limit})`),
  );
  failures.push(...storySuiteFailures(timings, storyTimes));
  /** @type {import('./bench-scale.mjs').ScaleRow[]} */
  let scale = [];
  if (!process.env.BENCH_SKIP_SCALE) {
    scale = await scaleRuns();
    failures.push(...scaleFailures(scale, budgets.scale));
  }
  failures.push(...(realThrottling?.failures ?? []));
  const next = process.env.BENCH_SKIP_NEXT ? undefined : nextSection();
  failures.push(...(next?.failures ?? []));
  const headroom = worstPerBudget(routes);
  const later = laterCode();
  writeFileSync(
    join(repo, 'bench', 'report.json'),
    `${JSON.stringify({ machine, budgets, timings, storyTimes, headroom, later, routes, noJavaScriptFloor: floor, scale, realThrottling, next, failures }, null, 2)}\n`,
  );
  writeFileSync(
    join(repo, 'bench', 'REPORT.md'),
    markdown({
      machine,
      timings,
      slowestStories,
      headroom,
      later,
      routes,
      floor,
      scale,
      real: realThrottling,
      next,
      failures,
    }),
  );
  console.log(readFileSync(join(repo, 'bench', 'REPORT.md'), 'utf8'));
  if (failures.length > 0) {
    console.error(`\n${failures.length} budget(s) failed:\n${failures.join('\n')}`);
    process.exitCode = 1;
  }
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * For each budget, the route closest to it (or furthest past it): how far the budget could be
 * tightened today.
 * @returns {{ name: string; limit: number; value: number; path: string; headroom: number }[]}
 */
function worstPerBudget(/** @type {(RouteResult & { checks: Check[] })[]} */ routes) {
  /** @type {Map<string, { name: string; limit: number; value: number; path: string; headroom: number }>} */
  const worst = new Map();
  for (const route of routes)
    for (const row of route.checks) {
      const current = worst.get(row.name);
      if (!current || row.headroom < current.headroom)
        worst.set(row.name, {
          name: row.name,
          limit: row.limit,
          value: row.value,
          path: route.path,
          headroom: row.headroom,
        });
    }
  return [...worst.values()];
}

/**
 * Code that is built but kept out of the first load of every marketing route: React DOM and the
 * islands that wait for a visitor (site/islands.ts), the analytics library (loaded once the
 * page is idle, and only where analytics is configured) and the field-data library (once the page
 * is idle, in a sample of visits).
 * @returns {{ name: string; file: string; gzip: number }[]}
 */
function laterCode() {
  const files = readdirSync(join(dist, 'assets'));
  return [
    {
      name: 'React DOM, with the first island that hydrates (at once only on the tools)',
      pattern: /^client-.*\.js$/,
    },
    {
      name: "Header island (menu, mega-menu, drawer), at a visitor's first intent",
      pattern: /^header-.*\.js$/,
    },
    { name: "Text-me form island, at a visitor's first intent", pattern: /^textMe-.*\.js$/ },
    {
      name: 'Customer-stories carousel island (embla), as it nears the screen or is reached for',
      pattern: /^customerStories-.*\.js$/,
    },
    {
      name: 'Analytics library (mixpanel core), after the page is idle',
      pattern: /^loader-module-core-.*\.js$/,
    },
    {
      name: 'Field-data library (web-vitals attribution), after the page is idle, in a sample of visits',
      pattern: /^web-vitals\.attribution-.*\.js$/,
    },
  ].flatMap(({ name, pattern }) =>
    files
      .filter((file) => pattern.test(file))
      .map((file) => ({ name, file, gzip: gzipBytes(`${origin}/assets/${file}`) })),
  );
}

/** Routes grouped by the scripts their first load fetched: what is in each first load. */
function firstLoadContents(/** @type {RouteResult[]} */ routes) {
  /** @type {Map<string, string[]>} */
  const groups = new Map();
  for (const route of routes) {
    const key = [...route.scripts].sort().join(' + ') || '(none)';
    groups.set(key, [...(groups.get(key) ?? []), route.path]);
  }
  return [...groups].map(([scripts, paths]) => ({ scripts, paths }));
}

/** `bench/baseline.json`: the numbers before islands, for the before/after table. */
const baseline = () =>
  /** @type {{ date: string; routes: Record<string, { performance: number; lcpMs: number; tbtMs: number; jsGzip: number; lcpRatio?: number }> }} */ (
    JSON.parse(readFileSync(join(repo, 'bench', 'baseline.json'), 'utf8'))
  );

/** @param {number} value @param {string} name */
const formatValue = (value, name) =>
  name.includes('gzip')
    ? kb(value)
    : name === 'CLS'
      ? value.toFixed(3)
      : name.includes('ratio')
        ? value.toFixed(2)
        : String(value);

/**
 * @param {{ machine: Record<string, string | number>; timings: Record<string, number>;
 *   slowestStories: { story: string; ms: number }[];
 *   headroom: { name: string; limit: number; value: number; path: string; headroom: number }[];
 *   later: { name: string; file: string; gzip: number }[]; routes: RouteResult[];
 *   floor: { path: string; lcpMs: number; lcpNoJsMs: number; lcpRatio: number | null;
 *     tbtMs: number; tbtNoJsMs: number; tbtRatio: number | null; lcpElement: string;
 *     phases: Record<string, number>; phasesNoJs: Record<string, number> }[];
 *   scale: import('./bench-scale.mjs').ScaleRow[];
 *   real?: Awaited<ReturnType<typeof realSection>>;
 *   next?: ReturnType<typeof nextSection>;
 *   failures: string[] }} report
 */
function markdown({
  machine,
  timings,
  slowestStories,
  headroom,
  later,
  routes,
  floor,
  scale,
  real,
  next,
  failures,
}) {
  const lines = [
    '# Benchmark report',
    '',
    `${machine.date} · ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB · Node ${machine.node} · Chromium ${machine.chromium} · ${machine.runsPerRoute} Lighthouse runs per route (medians), mobile defaults`,
    '',
    '## Timings on this machine',
    '',
    '| job | seconds |',
    '| --- | ---: |',
    ...Object.entries(timings).map(([job, seconds]) => `| ${job} | ${seconds} |`),
    '',
  ];
  if (slowestStories.length > 0)
    lines.push(
      'Slowest stories:',
      '',
      '| story | ms |',
      '| --- | ---: |',
      ...slowestStories.map((row) => `| ${row.story} | ${row.ms} |`),
      '',
    );
  lines.push(
    '## Headroom: the route closest to each budget',
    '',
    '| budget | limit | closest route | its value | headroom |',
    '| --- | ---: | --- | ---: | ---: |',
    ...headroom.map(
      (row) =>
        `| ${row.name} | ${formatValue(row.limit, row.name)} | ${row.path} | ${formatValue(row.value, row.name)} | ${formatValue(row.headroom, row.name)} |`,
    ),
    '',
    '## Kept out of the first load',
    '',
    '| code | file | gzip |',
    '| --- | --- | ---: |',
    ...later.map((row) => `| ${row.name} | ${row.file} | ${kb(row.gzip)} |`),
    '',
    '## Routes',
    '',
    '| route | perf | a11y | best practices | SEO | LCP ms | CLS | TBT ms | JS gzip | CSS gzip | JS headroom |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...routes.map(
      (route) =>
        `| ${route.path} | ${route.scores.performance} | ${route.scores.accessibility} | ${route.scores['best-practices']} | ${route.scores.seo} | ${route.lcpMs} | ${route.cls.toFixed(3)} | ${route.tbtMs} | ${kb(route.jsGzip)} | ${kb(route.cssGzip)} | ${kb(jsBudget(route.path) - route.jsGzip)} |`,
    ),
    '',
    '## No-JavaScript floor',
    '',
    '| route | LCP ms | LCP without JS | ratio | TBT ms | TBT without JS | ratio |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...floor.map(
      (row) =>
        `| ${row.path} | ${row.lcpMs} | ${row.lcpNoJsMs} | ${row.lcpRatio?.toFixed(2) ?? '–'} | ${row.tbtMs} | ${row.tbtNoJsMs} | ${row.tbtRatio?.toFixed(2) ?? 'none: 0 ms floor'} |`,
    ),
    '',
    '### What each first load holds',
    '',
    `Scripts fetched by the first load, grouped by route. Marketing routes are held to ${kb(budgets.firstLoadJsGzipBytes)}, the tools (${budgets.toolRoutes.paths.join(', ')}) to ${kb(budgets.toolRoutes.firstLoadJsGzipBytes)}.`,
    '',
    '| scripts | routes |',
    '| --- | --- |',
    ...firstLoadContents(routes).map(
      (group) =>
        `| ${group.scripts} | ${group.paths.length > 6 ? `${group.paths.length} routes: ${group.paths.slice(0, 4).join(', ')}, …` : group.paths.join(', ')} |`,
    ),
    '',
    '### LCP breakdown, with and without JavaScript',
    '',
    readFileSync(join(repo, 'bench', 'diagnosis.md'), 'utf8').trim(),
    '',
    "Lighthouse's phases of the largest contentful paint (simulated ms, medians), on the routes the ratio budget holds: time to first byte, resource load delay and load time (zero for a text element), and render delay (from the last resource the element needs until it paints).",
    '',
    '| route | LCP element | phase | with JS | without JS | difference |',
    '| --- | --- | --- | ---: | ---: | ---: |',
    ...floor
      .filter((row) => ratioPaths.has(row.path))
      .flatMap((row) =>
        Object.keys({ ...row.phases, ...row.phasesNoJs }).map((phase) => {
          const withJs = row.phases[phase] ?? 0;
          const without = row.phasesNoJs[phase] ?? 0;
          return `| ${row.path} | ${row.lcpElement.replaceAll('|', '/')} | ${phase} | ${withJs} | ${without} | ${withJs - without >= 0 ? '+' : ''}${withJs - without} |`;
        }),
      ),
    '',
    ...beforeAfter(routes, floor),
    ...(real
      ? realMarkdown(real, real.checks, floor)
      : [
          '## Under real throttling',
          '',
          'Not in this report (BENCH_SKIP_REAL, or a report from before the section): `node scripts/bench.mjs --only=real` adds it.',
          '',
        ]),
    '## Scale of the content build',
    '',
    scale.length
      ? `The site built with the real posts plus N synthetic ones (scripts/synthetic-posts.mjs, in a temporary folder). Budget: ${budgets.scale.posts} posts within ${budgets.scale.seconds} s and ${budgets.scale.peakRssMB} MB peak; no page grows with N (each list page holds a fixed number of posts, the sitemap splits past 50,000 addresses).`
      : 'Not run (BENCH_SKIP_SCALE).',
    '',
    ...(scale.length
      ? [
          '| synthetic posts | pages | build s | s per page | peak memory MB | largest HTML |',
          '| ---: | ---: | ---: | ---: | ---: | --- |',
          ...scale.map(
            (row) =>
              `| ${row.posts} | ${row.pages} | ${row.seconds} | ${(row.seconds / row.pages).toFixed(3)} | ${row.peakRssMB} | ${row.largestHtml.path} (${kb(row.largestHtml.bytes)}) |`,
          ),
          '',
        ]
      : []),
    ...nextMarkdown(next),
    failures.length
      ? `## Budgets failed (${failures.length})\n\n${failures.map((failure) => `- ${failure}`).join('\n')}\n`
      : '## Every budget holds\n',
  );
  return `${lines.join('\n')}\n`;
}

/**
 * Before (bench/baseline.json, every page hydrated whole) and after, per route.
 * @param {RouteResult[]} routes
 * @param {{ path: string; lcpRatio: number | null }[]} floor
 */
function beforeAfter(routes, floor) {
  const before = baseline();
  const ratio = (/** @type {number | null | undefined} */ value) =>
    value === null || value === undefined ? '–' : value.toFixed(2);
  return [
    '## Before and after islands',
    '',
    `Before: bench of ${before.date}, every page hydrated whole with its scripts in the head (the LCP ratio was measured on two routes then). After: this run.`,
    '',
    '| route | JS gzip before | after | LCP ms before | after | LCP ratio before | after | TBT ms before | after | perf before | after |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...routes.map((route) => {
      const old = before.routes[route.path];
      const now = floor.find((row) => row.path === route.path);
      return `| ${route.path} | ${old ? kb(old.jsGzip) : '–'} | ${kb(route.jsGzip)} | ${old?.lcpMs ?? '–'} | ${route.lcpMs} | ${ratio(old?.lcpRatio)} | ${ratio(now?.lcpRatio)} | ${old?.tbtMs ?? '–'} | ${route.tbtMs} | ${old?.performance ?? '–'} | ${route.scores.performance} |`;
    }),
    '',
  ];
}

await main();
