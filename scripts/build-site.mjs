/**
 * `npm run build:site`: builds the site for the browser, then prerenders every route to its own
 * static HTML file with the full page content, plus sitemap.xml, robots.txt and the `_headers`
 * file (Content-Security-Policy and the other response headers) for static hosts.
 *
 * Prerendering uses a Node build of `site/entry-server.tsx` (react-router's static handler and
 * `react-dom/static`'s `prerender`): see the README for why this over a framework's prerender.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const repo = resolve(import.meta.dirname, '..');
const configFile = join(repo, 'vite.config.ts');
const root = join(repo, 'site');
const outDir = join(repo, 'dist', 'site');
const serverDir = join(repo, 'dist', '.prerender');

/** Inter, in the weights the type scale uses: the first screen needs all three. */
const FONT_FILE = /^inter-latin-(400|600|700)-normal-[\w-]+\.woff2$/;

async function main() {
  const started = performance.now();
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

  /** @type {Record<string, { file: string; css?: string[]; imports?: string[] }>} */
  const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const entry = manifest['index.html'];
  if (!entry) throw new Error('The client build has no index.html entry.');
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
    modulePreloads: (entry.imports ?? []).map((key) => `/${manifest[key]?.file ?? key}`),
    fontPreloads: assetFiles
      .filter((file) => FONT_FILE.test(file))
      .map((file) => `/assets/${file}`),
  };

  const server = await import(pathToFileURL(join(serverDir, 'entry-server.js')).href);
  const scriptHashes = new Set();
  for (const { path } of server.prerenderRoutes) {
    const html = withIslandPreloads(
      await server.renderPage(path, assets, [`/${entry.file}`]),
      manifest,
      new Set([...assets.modulePreloads, `/${entry.file}`]),
    );
    // Inline scripts (the JSON-LD) are allowed by hash in the Content-Security-Policy.
    for (const [, body = ''] of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g))
      scriptHashes.add(createHash('sha256').update(body).digest('base64'));
    // `/about` → about/index.html: served at both /about and /about/ (see scripts/static-site.ts).
    const file =
      path === server.notFoundPath ? '404.html' : join(path.replace(/^\/|\/$/g, ''), 'index.html');
    await mkdir(dirname(join(outDir, file)), { recursive: true });
    await writeFile(join(outDir, file), html);
  }
  await writeFile(join(outDir, 'sitemap.xml'), server.sitemap());
  await writeFile(join(outDir, 'robots.txt'), server.robots());
  await writeFile(join(outDir, '_headers'), server.headers([...scriptHashes]));
  await rm(serverDir, { recursive: true, force: true });
  await rm(join(outDir, '.vite'), { recursive: true, force: true });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Prerendered ${server.prerenderRoutes.length} pages into dist/site in ${seconds}s.`);
}

/**
 * The chunks of the islands a page hydrates at once (`data-when="load"`), each with the chunks it
 * imports, as `<link rel="modulepreload">` in the head: they download beside the entry instead
 * of after it has run. Islands that wait for idle time or the screen are left to load then.
 * @param {string} html
 * @param {Record<string, { file: string; imports?: string[] }>} manifest
 * @param {Set<string>} already
 */
export function withIslandPreloads(html, manifest, already) {
  /** @type {Set<string>} */
  const files = new Set();
  /** @param {string} key */
  const add = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The client build has no chunk for ${key}.`);
    const href = `/${chunk.file}`;
    if (files.has(href) || already.has(href)) return;
    files.add(href);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  for (const [element] of html.matchAll(/<div [^>]*data-island="[^"]*"[^>]*>/g)) {
    const name = /data-island="([^"]*)"/.exec(element)?.[1];
    const when = /data-when="([^"]*)"/.exec(element)?.[1];
    if (name && when === 'load') add(`islands/${name}.tsx`);
  }
  const links = [...files].map((href) => `<link rel="modulepreload" href="${href}"/>`).join('');
  return html.replace('</head>', `${links}</head>`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
