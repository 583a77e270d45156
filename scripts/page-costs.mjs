/**
 * What a page costs a visitor: the JavaScript and CSS its first load fetches, in gzip bytes,
 * counted from the responses Chromium saw (each body gzipped at level 9, as a static host or a CDN
 * sends it). The Next.js consumer test holds each of its pages to a budget over a page that
 * renders no Beem component (bench/budgets.json, `nextConsumer`) and writes what it measured for
 * `npm run bench` to report.
 */
import { gzipSync } from 'node:zlib';

/**
 * @typedef {{ url: string; type: 'script' | 'stylesheet'; gzip: number }} LoadedFile
 * @typedef {{ js: number; css: number; files: LoadedFile[] }} PageCost
 */

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @returns {Promise<PageCost>}
 */
export async function pageCost(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  /** @type {Promise<LoadedFile | null>[]} */
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then(
        (body) => ({ url: response.url(), type, gzip: gzipSync(body, { level: 9 }).length }),
        () => null,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const files = (await Promise.all(pending)).filter((file) => file !== null);
  await context.close();
  const sum = (/** @type {LoadedFile['type']} */ type) =>
    files.filter((file) => file.type === type).reduce((total, file) => total + file.gzip, 0);
  return { js: sum('script'), css: sum('stylesheet'), files };
}
