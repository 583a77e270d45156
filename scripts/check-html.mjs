// Every prerendered page through the W3C Nu HTML Checker (the `vnu-jar` package), which needs a
// Java runtime. Errors fail the run; warnings are printed, not counted. Nothing is filtered out:
// a page the checker refuses is fixed in its markup.
//
//   node scripts/check-html.mjs [folder]    (default: the built site, dist/site)
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

/** @type {string} The checker's jar, as the package names it. */
const vnu = createRequire(import.meta.url)('vnu-jar');
const repo = fileURLToPath(new URL('..', import.meta.url));
const folder = resolve(process.argv[2] ?? resolve(repo, 'dist/site'));

if (!existsSync(folder)) {
  console.error(`${folder} does not exist: build the site first (npm run build:site).`);
  process.exit(1);
}

const hasJava = () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
const canApt = () =>
  process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');

if (!hasJava() && canApt()) {
  console.log(
    'No Java runtime found: installing Debian\'s "default-jre-headless" for the checker…',
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'default-jre-headless'], {
    stdio: 'inherit',
    env,
  });
}
if (!hasJava()) {
  console.error(
    'The W3C checker needs Java: install a runtime (Debian/Ubuntu: `sudo apt-get install default-jre-headless`).',
  );
  process.exit(1);
}

const run = spawnSync(
  'java',
  ['-jar', vnu, '--format', 'json', '--skip-non-html', '--also-check-svg', folder],
  { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
);
/**
 * @typedef {{ type: string; subType?: string; url: string; message: string; extract?: string;
 *   lastLine?: number; firstColumn?: number }} Message
 */
// The checker writes its JSON report to stderr.
/** @type {{ messages: Message[] }} */
let report;
try {
  report = JSON.parse(run.stderr);
} catch {
  console.error('The W3C checker did not answer with a report:\n', run.stderr || run.stdout);
  process.exit(1);
}

/** @param {string} url */
const pageOf = (url) => relative(folder, fileURLToPath(url));
const errors = report.messages.filter(
  (message) => message.type === 'error' || message.subType === 'fatal',
);
const warnings = report.messages.filter((message) => message.subType === 'warning');
const pages = readdirSync(folder, { recursive: true }).filter((file) =>
  String(file).endsWith('.html'),
).length;

for (const message of warnings)
  console.log(`warning  ${pageOf(message.url)}:${message.lastLine ?? '?'}  ${message.message}`);
for (const message of errors)
  console.error(
    `error    ${pageOf(message.url)}:${message.lastLine ?? '?'}:${message.firstColumn ?? '?'}  ${message.message}\n         ${(message.extract ?? '').trim()}`,
  );

if (errors.length) {
  console.error(`\nThe W3C Nu HTML Checker found ${errors.length} error(s) in ${pages} pages.`);
  process.exit(1);
}
console.log(
  `The W3C Nu HTML Checker found no errors in ${pages} pages${warnings.length ? ` (${warnings.length} warning(s), listed above)` : ''}.`,
);
