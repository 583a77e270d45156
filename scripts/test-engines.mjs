/**
 * `npm run test:engines`: the site's journeys in Firefox and WebKit, the engines beside Chromium
 * that Beem's visitors use (most of them on iPhones, so WebKit), at a phone width (390) and a
 * desktop width (1280), with scripts on and off. `npm run test:site` runs it after the Chromium
 * specs, on the same built site (dist/site), served by `vite preview` on a port of its own (the
 * preview's local API answers the forms). Screenshots are not compared across engines: each
 * journey asserts what a visitor perceives (what is open, visible, focused, where the page went).
 *
 * `--engine=firefox` or `--engine=webkit` runs one engine; `--scripts=on` or `--scripts=off` one
 * setting.
 *
 * Drivers, chosen on what each does with Debian's builds (no browser is downloaded):
 * - Firefox ESR (153): Puppeteer (`puppeteer-core`) over WebDriver BiDi. Playwright 1.65's
 *   `moz-firefox` channel launches it but every new page fails on
 *   `emulation.setMediaFeaturesOverride`, which Firefox 153 does not implement. Scripts are
 *   switched off with the `javascript.enabled` pref (BiDi has no switch), and clicks are real
 *   mouse clicks at an element's centre, which work with scripts off where `page.click` does not.
 * - WebKitGTK (2.50): WebKitWebDriver, spoken to directly over classic WebDriver's HTTP protocol
 *   with `fetch` (about 60 lines here, rather than webdriverio and its dependencies). MiniBrowser
 *   has no headless mode, so it runs under `xvfb-run`; a GTK stylesheet shrinks its toolbar so its
 *   window can be phone-narrow. Classic WebDriver has no console access: a script added after
 *   each load records errors (one thrown while the page loads is missed).
 *
 * One browser per engine and scripts setting, one page reused for every journey, no fixed waits:
 * every check polls the page until it holds or 5 seconds pass.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findEngines } from './engines.mjs';

const repo = resolve(import.meta.dirname, '..');
const option = (/** @type {string} */ name) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
// Another name finds no engine and is reported as missing.
const engines = /** @type {('firefox' | 'webkit')[]} */ (
  option('engine') ? [option('engine')] : ['firefox', 'webkit']
);
const scriptSettings = option('scripts') ? [option('scripts') === 'on'] : [true, false];
const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];
const TIMEOUT = 5_000;
// Another build of the site (BUILD_SITE_OUT_DIR) may be tested in its place.
const siteDir = resolve(process.env.BUILD_SITE_OUT_DIR ?? join(repo, 'dist', 'site'));

// --- The page side: run inside the page, in both engines, with or without the page's scripts.

/**
 * An element as a visitor names it: the kind of element (a CSS selector), its accessible name
 * (exact, or a pattern's source), and the element it is inside.
 * @typedef {{ css: string; name?: string | { re: string }; within?: Query; scroll?: boolean }} Query
 */
/**
 * What the page reports of one element (`inPage`).
 * @typedef {{ found: boolean; visible: boolean; inViewport: boolean; x: number; y: number;
 *   name: string | null; focused: boolean; open: boolean; modal: boolean; value: unknown }} Seen
 */
/**
 * What the page reports of itself (`pageState`).
 * @typedef {{ path: string; search: string; ready: boolean; lang: string; scrollY: number;
 *   headerAlpha: number | null; openGroups: string[]; focus: string; invokerCommands: boolean;
 *   scrollTimelines: boolean }} PageState
 */

/**
 * Finds elements by what a visitor perceives: a CSS selector for the kind of element, its name
 * (`aria-labelledby`, `aria-label`, its label, or its text), and an optional container found the
 * same way. Reports each match's box, visibility and state.
 */
const inPage = String(function probe(/** @type {Query} */ query) {
  const text = (/** @type {Element | null} */ element) =>
    (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (/** @type {Element} */ element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy)
      return labelledBy
        .split(' ')
        .map((/** @type {string} */ id) => text(document.getElementById(id)))
        .join(' ');
    const label = element.getAttribute('aria-label');
    if (label) return label.trim();
    const { labels } = /** @type {Partial<HTMLInputElement>} */ (element);
    if (labels?.length) return text(labels[0] ?? null);
    return text(element);
  };
  const matches = (/** @type {Element} */ element, /** @type {Query['name']} */ name) =>
    name === undefined ||
    (typeof name === 'string'
      ? nameOf(element) === name
      : new RegExp(name.re).test(nameOf(element)));
  const visible = (/** @type {Element | null} */ element) => {
    if (!element || element.getClientRects().length === 0) return false;
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  // The first match a visitor can see, else the first match: a page may hold the same words twice,
  // once for each state, only one of them shown.
  /** @type {(spec: Query) => Element | null} */
  const find = (spec) => {
    const scope = spec.within ? find(spec.within) : document;
    if (!scope) return null;
    const all = Array.from(scope.querySelectorAll(spec.css)).filter((element) =>
      matches(element, spec.name),
    );
    return all.find(visible) ?? all[0] ?? null;
  };
  const element = find(query);
  if (query.scroll && element) element.scrollIntoView({ block: 'center', behavior: 'instant' });
  const rect = element?.getBoundingClientRect();
  return {
    found: Boolean(element),
    visible: visible(element),
    inViewport: Boolean(rect && rect.bottom > 0 && rect.top < innerHeight),
    x: rect ? rect.x + rect.width / 2 : 0,
    y: rect ? rect.y + rect.height / 2 : 0,
    name: element ? nameOf(element) : null,
    focused: Boolean(element && element === document.activeElement),
    open: Boolean(
      element && (('open' in element && element.open) || element.matches('[popover]:popover-open')),
    ),
    modal: Boolean(element?.matches(':modal')),
    value: element && 'value' in element ? element.value : null,
  };
});

/** The page's state a journey checks beyond one element. */
const pageState = String(function state() {
  const header = document.querySelector('header');
  const colour = header ? getComputedStyle(header).backgroundColor : '';
  const alpha = /\/\s*([\d.]+)\)$/.exec(colour)?.[1] ?? /,\s*([\d.]+)\)$/.exec(colour)?.[1];
  return {
    path: location.pathname,
    search: location.search,
    ready: document.readyState === 'complete',
    lang: document.documentElement.lang,
    scrollY: Math.round(scrollY),
    headerAlpha: colour ? (alpha === undefined ? 1 : Number(alpha)) : null,
    openGroups: Array.from(document.querySelectorAll('dialog details[open] > summary')).map(
      (summary) => summary.textContent.trim(),
    ),
    focus: document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.id ?? '',
    invokerCommands: 'command' in HTMLButtonElement.prototype,
    scrollTimelines: CSS.supports('animation-timeline', 'scroll()'),
  };
});

/** Records errors for WebKit, which has no console over classic WebDriver. */
const errorHook = String(function hook() {
  const page = /** @type {Window & { __engineErrors?: string[] }} */ (window);
  if (page.__engineErrors) return;
  const errors = (page.__engineErrors = /** @type {string[]} */ ([]));
  addEventListener('error', (event) => errors.push(`error: ${event.message}`));
  addEventListener('unhandledrejection', (event) => errors.push(`rejection: ${event.reason}`));
  const original = console.error;
  console.error = (...args) => {
    errors.push(`console: ${args.map(String).join(' ')}`);
    original.apply(console, args);
  };
});

// --- Drivers: the same few verbs for each engine.

/**
 * @typedef {object} Driver
 * @property {string} version
 * @property {(size: { width: number; height: number }) => Promise<void>} resize
 * @property {(url: string) => Promise<void>} goto
 * @property {() => Promise<void>} [afterNavigation] Called once a click has led to another page.
 * @property {(source: string, arg?: unknown) => Promise<unknown>} run Calls the function whose
 *   source is given in the page, with `arg`, and gives back what it returns.
 * @property {(x: number, y: number) => Promise<void>} clickAt
 * @property {(text: string) => Promise<void>} type Into the focused element.
 * @property {(key: string) => Promise<void>} press
 * @property {() => Promise<string[]>} errors The page's errors since the last call.
 * @property {() => Promise<void>} close
 */

/**
 * @param {{ executable: string; scripts: boolean }} options
 * @returns {Promise<Driver>}
 */
async function firefoxDriver({ executable, scripts }) {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: executable,
    headless: true,
    extraPrefsFirefox: scripts ? {} : { 'javascript.enabled': false },
  });
  const page = await browser.newPage();
  /** @type {string[]} */
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`error: ${/** @type {Error} */ (error).message}`));
  /** @type {Driver['run']} */
  const run = (source, arg) => page.evaluate(`(${source})(${JSON.stringify(arg ?? null)})`);
  return {
    version: await browser.version(),
    async resize({ width, height }) {
      await page.setViewport({ width, height });
    },
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    run,
    async clickAt(x, y) {
      await page.mouse.click(x, y);
    },
    async type(text) {
      await page.keyboard.type(text);
    },
    async press(key) {
      await page.keyboard.press(/** @type {import('puppeteer-core').KeyInput} */ (key));
    },
    async errors() {
      return errors.splice(0);
    },
    async close() {
      await browser.close();
    },
  };
}

/** @type {Record<string, string>} */
const WEBDRIVER_KEYS = { Escape: '\uE00C', Enter: '\uE007', Tab: '\uE004' };
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/**
 * @param {{ driver: string; miniBrowser: string; scripts: boolean; port: number }} options
 * @returns {Promise<Driver>}
 */
async function webkitDriver({ driver, miniBrowser, scripts, port }) {
  // MiniBrowser's toolbar holds its window above about 447px wide unless its widgets may shrink.
  const home = await mkdtemp(join(tmpdir(), 'beem-webkit-'));
  await mkdir(join(home, 'gtk-3.0'));
  await writeFile(
    join(home, 'gtk-3.0', 'gtk.css'),
    'headerbar, toolbar, toolbar *, headerbar *, entry, button, box { min-width: 0; min-height: 0; padding: 0; margin: 0; }\n',
  );
  const server = spawn(driver, [`--port=${port}`], {
    stdio: 'ignore',
    env: { ...process.env, XDG_CONFIG_HOME: home },
  });
  const base = `http://127.0.0.1:${port}`;
  /** @type {(method: string, path: string, body?: unknown) => Promise<any>} */
  const send = async (method, path, body) => {
    const response = await fetch(base + path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const { value } = await response.json();
    if (value?.error) throw new Error(`WebKitWebDriver ${path}: ${value.error}: ${value.message}`);
    return value;
  };
  await until(async () => (await fetch(`${base}/status`)).ok, 'WebKitWebDriver to start');
  const session = await send('POST', '/session', {
    capabilities: {
      alwaysMatch: {
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          binary: miniBrowser,
          args: ['--automation', ...(scripts ? [] : ['--enable-javascript=false'])],
        },
      },
    },
  });
  const at = `/session/${session.sessionId}`;
  /** @type {Driver['run']} */
  const run = (source, arg) =>
    send('POST', `${at}/execute/sync`, {
      script: `return (${source}).apply(null, arguments)`,
      args: [arg ?? null],
    });
  const keys = (/** @type {string} */ text) =>
    send('POST', `${at}/actions`, {
      actions: [
        {
          type: 'key',
          id: 'keyboard',
          actions: [...text].flatMap((value) => [
            { type: 'keyDown', value },
            { type: 'keyUp', value },
          ]),
        },
      ],
    });
  let chrome = 0;
  return {
    version: session.capabilities.browserVersion,
    async resize({ width, height }) {
      await send('POST', `${at}/window/rect`, { x: 0, y: 0, width, height: height + chrome });
      // The window's own chrome (the toolbar) is measured once, then added to reach the height.
      const inner = /** @type {number} */ (await run('function () { return innerHeight; }'));
      if (inner !== height) {
        chrome += height - inner;
        await send('POST', `${at}/window/rect`, { x: 0, y: 0, width, height: height + chrome });
      }
    },
    async goto(url) {
      await send('POST', `${at}/url`, { url });
      if (scripts) await run(errorHook);
    },
    async afterNavigation() {
      if (scripts) await run(errorHook);
    },
    run,
    async clickAt(x, y) {
      const pointer = { type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' } };
      await send('POST', `${at}/actions`, {
        actions: [
          {
            ...pointer,
            actions: [
              { type: 'pointerMove', origin: 'viewport', x: Math.round(x), y: Math.round(y) },
              { type: 'pointerDown', button: 0 },
              { type: 'pointerUp', button: 0 },
            ],
          },
        ],
      });
      await send('DELETE', `${at}/actions`);
    },
    // A burst of key actions can drop characters in WebKitGTK 2.50: typing into the focused
    // element through Element Send Keys, one character at a time, does not.
    async type(text) {
      for (const character of text) {
        // A WebDriver element reference, keyed by the protocol's element identifier.
        const active = /** @type {Record<string, string>} */ (
          await run('function () { return document.activeElement; }')
        );
        await send('POST', `${at}/element/${active[ELEMENT]}/value`, { text: character });
      }
    },
    async press(key) {
      await keys(WEBDRIVER_KEYS[key] ?? key);
    },
    async errors() {
      if (!scripts) return [];
      return /** @type {Promise<string[]>} */ (
        run('function () { const errors = window.__engineErrors ?? []; return errors.splice(0); }')
      );
    },
    async close() {
      await send('DELETE', at).catch(() => undefined);
      server.kill();
      await rm(home, { recursive: true, force: true });
    },
  };
}

// --- Checks.

/**
 * Polls until `check` returns true, or fails with what it last saw.
 * @param {() => unknown} check
 * @param {string} what
 */
async function until(check, what, timeout = TIMEOUT) {
  const started = Date.now();
  let last;
  for (;;) {
    try {
      last = await check();
      if (last === true) return;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    if (Date.now() - started > timeout)
      throw new Error(`Timed out waiting for ${what} (last: ${JSON.stringify(last)})`);
    await new Promise((next) => setImmediate(next));
  }
}

/**
 * The verbs a journey uses, over one driver.
 * @param {Driver} driver
 * @param {string} origin
 */
function visitor(driver, origin) {
  const probe = (/** @type {Query} */ query) =>
    /** @type {Promise<Seen>} */ (driver.run(inPage, query));
  const state = () => /** @type {Promise<PageState>} */ (driver.run(pageState));
  const expectOf = (/** @type {Query} */ query, /** @type {string} */ label) =>
    /**
     * @param {(seen: Seen) => unknown} predicate
     * @param {string} what
     */
    async function expectThat(predicate, what) {
      let seen;
      await until(async () => {
        seen = await probe(query);
        return predicate(seen) || seen;
      }, `${label} ${what}`);
    };
  // Firefox 153 cancels a page's pending module loads as a visitor leaves it, and the site logs an
  // island whose code was cut off that way as an error ("could not load"). That line, logged while
  // the page is being left, is not a fault of the page the visitor reads; any other is kept.
  /** @type {string[]} */
  const kept = [];
  /** @type {(navigate: () => Promise<void>, since?: string) => Promise<void>} */
  const leave = async (navigate, since = 'now') => {
    if (since === 'now') kept.push(...(await driver.errors()));
    await navigate();
    kept.push(
      ...(await driver.errors()).filter(
        (error) => !/^console: Island "\w+" could not load/.test(error),
      ),
    );
  };
  const self = {
    probe,
    state,
    /** @param {string} path */
    async goto(path) {
      await leave(() => driver.goto(origin + path));
      await until(async () => (await state()).ready || 'loading', `${path} to load`);
    },
    /**
     * A mouse click at the element's centre, once it is shown and holds still.
     * @param {Query} query
     * @param {string} label
     */
    async click(query, label) {
      let target = await probe({ ...query, scroll: true });
      await until(async () => {
        const now = await probe(query);
        const still = now.visible && now.x === target.x && now.y === target.y;
        target = now;
        return still || now;
      }, `${label} to show and hold still`);
      await driver.clickAt(target.x, target.y);
    },
    /**
     * @param {Query} query
     * @param {string} label
     * @param {string} text
     * @returns {Promise<void>}
     */
    async fill(query, label, text) {
      await self.click(query, label);
      await self.expect(query, label)((seen) => seen.focused, 'to be focused');
      await driver.type(text);
    },
    press: (/** @type {string} */ key) => driver.press(key),
    expect: expectOf,
    /**
     * @param {(seen: PageState) => unknown} predicate
     * @param {string} what
     * @returns {Promise<void>}
     */
    async expectState(predicate, what) {
      await until(async () => {
        const seen = await state();
        return predicate(seen) || seen;
      }, what);
    },
    /**
     * After a click that leads to another page.
     * @param {string} path
     */
    async arrivedAt(path) {
      await leave(async () => {
        await self.expectState((seen) => seen.path === path && seen.ready, `to arrive at ${path}`);
        await driver.afterNavigation?.();
        // Since the click that led here: the old page was being left from then on.
      }, 'the click');
    },
    async errors() {
      return [...kept.splice(0), ...(await driver.errors())];
    },
    /** @param {number} top */
    async scrollTo(top) {
      await driver.run(
        String((/** @type {number} */ y) => window.scrollTo({ top: y, behavior: 'instant' })),
        top,
      );
      await self.expectState((seen) => seen.scrollY === top, `to scroll to ${top}`);
    },
  };
  return self;
}

// Queries, by what a visitor perceives.
const banner = { css: 'header' };
const menuButton = { css: 'header button', name: 'Menu' };
const drawer = { css: 'dialog', name: 'Menu' };
const mainNav = { css: 'nav', name: 'Main' };
const textMeForm = { css: 'main form', name: 'Get the app by text' };
/** @param {Query} [within] */
const phoneField = (within) => ({
  css: 'input[type="tel"]',
  name: 'Mobile number',
  within,
});

/** A US mobile number the local API has not texted yet in this run. */
let numbers = 0;
const freshNumber = () =>
  `415555${String(2000 + ((Date.now() / 1000 + numbers++ * 37) % 7000)).slice(0, 4)}`;

/**
 * @typedef {object} Journey
 * @property {string} name
 * @property {'phone' | 'desktop'} [width] The one width it applies at, if not both.
 * @property {boolean} [scripts] The one scripts setting it applies to, if not both.
 * @property {(page: ReturnType<typeof visitor>, context: { scripts: boolean; width: string;
 *   server: Awaited<ReturnType<typeof startPreview>> }) => Promise<void>} run
 */

/**
 * Each journey: its name, where it applies, and what it does.
 * @type {Journey[]}
 */
const journeys = [
  {
    name: 'the header is readable over scrolled content, and fades where it can',
    async run(page, { scripts }) {
      await page.goto('/get-instant-cash-advance');
      const { scrollTimelines } = await page.state();
      await page.scrollTo(0);
      // Transparent at the top where the fade runs (CSS scroll timelines, or the script's
      // fallback); opaque from the start where neither can (Firefox without scripts).
      const atTop = scrollTimelines || scripts ? 0 : 1;
      await page.expectState(
        (seen) => seen.headerAlpha === atTop,
        `header alpha ${atTop} at the top`,
      );
      await page.scrollTo(60);
      await page.expectState((seen) => seen.headerAlpha === 1, 'an opaque header at 60px');
      await page.scrollTo(0);
    },
  },
  {
    name: 'the phone menu opens, its groups open one at a time, and it closes',
    width: 'phone',
    async run(page, { scripts }) {
      await page.goto('/');
      const { invokerCommands } = await page.state();
      await page.click(menuButton, 'Menu');
      // A modal wherever invoker commands or scripts are; a popover in an engine with neither.
      await page.expect(drawer, 'the drawer')(
        (seen) => seen.open && seen.visible && seen.modal === (scripts || invokerCommands),
        scripts || invokerCommands ? 'to open as a modal' : 'to open as a popover',
      );
      await page.expectState((seen) => seen.openGroups.join() === 'Essentials', 'Essentials open');
      await page.expect(
        { css: 'a', name: { re: '^Instant cash' }, within: drawer },
        'Instant cash',
      )((seen) => seen.visible, 'to show');
      const summary = (/** @type {string} */ name) => ({ css: 'summary', name, within: drawer });
      await page.click(summary('Insurance'), 'Insurance');
      await page.expectState(
        (seen) => seen.openGroups.join() === 'Insurance',
        'Insurance alone open',
      );
      await page.click(summary('Insurance'), 'Insurance');
      await page.expectState((seen) => seen.openGroups.length === 0, 'every group closed');
      await page.click({ css: 'button', name: 'Close menu', within: drawer }, 'Close menu');
      await page.expect(drawer, 'the drawer')((seen) => !seen.open && !seen.visible, 'to close');
      if (scripts || invokerCommands)
        await page.expect(menuButton, 'Menu')((seen) => seen.focused, 'to have focus back');
      await page.click(menuButton, 'Menu');
      await page.expect(drawer, 'the drawer')((seen) => seen.visible, 'to open again');
      await page.press('Escape');
      await page.expect(drawer, 'the drawer')((seen) => !seen.visible, 'to close on Escape');
    },
  },
  {
    name: 'the desktop panels open one at a time, close on Escape, and Get Started leads on',
    width: 'desktop',
    async run(page, { scripts }) {
      await page.goto('/');
      const trigger = (/** @type {string} */ name) => ({ css: 'button', name, within: mainNav });
      const list = (/** @type {string} */ name) => ({ css: 'ul', name, within: mainNav });
      await page.click(trigger('Essentials'), 'Essentials');
      await page.expect(list('Essentials'), 'the Essentials panel')(
        (seen) => seen.visible,
        'to open',
      );
      await page.click(trigger('Insurance'), 'Insurance');
      await page.expect(list('Insurance'), 'the Insurance panel')(
        (seen) => seen.visible,
        'to open',
      );
      await page.expect(list('Essentials'), 'the Essentials panel')(
        (seen) => !seen.visible,
        'to close',
      );
      await page.press('Escape');
      await page.expect(list('Insurance'), 'the Insurance panel')(
        (seen) => !seen.visible,
        'to close',
      );
      await page.expect(trigger('Insurance'), 'Insurance')((seen) => seen.focused, 'to have focus');
      await page.click({ css: 'header a', name: 'Get Started' }, 'Get Started');
      const preFooter = { css: '#get-started' };
      await page.expect(preFooter, 'the pre-footer')(
        (seen) => seen.inViewport && (!scripts || seen.focused),
        scripts ? 'to be in view, with focus' : 'to be in view',
      );
    },
  },
  {
    name: 'the text-me form texts a number, and says so when the number cannot be texted',
    scripts: true,
    async run(page, { server }) {
      await page.goto('/');
      const form = textMeForm;
      const status = { css: '[role="status"]', within: form };
      await page.fill(phoneField(form), 'Mobile number', freshNumber());
      await page.click({ css: 'button', name: 'Text me the app', within: form }, 'Text me the app');
      await page.expect(status, 'the status')(
        (seen) => seen.name?.includes('Link sent! Check your texts to download Beem.'),
        'to say the link was sent',
      );
      // A number already texted three times in ten minutes: the API refuses it.
      const refused = freshNumber();
      for (let sent = 0; sent < 3; sent++) await server.sendAppLink(refused);
      await page.goto('/');
      await page.fill(phoneField(form), 'Mobile number', refused);
      await page.click({ css: 'button', name: 'Text me the app', within: form }, 'Text me the app');
      await page.expect(
        {
          css: '[role="alert"], [role="status"]',
          name: { re: 'Something went wrong' },
          within: form,
        },
        'the failure',
      )((seen) => seen.visible, 'to show');
    },
  },
  {
    name: 'without scripts, the text-me form says texting is unavailable and sends no number anywhere',
    scripts: false,
    async run(page) {
      await page.goto('/');
      await page.expect(
        { css: 'p', name: { re: '^Texting the link is unavailable' }, within: textMeForm },
        'the notice',
      )((seen) => seen.visible, 'to show');
      const number = freshNumber();
      await page.fill(phoneField(textMeForm), 'Mobile number', number);
      await page.press('Enter');
      await page.expectState(
        (seen) => seen.ready && seen.path === '/' && !seen.search.includes(number.slice(-4)),
        'the page again, with no number in its address',
      );
    },
  },
  {
    name: 'sign-in verification sends a code and returns to the returnUrl',
    scripts: true,
    async run(page, { server }) {
      await page.goto('/auth/verify?returnUrl=%2Fpricing');
      const number = freshNumber();
      await page.fill(phoneField(), 'Mobile number', number);
      await page.click({ css: 'button', name: 'Send code' }, 'Send code');
      const digit = { css: 'input', name: 'Digit 1 of 4' };
      await page.expect(digit, 'the first digit')((seen) => seen.visible, 'to show');
      const code = await server.codeFor(number);
      await page.fill(digit, 'Digit 1 of 4', code);
      await page.arrivedAt('/pricing');
    },
  },
  {
    name: 'without scripts, the verify page shows its form and keeps the number out of the address',
    scripts: false,
    async run(page) {
      await page.goto('/auth/verify?returnUrl=%2Fpricing');
      const number = freshNumber();
      await page.fill(phoneField(), 'Mobile number', number);
      await page.press('Enter');
      await page.expectState(
        (seen) =>
          seen.ready && seen.path === '/auth/verify' && !seen.search.includes(number.slice(-4)),
        'the verify page again, with no number in its address',
      );
    },
  },
  {
    name: 'the tax tool estimates as the visitor types',
    scripts: true,
    async run(page) {
      await page.goto('/tax-calculator/');
      const region = { css: 'section, [role="region"]', name: 'Federal tax calculator' };
      await page.fill(
        { css: 'input', name: 'Annual wages', within: region },
        'Annual wages',
        '40000',
      );
      await page.fill(
        { css: 'input', name: 'Federal tax withheld', within: region },
        'Federal tax withheld',
        '4000',
      );
      await page.expect(
        { css: 'h2, h3, h4', name: 'You may get back $1,329', within: region },
        'the estimate',
      )((seen) => seen.visible, 'to show');
    },
  },
  {
    name: 'without scripts, the tax tool says it needs them',
    scripts: false,
    async run(page) {
      await page.goto('/tax-calculator/');
      await page.expect(
        { css: 'p', name: { re: 'it needs JavaScript, which is off or did not load' } },
        'the notice',
      )((seen) => seen.visible, 'to show');
    },
  },
  {
    name: 'the language switch leads to the same page in Spanish and back',
    async run(page, { width }) {
      await page.goto('/pricing');
      const link = async (/** @type {string} */ name) => {
        if (width === 'desktop') return { css: 'a', name, within: banner };
        await page.click({ css: 'header button', name: { re: '^(Menu|Menú)$' } }, 'Menu');
        return { css: 'a', name, within: { css: 'dialog' } };
      };
      await page.click(await link('Español'), 'Español');
      await page.arrivedAt('/es/pricing');
      await page.expectState((seen) => seen.lang === 'es', 'a Spanish page');
      await page.click(await link('English'), 'English');
      await page.arrivedAt('/pricing');
      await page.expectState((seen) => seen.lang === 'en', 'an English page');
    },
  },
];

// --- The preview server, with its local API.

/** @returns {Promise<number>} */
async function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => done(port));
    });
  });
}

async function startPreview() {
  const port = Number(process.env.ENGINES_TEST_PORT ?? (await freePort()));
  const child = spawn(
    process.execPath,
    [
      join(repo, 'node_modules', 'vite', 'bin', 'vite.js'),
      'preview',
      'site',
      '--config',
      'vite.config.ts',
      '--outDir',
      siteDir,
      '--port',
      String(port),
      '--strictPort',
    ],
    { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => (log += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk) => (log += chunk));
  const origin = `http://localhost:${port}`;
  await until(async () => (await fetch(origin)).ok, `the preview server on ${port}`, 30_000).catch(
    (error) => {
      child.kill();
      throw new Error(`${error.message}\n${log}`);
    },
  );
  return {
    origin,
    // The local API logs the code it would text; the visitor reads it from their phone.
    /**
     * @param {string} national
     * @returns {Promise<string>}
     */
    async codeFor(national) {
      /** @type {string | undefined} */
      let code;
      await until(() => {
        code = new RegExp(`would text the \\w+ code (\\d+) to \\+1${national}`).exec(log)?.[1];
        return Boolean(code) || 'no code yet';
      }, `a code texted to ${national}`);
      // Found: \`until\` returns only once it is.
      return /** @type {string} */ (code);
    },
    /** @param {string} national */
    async sendAppLink(national) {
      const response = await fetch(`${origin}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query:
            'mutation SendAppLink($input: SendAppLinkInput!) { sendAppLink(input: $input) { success } }',
          variables: { input: { phone: `+1${national}`, beemUrl: 'https://trybeem.com/app' } },
        }),
      });
      if (!response.ok) throw new Error(`sendAppLink: ${response.status}`);
    },
    stop: () => child.kill(),
  };
}

// --- The run.

async function main() {
  if (!existsSync(join(siteDir, 'index.html')))
    throw new Error('No built site: run `npm run build:site` first.');
  const found = findEngines();
  const missing = engines.filter((engine) => !found[engine]);
  if (missing.length > 0)
    throw new Error(
      `Missing ${missing.join(' and ')}: run \`node scripts/ensure-engines.mjs\` (Debian: apt-get install firefox-esr webkit2gtk-driver xvfb).`,
    );
  const started = performance.now();
  const server = await startPreview();
  const failures = [];
  let passed = 0;
  try {
    for (const engine of engines) {
      for (const scripts of scriptSettings) {
        const setting = `${engine}, scripts ${scripts ? 'on' : 'off'}`;
        const driver =
          engine === 'firefox'
            ? await firefoxDriver({ executable: /** @type {string} */ (found.firefox), scripts })
            : await webkitDriver({
                .../** @type {NonNullable<typeof found.webkit>} */ (found.webkit),
                scripts,
                port: await freePort(),
              });
        console.log(`${setting} (${driver.version})`);
        const page = visitor(driver, server.origin);
        try {
          for (const size of widths) {
            await driver.resize(size);
            for (const journey of journeys) {
              if (journey.width && journey.width !== size.name) continue;
              if (journey.scripts !== undefined && journey.scripts !== scripts) continue;
              const name = `${setting}, ${size.name}: ${journey.name}`;
              const start = performance.now();
              try {
                await journey.run(page, { scripts, width: size.name, server });
                const errors = await page.errors();
                if (errors.length > 0) throw new Error(`console errors:\n  ${errors.join('\n  ')}`);
                passed++;
                console.log(
                  `  ✓ ${size.name}: ${journey.name} (${Math.round(performance.now() - start)} ms)`,
                );
              } catch (error) {
                failures.push(`${name}\n    ${error instanceof Error ? error.message : error}`);
                console.log(`  ✗ ${size.name}: ${journey.name}`);
                await page.errors();
              }
            }
          }
        } finally {
          await driver.close();
        }
      }
    }
  } finally {
    server.stop();
  }
  const seconds = Math.round((performance.now() - started) / 1000);
  console.log(`\n${passed} passed, ${failures.length} failed, in ${seconds} s`);
  if (failures.length > 0) {
    console.error(`\nFailed:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
    process.exitCode = 1;
  }
}

if (process.env.DISPLAY === undefined && engines.includes('webkit') && !process.env.BEEM_XVFB) {
  // MiniBrowser needs a display: rerun under a virtual one.
  const child = spawn('xvfb-run', ['-a', process.execPath, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, BEEM_XVFB: '1' },
  });
  child.on('exit', (code) => process.exit(code ?? 1));
} else {
  await main();
}
