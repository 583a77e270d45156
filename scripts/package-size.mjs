/**
 * What one import of the package costs an app: each public component bundled alone from the
 * installed package and the entry that exports it (the main one or `/marketing`), as an app's
 * bundler would, honouring `sideEffects`, minified and gzipped, with React left out (every app
 * has it). Prints the table and fails on a budget from `bench/budgets.json` (`package`): a size
 * over its limit, or a module that must stay out of a small import (`Button` must not bring the
 * carousel, embla, the tax engine or mixpanel). Beside the JavaScript, the CSS each component
 * brings: the stylesheets its modules import (`base.css`, which every page has once, apart).
 *
 * `node scripts/package-size.mjs <app folder with the package installed>`
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rolldown } from 'rolldown';

const repo = resolve(import.meta.dirname, '..');
const app = resolve(process.argv[2] ?? join(repo, 'dist', 'consumer'));
const packageDir = join(app, 'node_modules', '@beem', 'design-system');

/** @type {{ package: { componentGzipBytes: number; components: Record<string, number>; mustNotInclude: Record<string, string[]> } }} */
const budgets = JSON.parse(await readFile(join(repo, 'bench', 'budgets.json'), 'utf8'));
const limits = budgets.package;

/** The code entries, by the specifier an app imports them with, and their declarations. */
const entries = [
  { specifier: '@beem/design-system', types: 'dist/lib/src/index.d.ts' },
  { specifier: '@beem/design-system/marketing', types: 'dist/lib/src/marketing.d.ts' },
  { specifier: '@beem/design-system/services', types: 'dist/lib/src/services.d.ts' },
];

/** Every PascalCase runtime export of the public entries (the components), with its entry. */
async function publicComponents() {
  /** @type {Map<string, string>} */
  const found = new Map();
  for (const { specifier, types } of entries) {
    const declarations = await readFile(join(packageDir, types), 'utf8');
    for (const [, list = ''] of declarations.matchAll(/export \{([^}]*)\}/g))
      for (const name of list.split(',').map((item) => item.trim()))
        if (/^[A-Z][a-z]\w*$/.test(name) && !name.startsWith('type ')) found.set(name, specifier);
  }
  return [...found]
    .map(([name, specifier]) => ({ name, specifier }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** @param {string} source */
async function bundle(source) {
  const entry = '\0entry.js';
  const build = await rolldown({
    input: entry,
    cwd: app,
    logLevel: 'silent',
    external: (id) => /^(react|react-dom)(\/|$)/.test(id),
    // As a bundler for the browser resolves the package's `#css/*` imports.
    resolve: { conditionNames: ['module', 'browser', 'import', 'default'] },
    plugins: [
      {
        name: 'entry',
        resolveId: (id) => (id === entry ? id : null),
        load: (id) => (id === entry ? source : null),
      },
      {
        name: 'stylesheets',
        load: (id) => (id.endsWith('.css') ? { code: '', moduleType: 'js' } : null),
      },
    ],
  });
  const { output } = await build.generate({ format: 'esm', minify: true });
  await build.close();
  const chunks = output.filter((item) => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // What loads with the import: the entry and its static imports. Code behind a dynamic
  // import() is counted apart as `lazy`.
  /** @type {Set<string>} */
  const eager = new Set();
  const visit = (/** @type {string} */ file) => {
    if (eager.has(file)) return;
    eager.add(file);
    for (const next of byName.get(file)?.imports ?? []) visit(next);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
  const size = (/** @type {typeof chunks} */ list) =>
    list.length ? gzipSync(list.map((chunk) => chunk.code).join('\n'), { level: 9 }).length : 0;
  return {
    gzip: size(chunks.filter((chunk) => eager.has(chunk.fileName))),
    lazy: size(chunks.filter((chunk) => !eager.has(chunk.fileName))),
    modules: chunks.flatMap((chunk) => chunk.moduleIds),
    // Only the stylesheets of the modules the bundle kept: a bundler drops an unused module's
    // imports with it.
    css: cssBytes(
      await keptStylesheets(
        chunks.filter((chunk) => eager.has(chunk.fileName)).flatMap((chunk) => chunk.moduleIds),
      ),
    ),
  };
}

/**
 * The stylesheets the kept style modules import (each `X.styles.js` imports its own and those of
 * the styles it composes), once each: what a bundler puts on the page with them.
 */
async function keptStylesheets(/** @type {string[]} */ moduleIds) {
  /** @type {Set<string>} */
  const sheets = new Set();
  for (const id of moduleIds.filter((module) => module.endsWith('.styles.js')))
    for (const [, path = ''] of (await readFile(id, 'utf8')).matchAll(/import "#css\/([^"]+)"/g))
      sheets.add(path);
  return Promise.all(
    [...sheets].map((path) => readFile(join(packageDir, 'dist/lib', path), 'utf8')),
  );
}

const cssBytes = (/** @type {string[]} */ sheets) =>
  sheets.length ? gzipSync(sheets.join(''), { level: 9 }).length : 0;

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const components = await publicComponents();
/** @type {string[]} */
const failures = [];
const rows = [];
for (const { name, specifier } of components) {
  // Exported and used, so the bundler keeps it (a bare import of an unused name is dropped).
  const { gzip, lazy, modules, css } = await bundle(
    `import { ${name} } from '${specifier}'; export default ${name};`,
  );
  const limit = limits.components[name] ?? limits.componentGzipBytes;
  if (gzip > limit) failures.push(`${name}: ${kb(gzip)} gzip is over its ${kb(limit)} budget.`);
  for (const banned of limits.mustNotInclude[name] ?? []) {
    const found = modules.filter((id) => id.includes(banned));
    if (found.length) failures.push(`${name} pulls in ${banned}: ${found.join(', ')}`);
  }
  rows.push({ name, gzip, lazy, limit, css });
}

console.log('\nPublic components, each imported alone (minified, gzip, React excluded):\n');
console.log('| component | gzip | budget | loaded later | its CSS (gzip) |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const row of rows)
  console.log(
    `| ${row.name} | ${kb(row.gzip)} | ${kb(row.limit)} | ${row.lazy ? kb(row.lazy) : '–'} | ${row.css ? kb(row.css) : '–'} |`,
  );
for (const sheet of ['base.css', 'styles.css']) {
  const css = await readFile(join(packageDir, 'dist/lib', sheet));
  console.log(`\n${sheet}: ${kb(css.length)} (${kb(gzipSync(css).length)} gzip).`);
}
console.log(
  'base.css is on every page of an app with a bundler; styles.css is all of it, for a page without one.',
);

// For npm run bench's report: the same table, from this one measurement.
await writeFile(
  join(app, 'package-sizes.json'),
  `${JSON.stringify(
    rows.map(({ name, gzip, lazy, limit, css }) => ({ name, gzip, lazy, limit, css })),
    null,
    2,
  )}\n`,
);

if (failures.length) {
  console.error(`\nPackage size budgets failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(`${rows.length} components within their budgets.`);
