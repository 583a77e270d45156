/**
 * The real-throttling section of `npm run bench` (scripts/bench.mjs): page loads timed in Chromium
 * itself under DevTools throttling, beside Lighthouse's simulated (Lantern) figures.
 *
 * Lighthouse never taps anything, and its LCP is computed from a graph of an unthrottled load, so
 * neither a tap lost before the scripts arrive nor a main thread busy at the wrong moment shows in
 * it. Here every load runs in a fresh browser context (cold cache, new connections) with the
 * network and the CPU throttled through CDP, on a phone viewport, and the page itself records when
 * things happened. BENCH_REAL_RUNS (5 by default, `realThrottling.runs` in bench/budgets.json) sets
 * the runs per figure and BENCH_REAL_PAGES (comma-separated paths) narrows the pages.
 */
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright';
import { chromiumArgs } from './chromium.mjs';

/**
 * DevTools' "Slow 4G"-style conditions. A megabit here is 1024 × 1024 bits and a kilobit 1024
 * bits, as DevTools counts them and as Lighthouse's simulated mobile link does (1,638.4 kbit/s),
 * so both sections name the same link. DevTools adds the latency once per request rather than per
 * round trip, so a cold connection costs less here than in Lantern, which also models the
 * handshakes and TCP slow start.
 */
export const conditions = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
  viewport: {
    width: screenEmulationMetrics.mobile.width,
    height: screenEmulationMetrics.mobile.height,
  },
  deviceScaleFactor: screenEmulationMetrics.mobile.deviceScaleFactor,
};

/** A valid US mobile number (the 555-01XX block is refused as fictional). */
const PHONE = '(415) 555-2671';

/**
 * @typedef {'menu' | 'submit' | 'type'} InteractionName
 * @typedef {{ path: string; interactions: InteractionName[] }} RealPage
 */

/** @type {RealPage[]} */
export const realPages = [
  { path: '/', interactions: ['menu', 'submit'] },
  { path: '/get-instant-cash-advance', interactions: ['menu'] },
  { path: '/tax-calculator/', interactions: ['menu', 'type'] },
];

/**
 * What each interaction does right after the first paint, which island it lands in, and the
 * budget key (bench/budgets.json, `realThrottling`) its response is held to.
 * @type {Record<InteractionName, { label: string; response: string; island: string; budget: string;
 *   act: (page: import('playwright').Page) => Promise<void> }>}
 */
const interactions = {
  menu: {
    label: 'tap "Menu"',
    response: 'menu dialog visible',
    island: 'header',
    budget: 'menuVisibleMs',
    act: async (page) => {
      const centre = await page
        .getByRole('button', { name: 'Menu', exact: true })
        .evaluate((button) => {
          /** @type {BenchWindow} */ (/** @type {unknown} */ (window)).__beemBench.arm('menu');
          const box = button.getBoundingClientRect();
          return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        });
      await page.touchscreen.tap(centre.x, centre.y);
    },
  },
  submit: {
    label: 'enter a number, tap "Text me the app"',
    response: 'form busy',
    island: 'textMe',
    budget: 'submitBusyMs',
    act: async (page) => {
      // Added after the first paint, not before the load: an intercepted request goes through
      // this process, which would slow every file the page loads.
      await page.route('**/graphql', async (route) => {
        // Slow, so the busy state lasts; fulfilled here, so nothing leaves the machine.
        await new Promise((resolve) => setTimeout(resolve, 3000));
        await route.fulfill({ json: { data: { sendAppLink: { success: true } } } });
      });
      const form = page.getByRole('form', { name: 'Get the app by text' });
      await form.getByRole('textbox', { name: 'Mobile number' }).fill(PHONE);
      await form.evaluate((element) => {
        /** @type {BenchWindow} */ (/** @type {unknown} */ (window)).__beemBench.arm(
          'busy',
          element,
        );
      });
      await form.getByRole('button', { name: 'Text me the app' }).tap();
    },
  },
  type: {
    label: 'focus "annual wages", type "5"',
    response: 'character shown',
    island: 'taxCalculator',
    budget: 'typedShownMs',
    act: async (page) => {
      await page
        .getByRole('textbox', { name: /annual wages/i })
        .first()
        .evaluate((field) => {
          /** @type {BenchWindow} */ (/** @type {unknown} */ (window)).__beemBench.arm(
            'typed',
            field,
          );
          field.focus();
        });
      await page.keyboard.press('5');
    },
  },
};

/**
 * @typedef {{ hydrated: Record<string, number>; intent: Record<string, number>;
 *   events: { name: string; startTime: number; duration: number }[]; start: number | null;
 *   response: number | null; islandAtStart: string | null;
 *   arm: (kind: string, target?: Element) => void }} BenchPage
 */

/**
 * @typedef {{ __beemBench: BenchPage }} BenchWindow The page's own record, made by `instrument`.
 * Functions handed to `evaluate` run in the page as source text, so each reads it itself.
 */

/**
 * Runs in the page before its own scripts (an init script): times are the page's own clock, so
 * no round trip to this process falls inside a figure.
 */
function instrument() {
  /** @type {BenchPage} */
  const bench = {
    hydrated: {},
    intent: {},
    events: [],
    start: null,
    response: null,
    islandAtStart: null,
    arm: () => undefined,
  };
  /** @type {BenchWindow} */ (/** @type {unknown} */ (window)).__beemBench = bench;
  // Inputs before the harness arms an interaction (typing the number first) are not timed.
  let armed = false;
  new MutationObserver((records) => {
    for (const { target } of records) {
      if (!(target instanceof HTMLElement) || target.dataset.islandState !== 'hydrated') continue;
      bench.hydrated[target.dataset.island ?? ''] ??= performance.now();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-island-state'] });
  // The events site/hydration/islands.tsx takes as a visitor's intent.
  for (const type of ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'])
    addEventListener(
      type,
      (event) => {
        const island = event.target instanceof Element && event.target.closest('[data-island]');
        if (island instanceof HTMLElement)
          bench.intent[island.dataset.island ?? ''] ??= event.timeStamp;
      },
      { capture: true, passive: true },
    );
  // The event's own time stamp is when the input happened, so a main thread still busy with
  // something else when the tap arrives counts against the response.
  for (const type of ['pointerdown', 'touchstart', 'keydown'])
    addEventListener(
      type,
      (event) => {
        if (!armed || bench.start !== null) return;
        bench.start = Math.min(event.timeStamp, performance.now());
        // Who could answer: the boot script alone, the entry's hold on a waiting island, or it.
        const island = event.target instanceof Element && event.target.closest('[data-island]');
        bench.islandAtStart =
          island instanceof HTMLElement
            ? (island.dataset.islandState ?? 'entry not run')
            : 'outside islands';
      },
      { capture: true, passive: true },
    );
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        bench.events.push({
          name: entry.name,
          startTime: entry.startTime,
          duration: entry.duration,
        });
    }).observe(
      // `durationThreshold` is Event Timing's own option, missing from TypeScript's DOM types.
      /** @type {PerformanceObserverInit} */ ({
        type: 'event',
        durationThreshold: 16,
        buffered: true,
      }),
    );
  } catch {
    // No Event Timing in this browser: the figure is reported as missing.
  }
  /** @param {Element} element */
  const accessibleName = (element) => {
    const label = element.getAttribute('aria-label');
    if (label) return label.trim();
    const ids = element.getAttribute('aria-labelledby');
    return ids
      ? ids
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
          .join(' ')
      : '';
  };
  /** @param {Element} element */
  const shown = (element) => {
    const box = element.getBoundingClientRect();
    return element.checkVisibility() && box.width > 0 && box.height > 0;
  };
  bench.arm = (kind, target) => {
    armed = true;
    bench.start = null;
    bench.response = null;
    const before = target instanceof HTMLInputElement ? target.value : '';
    /** @type {Record<string, () => boolean>} */
    const checks = {
      menu: () =>
        [...document.querySelectorAll('dialog, [role="dialog"]')].some(
          (dialog) => accessibleName(dialog) === 'Menu' && shown(dialog),
        ),
      // The React form's busy button, or the attribute the boot script may set on the form.
      busy: () => {
        const button = target?.querySelector('button[type="submit"]');
        return Boolean(
          target?.hasAttribute('data-pending') ||
          target?.getAttribute('aria-busy') === 'true' ||
          button?.hasAttribute('data-pending') ||
          button?.getAttribute('aria-busy') === 'true' ||
          button?.getAttribute('aria-disabled') === 'true',
        );
      },
      typed: () => target instanceof HTMLInputElement && target.value !== before,
    };
    const met = checks[kind] ?? (() => false);
    // Checked once per frame: the time is that of the frame that would paint the response.
    const poll = () => {
      if (bench.start !== null && met()) bench.response = performance.now();
      else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  };
}

/**
 * Reads the largest contentful paint and the first contentful paint. `takeRecords` hands over
 * the buffered entries at once, so this also works where the page's scripts are off (an
 * observer's callback would never run there).
 */
function paints() {
  const observer = new PerformanceObserver(() => undefined);
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  const entries = observer.takeRecords();
  observer.disconnect();
  const last =
    /** @type {(PerformanceEntry & { element?: Element | null; size?: number }) | undefined} */ (
      entries.at(-1)
    );
  return {
    lcp: last?.startTime ?? null,
    lcpElement: last?.element
      ? `${last.element.tagName.toLowerCase()} "${(last.element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 32)}"`
      : null,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  };
}

/** Resolves once no request has been in flight for `quietMs` (false when `maxMs` ran out). */
function networkWatch(/** @type {import('playwright').Page} */ page) {
  let inFlight = 0;
  let changed = Date.now();
  page.on('request', () => {
    inFlight += 1;
    changed = Date.now();
  });
  const done = () => {
    inFlight -= 1;
    changed = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async (quietMs = 1000, maxMs = 30_000) => {
    const until = Date.now() + maxMs;
    while (Date.now() < until) {
      if (inFlight <= 0 && Date.now() - changed >= quietMs) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  };
}

/**
 * A fresh context and page with the throttling applied.
 * @param {import('playwright').Browser} browser
 */
async function throttledPage(browser, javaScriptEnabled = true) {
  const context = await browser.newContext({
    viewport: conditions.viewport,
    deviceScaleFactor: conditions.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
    javaScriptEnabled,
  });
  if (javaScriptEnabled) await context.addInitScript(instrument);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: conditions.latencyMs,
    downloadThroughput: conditions.downloadBytesPerSecond,
    uploadThroughput: conditions.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: conditions.cpuSlowdown });
  return { context, page, settled: networkWatch(page) };
}

/**
 * A load with nobody touching the page: its paints, and when each island hydrated (ms after the
 * first contentful paint; null when it did not).
 * @param {import('playwright').Browser} browser @param {string} url
 */
async function passiveLoad(browser, url, javaScriptEnabled = true) {
  const { context, page, settled } = await throttledPage(browser, javaScriptEnabled);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await settled();
    const painted = await page.evaluate(paints);
    if (!javaScriptEnabled) return { ...painted, islands: [] };
    const islands = await page.evaluate(() =>
      [...document.querySelectorAll('[data-island]')].map((element) => {
        const island = /** @type {HTMLElement} */ (element);
        const name = island.dataset.island ?? '';
        return {
          name,
          when: island.dataset.when ?? '',
          hydratedAt: /** @type {BenchWindow} */ (/** @type {unknown} */ (window)).__beemBench
            .hydrated[name],
        };
      }),
    );
    return {
      ...painted,
      islands: islands.map(({ name, when, hydratedAt }) => ({
        name,
        when,
        ms:
          hydratedAt !== undefined && painted.fcp !== null
            ? Math.max(0, hydratedAt - painted.fcp)
            : null,
      })),
    };
  } finally {
    await context.close();
  }
}

/**
 * One interaction started as soon as the page reports its first contentful paint.
 * @param {import('playwright').Browser} browser @param {string} url @param {InteractionName} name
 * @param {number} noResponseMs
 */
async function interactionLoad(browser, url, name, noResponseMs) {
  const interaction = interactions[name];
  const { context, page } = await throttledPage(browser);
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      null,
      { polling: 'raf', timeout: 60_000 },
    );
    await interaction.act(page);
    const answered = await page
      .waitForFunction(
        () =>
          /** @type {BenchWindow} */ (/** @type {unknown} */ (window)).__beemBench.response !==
          null,
        null,
        {
          polling: 100,
          timeout: noResponseMs,
        },
      )
      .then(
        () => true,
        () => false,
      );
    // The island's own hydration may come later than the response (or never, when it is lost).
    await page
      .waitForFunction(
        (island) =>
          /** @type {BenchWindow} */ (/** @type {unknown} */ (window)).__beemBench.hydrated[
            island
          ] !== undefined,
        interaction.island,
        {
          polling: 100,
          timeout: answered ? noResponseMs : 1000,
        },
      )
      .catch(() => undefined);
    // Event Timing entries are delivered after the frame that follows the event is presented.
    await page.waitForTimeout(500);
    const record = await page.evaluate((island) => {
      const bench = /** @type {BenchWindow} */ (/** @type {unknown} */ (window)).__beemBench;
      return {
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        islandAtStart: bench.islandAtStart,
        start: bench.start,
        response: bench.response,
        hydrated: bench.hydrated[island] ?? null,
        intent: bench.intent[island] ?? null,
        events: bench.events,
      };
    }, interaction.island);
    const start = record.start;
    const events =
      start === null ? [] : record.events.filter((entry) => entry.startTime >= start - 1);
    const longest = events.reduce(
      (worst, entry) => (!worst || entry.duration > worst.duration ? entry : worst),
      /** @type {{ name: string; duration: number } | null} */ (null),
    );
    return {
      responseMs:
        answered && start !== null && record.response !== null ? record.response - start : null,
      tapped: start !== null,
      inputAfterPaintMs: start !== null && record.fcp !== null ? start - record.fcp : null,
      islandAtInput: record.islandAtStart,
      // Under the 16 ms threshold Event Timing reports nothing: null then means "under 16".
      longestEventMs: longest?.duration ?? null,
      longestEvent: longest?.name ?? null,
      islandMs:
        record.hydrated !== null && record.intent !== null
          ? Math.max(0, record.hydrated - record.intent)
          : null,
    };
  } finally {
    await context.close();
  }
}

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return null;
  const at = (/** @type {number} */ index) => sorted[index] ?? 0;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};
const round = (/** @type {number | null} */ value) => (value === null ? null : Math.round(value));

/**
 * @typedef {{ name: InteractionName; label: string; response: string; island: string;
 *   budget: string; responseMs: number | null; lostRuns: number; longestEventMs: number;
 *   longestEvents: string[]; islandMs: number | null; islandHydratedRuns: number;
 *   inputAfterPaintMs: number | null; islandAtInput: string[];
 *   runs: { responseMs: number | null; longestEventMs: number | null; islandMs: number | null;
 *     inputAfterPaintMs: number | null; islandAtInput: string | null }[] }} InteractionResult
 * @typedef {{ path: string; lcpMs: number | null; lcpNoJsMs: number | null; lcpRatio: number | null;
 *   fcpMs: number | null; fcpNoJsMs: number | null; lcpElement: string | null;
 *   lcpElementNoJs: string | null; lcpRuns: (number | null)[]; lcpNoJsRuns: (number | null)[];
 *   islands: { name: string; when: string; fromFirstPaintMs: number | null; hydratedRuns: number }[];
 *   interactions: InteractionResult[] }} RealPageResult
 * @typedef {{ conditions: typeof conditions; runs: number; noResponseMs: number;
 *   pages: RealPageResult[]; error?: string }} RealResult
 */

/**
 * Every figure for every page, `runs` times each; the runs of a page are interleaved so that a
 * slow moment of the machine does not land on one figure alone.
 * @param {{ origin: string; chromePath: string; runs: number; noResponseMs: number }} options
 * @returns {Promise<RealResult>}
 */
export async function realThrottlingRuns({ origin, chromePath, runs, noResponseMs }) {
  const wanted = process.env.BENCH_REAL_PAGES?.split(',');
  const pages = wanted ? realPages.filter((page) => wanted.includes(page.path)) : realPages;
  const browser = await chromium.launch({
    executablePath: chromePath,
    // Every page is served from this machine: any other host fails at once rather than leaving.
    args: [
      ...chromiumArgs,
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
    ],
  });
  /** @type {Map<string, { withJs: Awaited<ReturnType<typeof passiveLoad>>[]; withoutJs: Awaited<ReturnType<typeof passiveLoad>>[]; interactions: Map<InteractionName, Awaited<ReturnType<typeof interactionLoad>>[]> }>} */
  const raw = new Map(
    pages.map((page) => [page.path, { withJs: [], withoutJs: [], interactions: new Map() }]),
  );
  try {
    for (let run = 0; run < runs; run += 1)
      for (const page of pages) {
        const url = `${origin}${page.path}`;
        const into = raw.get(page.path);
        if (!into) continue;
        into.withJs.push(await passiveLoad(browser, url));
        into.withoutJs.push(await passiveLoad(browser, url, false));
        for (const name of page.interactions) {
          const result = await interactionLoad(browser, url, name, noResponseMs);
          into.interactions.set(name, [...(into.interactions.get(name) ?? []), result]);
          console.log(
            `real ${page.path} ${name} (run ${run + 1}): ${result.responseMs === null ? `no response within ${noResponseMs} ms${result.tapped ? '' : ' (the input never reached the page)'}` : `${Math.round(result.responseMs)} ms`}, longest event ${result.longestEventMs ?? '< 16'} ms`,
          );
        }
        const last = into.withJs.at(-1);
        console.log(
          `real ${page.path} (run ${run + 1}): LCP ${round(last?.lcp ?? null)} ms, without JS ${round(into.withoutJs.at(-1)?.lcp ?? null)} ms`,
        );
      }
  } finally {
    await browser.close();
  }
  return {
    conditions,
    runs,
    noResponseMs,
    pages: pages.map((page) => {
      const into = raw.get(page.path);
      if (!into) throw new Error(`No runs of ${page.path}.`);
      const values = (/** @type {(number | null)[]} */ list) =>
        list.filter((value) => value !== null);
      const lcpMs = round(median(values(into.withJs.map((run) => run.lcp))));
      const lcpNoJsMs = round(median(values(into.withoutJs.map((run) => run.lcp))));
      const names = [...new Set(into.withJs.flatMap((run) => run.islands.map((i) => i.name)))];
      return {
        path: page.path,
        lcpMs,
        lcpNoJsMs,
        lcpRatio: lcpMs !== null && lcpNoJsMs ? lcpMs / lcpNoJsMs : null,
        fcpMs: round(median(values(into.withJs.map((run) => run.fcp)))),
        fcpNoJsMs: round(median(values(into.withoutJs.map((run) => run.fcp)))),
        lcpElement: into.withJs[0]?.lcpElement ?? null,
        lcpElementNoJs: into.withoutJs[0]?.lcpElement ?? null,
        lcpRuns: into.withJs.map((run) => round(run.lcp)),
        lcpNoJsRuns: into.withoutJs.map((run) => round(run.lcp)),
        islands: names.map((name) => {
          const seen = into.withJs.flatMap((run) => run.islands.filter((i) => i.name === name));
          const hydrated = values(seen.map((island) => island.ms));
          return {
            name,
            when: seen[0]?.when ?? '',
            fromFirstPaintMs: round(median(hydrated)),
            hydratedRuns: hydrated.length,
          };
        }),
        interactions: page.interactions.map((name) => {
          const list = into.interactions.get(name) ?? [];
          const { act: _act, ...about } = interactions[name];
          const islandTimes = values(list.map((run) => run.islandMs));
          // A lost response counts as slower than any answer, so most runs lost is a lost median.
          const responses = list.map((run) => run.responseMs ?? Number.POSITIVE_INFINITY);
          const responseMs = median(responses);
          return {
            name,
            ...about,
            responseMs:
              responseMs === null || !Number.isFinite(responseMs) ? null : Math.round(responseMs),
            lostRuns: list.filter((run) => run.responseMs === null).length,
            longestEventMs: Math.round(median(list.map((run) => run.longestEventMs ?? 0)) ?? 0),
            longestEvents: [
              ...new Set(list.flatMap((run) => (run.longestEvent ? [run.longestEvent] : []))),
            ],
            islandMs: round(median(islandTimes)),
            islandHydratedRuns: islandTimes.length,
            inputAfterPaintMs: round(median(values(list.map((run) => run.inputAfterPaintMs)))),
            islandAtInput: [...new Set(list.map((run) => run.islandAtInput ?? 'no input seen'))],
            runs: list.map((run) => ({
              responseMs: round(run.responseMs),
              longestEventMs: run.longestEventMs,
              islandMs: round(run.islandMs),
              inputAfterPaintMs: round(run.inputAfterPaintMs),
              islandAtInput: run.islandAtInput,
            })),
          };
        }),
      };
    }),
  };
}

/**
 * The section's budget checks, in bench.mjs's shape.
 * @param {RealResult} result
 * @param {{ lcpRatioMax: number; longestEventMs: number } & Record<string, number>} limits
 */
export function realChecks(result, limits) {
  return result.pages.flatMap((page) => [
    ...(page.lcpRatio === null
      ? []
      : [
          {
            path: page.path,
            name: 'measured LCP ratio to no-JS',
            value: Number(page.lcpRatio.toFixed(2)),
            limit: limits.lcpRatioMax,
            headroom: limits.lcpRatioMax - page.lcpRatio,
            ok: page.lcpRatio <= limits.lcpRatioMax,
          },
        ]),
    ...page.interactions.flatMap((interaction) => {
      const limit = limits[interaction.budget] ?? 0;
      return [
        {
          path: page.path,
          name: `${interaction.label} → ${interaction.response} ms`,
          value: interaction.responseMs,
          lostRuns: interaction.lostRuns,
          limit,
          headroom: interaction.responseMs === null ? null : limit - interaction.responseMs,
          // A lost input is a failure even when the median answered.
          ok:
            interaction.lostRuns === 0 &&
            interaction.responseMs !== null &&
            interaction.responseMs <= limit,
        },
        {
          path: page.path,
          name: `${interaction.label}: longest event ms`,
          value: interaction.longestEventMs,
          limit: limits.longestEventMs,
          headroom: limits.longestEventMs - interaction.longestEventMs,
          ok: interaction.longestEventMs <= limits.longestEventMs,
        },
      ];
    }),
  ]);
}

/** Failures in bench.mjs's list form; each starts with "real:" so a re-run can replace them. */
export function realFailures(
  /** @type {ReturnType<typeof realChecks>} */ checks,
  /** @type {number} */ runs,
) {
  return checks
    .filter((row) => !row.ok)
    .map((row) =>
      'lostRuns' in row && row.lostRuns
        ? `real: ${row.path}: ${row.name.replace(/ ms$/, '')}: no response in ${row.lostRuns} of ${runs} runs (budget ${row.limit} ms)`
        : `real: ${row.path}: ${row.name} ${row.value ?? 'none'} (budget ${row.limit})`,
    );
}

/**
 * The REPORT.md section.
 * @param {RealResult} result
 * @param {ReturnType<typeof realChecks>} checks
 * @param {{ path: string; lcpMs: number; lcpNoJsMs: number; lcpRatio: number | null }[]} floor
 *   Lighthouse's figures of the same pages (the report's no-JavaScript floor).
 * @returns {string[]}
 */
export function realMarkdown(result, checks, floor) {
  const trim = (/** @type {string} */ path) => path.replace(/(.)\/$/, '$1');
  const lighthouse = (/** @type {string} */ path) =>
    floor.find((row) => trim(row.path) === trim(path));
  const ms = (/** @type {number | null | undefined} */ value) =>
    value === null || value === undefined ? '–' : String(value);
  const { conditions: c } = result;
  const lines = [
    '## Under real throttling',
    '',
    `Measured in Chromium (Playwright) under DevTools throttling, not simulated: ${c.latencyMs} ms latency added to each request, ${((c.downloadBytesPerSecond * 8) / 1024 / 1024).toFixed(1)} Mbit/s down and ${Math.round((c.uploadBytesPerSecond * 8) / 1024)} kbit/s up (a megabit of 1024 × 1024 bits, as DevTools and Lighthouse count it: ${Math.round(c.downloadBytesPerSecond).toLocaleString('en-US')} and ${Math.round(c.uploadBytesPerSecond).toLocaleString('en-US')} bytes/s), the CPU slowed ${c.cpuSlowdown}×, a ${c.viewport.width} × ${c.viewport.height} touch phone at ${c.deviceScaleFactor}× (Lighthouse's mobile screen). Every load is a fresh browser context (cold cache, new connections); medians of ${result.runs} run${result.runs === 1 ? '' : 's'}. A response that does not come within ${result.noResponseMs / 1000} s is reported as lost.`,
    '',
    "Lighthouse's figures (left) are Lantern's: it loads the page once unthrottled and computes what that load would have taken on the simulated link and CPU, from the requests' dependency graph. The measured figures (right) are what the throttled browser did. They differ in kind. DevTools adds its latency once per request, where Lantern also charges each new connection's round trips and TCP slow start, so a measured cold load comes out shorter. Lantern decides which requests the paint waited for from the unthrottled load it observed (every request that finished before the observed paint counts, bench/diagnosis.md), so a script the page fetches only after its first paint can still be charged to the paint; measured, the paint simply comes before the script is requested. Measured loads also vary more from run to run (whatever else the machine is doing lands in them), so the ratio is one of medians. And Lighthouse never interacts with the page: only this section shows a tap that waits for scripts or is lost.",
    '',
    ...(result.error ? [`**The section stopped before it finished:** ${result.error}`, ''] : []),
    '| route | LCP ms (Lighthouse) | without JS | ratio | LCP ms (measured) | without JS | ratio | FCP ms (measured) | without JS | LCP element |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...result.pages.map((page) => {
      const lh = lighthouse(page.path);
      return `| ${page.path} | ${ms(lh?.lcpMs)} | ${ms(lh?.lcpNoJsMs)} | ${lh?.lcpRatio?.toFixed(2) ?? '–'} | ${ms(page.lcpMs)} | ${ms(page.lcpNoJsMs)} | ${page.lcpRatio?.toFixed(2) ?? '–'} | ${ms(page.fcpMs)} | ${ms(page.fcpNoJsMs)} | ${`${page.lcpElement ?? '–'} / ${page.lcpElementNoJs ?? '–'}`.replaceAll('|', '/')} |`;
    }),
    '',
    ...comparison(result, lighthouse),
    'Islands: time to hydrated, from the first contentful paint in a load nobody touches, and for the island an interaction lands in, from the first sign of intent inside it (a pointer over it, a touch, focus or a key: what the island itself waits for).',
    '',
    '| route | island | waits for | from | median ms | hydrated in |',
    '| --- | --- | --- | --- | ---: | ---: |',
    ...result.pages.flatMap((page) => [
      ...page.islands.map(
        (island) =>
          `| ${page.path} | ${island.name} | ${island.when} | first paint, untouched | ${island.hydratedRuns ? ms(island.fromFirstPaintMs) : 'never'} | ${island.hydratedRuns} of ${result.runs} |`,
      ),
      ...page.interactions.map(
        (interaction) =>
          `| ${page.path} | ${interaction.island} | ${page.islands.find((island) => island.name === interaction.island)?.when ?? '–'} | ${interaction.label} | ${interaction.islandHydratedRuns ? ms(interaction.islandMs) : 'never'} | ${interaction.islandHydratedRuns} of ${result.runs} |`,
      ),
    ]),
    '',
    'Interactions started as soon as the page reports its first contentful paint: from the input (its event time stamp, so a busy main thread counts) to the frame that shows the response, and the longest Event Timing entry of that interaction (INP-style; under 16 ms is not reported by the browser). "Input at" is how long after the first paint the input came (the harness finds the element first), and "island then" the state of the island it landed in: "entry not run" while only the boot script is there, "waiting" once the entry holds the island until its code arrives.',
    '',
    '| route | interaction | response | median ms | lost | longest event ms | budget ms | input at ms | island then |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...result.pages.flatMap((page) =>
      page.interactions.map((interaction) => {
        const limit = checks.find(
          (row) => row.path === page.path && row.name.startsWith(`${interaction.label} →`),
        )?.limit;
        return `| ${page.path} | ${interaction.label} | ${interaction.response} | ${interaction.responseMs ?? 'lost'} | ${interaction.lostRuns} of ${result.runs} | ${interaction.longestEventMs < 16 ? '< 16' : interaction.longestEventMs}${interaction.longestEvents.length ? ` (${interaction.longestEvents.join(', ')})` : ''} | ${limit ?? '–'} | ${ms(interaction.inputAfterPaintMs)} | ${interaction.islandAtInput.join(', ')} |`;
      }),
    ),
    '',
  ];
  const failed = checks.filter((row) => !row.ok);
  lines.push(
    failed.length
      ? `Over budget under real throttling: ${failed.length} of ${checks.length} checks (listed with the other failures below).`
      : `Every real-throttling budget holds (${checks.length} checks).`,
    '',
  );
  return lines;
}

/**
 * Where the two methods disagree on this run, worked out from its numbers, not written in
 * advance.
 * @param {RealResult} result
 * @param {(path: string) => { lcpMs: number; lcpNoJsMs: number; lcpRatio: number | null } | undefined} lighthouse
 */
function comparison(result, lighthouse) {
  const rows = result.pages.flatMap((page) => {
    const lh = lighthouse(page.path);
    if (!lh || page.lcpMs === null || page.lcpRatio === null || lh.lcpRatio === null) return [];
    return [
      `${page.path}: LCP ${page.lcpMs} ms measured against ${lh.lcpMs} ms simulated (${page.lcpMs >= lh.lcpMs ? '+' : ''}${page.lcpMs - lh.lcpMs} ms), ratio to no-JS ${page.lcpRatio.toFixed(2)} against ${lh.lcpRatio.toFixed(2)}`,
    ];
  });
  return rows.length
    ? [`On this run: ${rows.join('; ')}.`, '']
    : ['(No Lighthouse figures for these pages in this report to set beside them.)', ''];
}
