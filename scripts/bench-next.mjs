/**
 * The Next.js consumer's section of `npm run bench`: what each page of consumer/next adds to a
 * page that renders no Beem component, built by each of Next's bundlers from the packed package,
 * against its budget (bench/budgets.json, `nextConsumer`).
 *
 * The figures come from the package test (`npm run test:package`, which this runs), whose
 * Chromium run measures every page and writes dist/consumer-next/page-costs-<bundler>.json: one
 * measurement, held to its budgets in `npm test` and reported here.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const repo = join(import.meta.dirname, '..');
const bundlers = ['turbopack', 'webpack'];

/**
 * @typedef {{ name: string; path: string; jsGzipBytes: number; cssGzipBytes?: number; js: number; css: number }} NextPage
 * @typedef {{ bundler: string; empty: { js: number; css: number }; pages: NextPage[] }} NextBuild
 */

/**
 * @typedef {{ name: string; gzip: number; lazy: number; limit: number; css: number }} ComponentSize
 */

/** @returns {{ builds: NextBuild[]; components: ComponentSize[]; failures: string[] }} */
export function nextSection() {
  execFileSync(process.execPath, [join(repo, 'scripts/test-package.mjs')], { stdio: 'inherit' });
  /** @type {ComponentSize[]} */
  const components = JSON.parse(
    readFileSync(join(repo, 'dist', 'consumer', 'package-sizes.json'), 'utf8'),
  );
  /** @type {NextBuild[]} */
  const builds = bundlers.map((bundler) => ({
    bundler,
    ...JSON.parse(
      readFileSync(join(repo, 'dist', 'consumer-next', `page-costs-${bundler}.json`), 'utf8'),
    ),
  }));
  const failures = builds.flatMap(({ bundler, pages }) =>
    pages.flatMap((page) => [
      ...(page.js > page.jsGzipBytes
        ? [
            `next: ${bundler} ${page.path} adds ${page.js} B of JavaScript (budget ${page.jsGzipBytes} B)`,
          ]
        : []),
      ...(page.cssGzipBytes !== undefined && page.css > page.cssGzipBytes
        ? [
            `next: ${bundler} ${page.path} adds ${page.css} B of CSS (budget ${page.cssGzipBytes} B)`,
          ]
        : []),
    ]),
  );
  return { builds, components, failures };
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** @param {{ builds: NextBuild[]; components?: ComponentSize[] } | undefined} section */
export function nextMarkdown(section) {
  if (!section)
    return [
      '## Beem in a Next.js app',
      '',
      'Not in this report: `node scripts/bench.mjs --only=next` adds it.',
      '',
    ];
  return [
    '## Beem in a Next.js app',
    '',
    "consumer/next, an App Router app installed from the packed package, built by each of Next's bundlers: what each page's first load adds over /empty, a page with the same layout and providers and no Beem component (gzip level 9, from the responses Chromium saw). Webpack builds list the package in `optimizePackageImports`, as Getting started says.",
    '',
    '| bundler | page | JavaScript added | budget | CSS added | budget |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
    ...section.builds.flatMap(({ bundler, empty, pages }) => [
      `| ${bundler} | /empty (the base) | ${kb(empty.js)} in all | – | ${kb(empty.css)} in all | – |`,
      ...pages.map(
        (page) =>
          `| ${bundler} | ${page.path} | ${kb(page.js)} | ${kb(page.jsGzipBytes)} | ${kb(page.css)} | ${page.cssGzipBytes === undefined ? '–' : kb(page.cssGzipBytes)} |`,
      ),
    ]),
    '',
    ...(section.components
      ? [
          '### What each component adds to a page',
          '',
          'Each public component imported alone from the installed package, as a bundler takes it for a page that uses it and nothing else: its JavaScript (minified, gzip, React excluded) against its budget (`package` in bench/budgets.json), code it loads later, and the CSS its modules bring (base.css, on every page, apart).',
          '',
          '| component | JavaScript | budget | loaded later | CSS |',
          '| --- | ---: | ---: | ---: | ---: |',
          ...section.components.map(
            (row) =>
              `| ${row.name} | ${kb(row.gzip)} | ${kb(row.limit)} | ${row.lazy ? kb(row.lazy) : '–'} | ${row.css ? kb(row.css) : '–'} |`,
          ),
          '',
        ]
      : []),
  ];
}
