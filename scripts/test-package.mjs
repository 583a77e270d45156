/**
 * `npm run test:package`: proves that another app can install and use the library.
 *
 * 1. Builds the package (`build:lib`), then lints the manifest with publint (strict) and the
 *    types of every code entry point with arethetypeswrong (ES modules: Node 16+ and bundlers).
 * 2. Packs it with `npm pack` and installs the tarball into a copy of `consumer/`, a plain
 *    Vite + React 19 app with no vanilla-extract plugin and no aliases.
 * 3. In that app: type-checks, builds, and renders components on the server in plain Node. A
 *    Patterns screen (patterns/SignUpForm, copied in unchanged) is built for Node too, rendered
 *    there, and its HTML written into the app's sign-up page for the browser to hydrate.
 * 4. Reports what each public component costs when imported alone, against its budget.
 * 5. Opens the built app in Chromium (Playwright): the components must be styled by the
 *    package's tokens and fonts, and match the screenshot baseline; the sign-up pattern hydrates
 *    the server's HTML without a mismatch and is driven by keyboard.
 * 6. Installs the same tarball into a copy of `consumer/next`, a Next.js App Router app whose
 *    Server Component pages import the components directly, with the four Patterns screens
 *    (patterns/, copied in unchanged) each on a page of its own, builds it with both of Next's
 *    bundlers (Turbopack, the default, and webpack), and drives both builds in Chromium
 *    (e2e/next): styled pages, no console error or hydration warning, Tabs, a Dialog, fields and
 *    each screen by keyboard, links that navigate through the app's router without a document
 *    load, and each page's bytes against its budget.
 */
import { execFileSync } from 'node:child_process';
import { cp, readdir, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '..');
const dist = join(repo, 'dist');
const app = join(dist, 'consumer');
const bin = (/** @type {string} */ name) => join(repo, 'node_modules', '.bin', name);

/**
 * @param {string} title
 * @param {string} command
 * @param {string[]} args
 * @param {string} [cwd]
 */
function step(title, command, args, cwd = repo) {
  console.log(`\n▶ ${title}`);
  execFileSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
}

/** Installs the packed tarball (and the app's other dependencies, from npm's cache first). */
const installTarball = (/** @type {string} */ name, /** @type {string} */ folder) =>
  step(
    `Install the tarball into ${name}`,
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      '--prefer-offline',
      '--loglevel=error',
    ],
    folder,
  );

const started = performance.now();
step('Build the package', process.execPath, [join(repo, 'scripts/build-lib.mjs')]);
step('publint --strict', bin('publint'), ['--strict']);
step('arethetypeswrong (ES module entry points)', bin('attw'), [
  '--pack',
  '.',
  '--profile',
  'esm-only',
  '--exclude-entrypoints',
  './base.css',
  './styles.css',
  './tokens.css',
]);

console.log('\n▶ npm pack');
for (const file of await readdir(dist))
  if (file.endsWith('.tgz')) await rm(join(dist, file), { force: true });
const packed = execFileSync('npm', ['pack', '--silent', '--pack-destination', dist], {
  cwd: repo,
  encoding: 'utf8',
})
  .trim()
  .split('\n')
  .pop();
if (!packed) throw new Error('npm pack wrote no tarball.');
await rename(join(dist, packed), join(dist, 'beem-design-system.tgz'));
console.log(`Packed ${packed}`);

await rm(app, { recursive: true, force: true });
await cp(join(repo, 'consumer', 'vite'), app, { recursive: true });
await cp(
  join(repo, 'patterns/SignUpForm/SignUpForm.tsx'),
  join(app, 'src/patterns/SignUpForm/SignUpForm.tsx'),
);
installTarball('the consumer app', app);
step(
  'Consumer: type-check against the published types',
  'npx',
  ['--no-install', 'tsc', '-p', '.'],
  app,
);
step(
  'Consumer: build with plain Vite',
  'npx',
  ['--no-install', 'vite', 'build', '--logLevel', 'warn'],
  app,
);
step(
  'Consumer: build the sign-up pattern for Node',
  'npx',
  [
    '--no-install',
    'vite',
    'build',
    '--ssr',
    'src/ssr-patterns.tsx',
    '--outDir',
    'dist-ssr',
    '--logLevel',
    'warn',
  ],
  app,
);
step('Consumer: server rendering in Node, no DOM', process.execPath, ['ssr.mjs'], app);
step('Size of each public component imported alone', process.execPath, [
  join(repo, 'scripts/package-size.mjs'),
  app,
]);
step('Consumer: rendered in Chromium', bin('playwright'), [
  'test',
  '--config',
  join(repo, 'playwright.package.config.ts'),
]);
const nextApp = join(dist, 'consumer-next');
await rm(nextApp, { recursive: true, force: true });
await cp(join(repo, 'consumer', 'next'), nextApp, { recursive: true });
// The app's screens, as the Patterns stories render them: the screen modules alone, without
// their stories or baselines.
await cp(join(repo, 'patterns'), join(nextApp, 'patterns'), {
  recursive: true,
  filter: (source) => !/\.stories\.tsx$|__screenshots__|\.mdx$/.test(source),
});
installTarball('the Next.js app', nextApp);
for (const [bundler, flags] of /** @type {const} */ ([
  ['turbopack', []],
  ['webpack', ['--webpack']],
])) {
  process.env.NEXT_DIST_DIR = `.next-${bundler}`;
  process.env.NEXT_TELEMETRY_DISABLED = '1';
  step(
    `Next.js: build with ${bundler}`,
    'npx',
    ['--no-install', 'next', 'build', ...flags],
    nextApp,
  );
}
delete process.env.NEXT_DIST_DIR;
step('Next.js: both builds in Chromium', bin('playwright'), [
  'test',
  '--config',
  join(repo, 'playwright.next.config.ts'),
]);
console.log(
  `\nThe package installs, type-checks, builds, renders on the server and in Chromium, in Vite and in Next.js with both bundlers (${((performance.now() - started) / 1000).toFixed(0)} s).`,
);
