/**
 * `npm run build:site`: builds the site for the browser, then prerenders every route to its own
 * static HTML file with the full page content, plus sitemap.xml, robots.txt and the `_headers`
 * file (Content-Security-Policy and the other response headers) for static hosts.
 *
 * Prerendering uses a Node build of `site/entry-server.tsx` (react-router's static handler and
 * `react-dom/static`'s `prerender`): docs/TheSite.mdx ("Prerendering") says why this over a
 * framework's prerender.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const repo = resolve(import.meta.dirname, '..');
const configFile = join(repo, 'vite.config.ts');
const root = join(repo, 'site');
// BUILD_SITE_OUT_DIR builds elsewhere (the bench's scale runs); BUILD_STATS_FILE, if set, gets
// the build's time, peak memory and largest page as JSON.
const outDir = resolve(process.env.BUILD_SITE_OUT_DIR ?? join(repo, 'dist', 'site'));
// Inside the repository whatever the output folder: the prerender bundle imports React and the
// rest from node_modules.
const serverDir = join(repo, 'dist', '.prerender');

/** Inter, in the weights the type scale uses: the first screen needs all three. */
const FONT_FILE = /^inter-latin-(400|600|700)-normal-[\w-]+\.woff2$/;

/**
 * The build's three steps, each in a Node process of its own, one after the other. The bundler
 * keeps most of its memory outside JavaScript's heap and gives it back only when its process
 * ends: run in one process, the browser build, the server build and the pages added up, and 2,000
 * posts peaked past the scale budget (bench/budgets.json, `scale`). Apart, the build's peak is its
 * largest step's. The steps hand over through files: the client manifest and the server bundle.
 */
const steps = /** @type {const} */ (['client', 'server', 'pages']);

async function main() {
  const started = performance.now();
  const statsDir = await mkdtemp(join(tmpdir(), 'beem-build-'));
  try {
    let peakStepMB = 0;
    /** @type {{ pages: number; largestHtml: { path: string; bytes: number } } | undefined} */
    let pages;
    for (const step of steps) {
      const statsFile = join(statsDir, `${step}.json`);
      const result = spawnSync(process.execPath, [import.meta.filename, `--step=${step}`], {
        stdio: 'inherit',
        // Production React for the pages as well: a Vite build sets NODE_ENV in its own process,
        // and without it the prerender would load React's development build, a third slower.
        env: { ...process.env, NODE_ENV: 'production', BUILD_STEP_STATS_FILE: statsFile },
      });
      if (result.status !== 0)
        throw new Error(`The site build's ${step} step failed (above).`, { cause: result.error });
      const stats = JSON.parse(await readFile(statsFile, 'utf8'));
      peakStepMB = Math.max(peakStepMB, stats.peakRssMB);
      if (step === 'pages') pages = stats;
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Built the site in ${seconds}s.`);
    if (process.env.BUILD_STATS_FILE && pages)
      await writeFile(
        process.env.BUILD_STATS_FILE,
        JSON.stringify({
          pages: pages.pages,
          seconds: Number(seconds),
          // The largest step's peak with this process's own, which waits beside every step.
          peakRssMB: peakStepMB + Math.round(process.resourceUsage().maxRSS / 1024),
          largestHtml: pages.largestHtml,
        }),
      );
  } finally {
    await rm(statsDir, { recursive: true, force: true });
  }
}

/** One step, run in its own process: its own figures go to BUILD_STEP_STATS_FILE. */
async function runStep(/** @type {string | undefined} */ step) {
  const figures =
    step === 'client'
      ? await buildClient()
      : step === 'server'
        ? await buildServer()
        : step === 'pages'
          ? await prerenderPages()
          : undefined;
  if (!figures) throw new Error(`--step=${step}: the steps are ${steps.join(', ')}.`);
  const file = process.env.BUILD_STEP_STATS_FILE;
  if (file)
    await writeFile(
      file,
      JSON.stringify({
        ...figures,
        // resourceUsage reports kilobytes.
        peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
      }),
    );
}

async function buildClient() {
  const { build } = await import('vite');
  await build({
    configFile,
    root,
    logLevel: 'warn',
    // Images stay files rather than data: URLs, which the Content-Security-Policy's img-src does
    // not allow. The browser's bundle holds only the islands, so its CSS is not the page's: the
    // stylesheet comes from the prerender build below.
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      cssCodeSplit: false,
      assetsInlineLimit: 0,
    },
  });
  return {};
}

async function buildServer() {
  const { build } = await import('vite');
  await build({
    configFile,
    root,
    logLevel: 'warn',
    build: {
      ssr: 'entry-server.tsx',
      outDir: serverDir,
      emptyOutDir: true,
      copyPublicDir: false,
      assetsInlineLimit: 0,
      // The prerenderer imports every page, static parts and islands alike: its CSS is the one
      // stylesheet every page links (small, and cached after the first page).
      ssrEmitAssets: true,
      cssCodeSplit: false,
    },
  });
  return {};
}

async function prerenderPages() {
  /** @type {Record<string, { file: string; css?: string[]; imports?: string[] }>} */
  const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  for (const file of await readdir(join(outDir, 'assets')))
    if (file.endsWith('.css')) await rm(join(outDir, 'assets', file));
  const stylesheets = (await readdir(join(serverDir, 'assets'))).filter((file) =>
    file.endsWith('.css'),
  );
  if (stylesheets.length !== 1) throw new Error(`Expected one stylesheet, got ${stylesheets}.`);
  for (const file of stylesheets)
    await copyFile(join(serverDir, 'assets', file), join(outDir, 'assets', file));
  const assetFiles = await readdir(join(outDir, 'assets'));
  const assets = {
    stylesheets: stylesheets.map((file) => `/assets/${file}`),
    fontPreloads: assetFiles
      .filter((file) => FONT_FILE.test(file))
      .map((file) => `/assets/${file}`),
  };

  const server = await import(pathToFileURL(join(serverDir, 'entry-server.js')).href);
  const missing = await server.spanishContentProblems();
  if (missing.length)
    throw new Error(
      `The Spanish site is missing content (site/content/es-US):\n${server.translationReport(missing)}`,
    );
  const scriptHashes = new Set();
  let largestHtml = { path: '', bytes: 0 };
  for (const { path } of server.prerenderRoutes) {
    const html = withBoot(await server.renderPage(path, assets), manifest);
    // Inline scripts that run (the boot script) are allowed by hash in the
    // Content-Security-Policy; data blocks (JSON-LD, the chunk map) never run and need none.
    for (const [, type, body = ''] of html.matchAll(
      /<script(?![^>]*\ssrc=)(?:[^>]*\stype="([^"]*)")?[^>]*>([\s\S]*?)<\/script>/g,
    ))
      if (!type || type === 'module')
        scriptHashes.add(createHash('sha256').update(body).digest('base64'));
    // `/about` → about/index.html: served at both /about and /about/ (see scripts/static-site.ts).
    const file =
      path === server.notFoundPath ? '404.html' : join(path.replace(/^\/|\/$/g, ''), 'index.html');
    await mkdir(dirname(join(outDir, file)), { recursive: true });
    await writeFile(join(outDir, file), html);
    const bytes = Buffer.byteLength(html);
    if (bytes > largestHtml.bytes) largestHtml = { path, bytes };
  }
  for (const [name, xml] of Object.entries(server.sitemaps()))
    await writeFile(join(outDir, name), /** @type {string} */ (xml));
  await writeFile(join(outDir, 'robots.txt'), server.robots());
  await writeFile(join(outDir, '_headers'), server.headers([...scriptHashes]));
  await rm(serverDir, { recursive: true, force: true });
  await rm(join(outDir, '.vite'), { recursive: true, force: true });
  console.log(`Prerendered ${server.prerenderRoutes.length} pages into ${outDir}.`);
  console.log(server.placeholderReport());
  return { pages: server.prerenderRoutes.length, largestHtml };
}

/**
 * How a prerendered page starts its scripts: once its first contentful paint has been reported.
 *
 * Module scripts that arrive early run before the first paint, and the head's preloads share the
 * first round trips with the stylesheet and the fonts. Both delayed the largest paint by about
 * half (bench/REPORT.md, "LCP breakdown"): the page's text needs no script, so the browser paints
 * it first. The signal is the `first-contentful-paint` entry, not the next animation frame: a
 * frame's callbacks run before that frame is presented, and on a loaded connection an entry
 * requested then still shared the link with the text's paint (bench/diagnosis.md). Where paint
 * timing is missing the next frame is the fallback. Then every chunk the page needs at once is
 * requested together, as `<link rel="modulepreload">` beside the entry, so none waits for the
 * entry to run. If the entry itself cannot load, every island is marked failed and gets the
 * library's `data-script-failed`, which shows each one's no-script state. A hidden tab never
 * paints: one hidden from the start, or sent to the background before its first paint, starts
 * at once, and the start happens only once. A visible tab that reports no paint within 3 seconds
 * (a browser that drops the entry, a frame that never presents) starts then: scripts late, never
 * missing.
 *
 * Until an island is live its form has no handler, and the browser would send it to the page
 * itself: a reload that loses what was typed. The script's first act is to hold any such form
 * (`window.beemHeldSubmit`), which the island sends again once it has hydrated
 * (site/hydration/islands.tsx); a form whose island failed stays put and says why. The
 * press is answered at once: the submit button is marked `data-pending` and `aria-busy`, which
 * draws the busy look the button has while sending, until the island takes over or fails.
 *
 * The entry is a `<script type="module">` this script creates, not an `import()`: the policy is
 * hash-based with 'strict-dynamic', whose trust passes only to scripts a trusted script inserts.
 * An `import()` inherits the inline script's "parser-inserted" mark and is refused. Setting a
 * script's `src` is a Trusted Types sink, so the script makes the site's one named policy,
 * `beem-boot`, which passes only the build's own `/assets/*.js` files.
 */
export const BOOT_SCRIPT =
  'document.addEventListener("submit",e=>{const i=e.target.closest("[data-island]");if(i&&!/^(hydrated|mismatch)$/.test(i.dataset.islandState)){e.preventDefault();window.beemHeldSubmit=e.target;const b=e.submitter;if(b){b.dataset.pending="";b.setAttribute("aria-busy","true")}}},true);' +
  'const c=JSON.parse(document.getElementById("beem-chunks").textContent);' +
  'let d=0;const go=()=>{if(d)return;d=1;for(const h of c.preload){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)}' +
  'const t=window.trustedTypes?trustedTypes.createPolicy("beem-boot",{createScriptURL:u=>{if(/^\\/assets\\/[\\w.-]+\\.js$/.test(u))return u;throw new TypeError(u)}}):{createScriptURL:u=>u};' +
  'const s=document.createElement("script");s.type="module";s.src=t.createScriptURL(c.entry);' +
  's.onerror=()=>{for(const e of document.querySelectorAll("[data-island]")){e.dataset.islandState="failed";e.dataset.scriptFailed=""}for(const b of document.querySelectorAll("[data-pending]")){delete b.dataset.pending;b.removeAttribute("aria-busy")}};' +
  'document.head.append(s)};' +
  'const f=()=>requestAnimationFrame(()=>setTimeout(go));' +
  'if(document.hidden)go();else{document.addEventListener("visibilitychange",go,{once:true});setTimeout(go,3e3);if(PerformanceObserver.supportedEntryTypes?.includes("paint"))new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true});else f()}';

/**
 * The route's chunk map, worked out at prerender time: the entry, its static imports, and the
 * chunks of the islands the page hydrates at once (`data-when="load"`) with the chunks those
 * import and React DOM. Islands that wait for idle time, the screen or a visitor load then. Written as JSON before
 * `</body>` with the boot script that reads it.
 * @param {string} html
 * @param {Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>} manifest
 */
export function withBoot(html, manifest) {
  const entry = manifest['index.html'];
  if (!entry) throw new Error('The client build has no index.html entry.');
  const entryHref = `/${entry.file}`;
  /** @type {Set<string>} */
  const files = new Set();
  /** @param {string} key */
  const add = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The client build has no chunk for ${key}.`);
    const href = `/${chunk.file}`;
    if (files.has(href)) return;
    files.add(href);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  for (const imported of entry.imports ?? []) add(imported);
  let hydratesAtOnce = false;
  for (const [element] of html.matchAll(/<div [^>]*data-island="[^"]*"[^>]*>/g)) {
    const name = /data-island="([^"]*)"/.exec(element)?.[1];
    const when = /data-when="([^"]*)"/.exec(element)?.[1];
    if (name && when === 'load') {
      add(`islands/${name}.tsx`);
      hydratesAtOnce = true;
    }
  }
  // React DOM is loaded by the first island that hydrates: with it, not after the entry has run.
  const reactDom = (entry.dynamicImports ?? []).find((key) => key.includes('react-dom/client'));
  if (hydratesAtOnce) {
    if (!reactDom) throw new Error('The entry no longer imports react-dom/client on demand.');
    add(reactDom);
  }
  files.delete(entryHref);
  const chunks = JSON.stringify({ entry: entryHref, preload: [...files] });
  const tags = `<script type="application/json" id="beem-chunks">${chunks}</script><script type="module">${BOOT_SCRIPT}</script>`;
  return html.replace('</body>', `${tags}</body>`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const step = process.argv.find((arg) => arg.startsWith('--step='))?.slice('--step='.length);
  await (step === undefined ? main() : runStep(step));
}
