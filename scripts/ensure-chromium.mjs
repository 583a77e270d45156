// Makes sure a Chromium is there before the story tests start, installing Debian's package when
// it can, and warns when it differs from the one the visual baselines were recorded with.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chromiumVersion, findChromium } from './chromium.mjs';

const BASELINE_FILE = new URL('../.storybook/baseline-browser.json', import.meta.url);

const canApt = () =>
  process.platform === 'linux' &&
  typeof process.getuid === 'function' &&
  process.getuid() === 0 &&
  existsSync('/usr/bin/apt-get');

let executable = await findChromium();

if (!executable && process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH points at ${process.env.CHROMIUM_PATH}, which does not exist.`);
  process.exit(1);
}

if (!executable && canApt()) {
  console.log('No Chromium found: installing Debian\'s "chromium" package with apt-get…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  executable = await findChromium();
}

if (!executable) {
  console.error(
    'No Chromium found: install one (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH to a Chromium binary.',
  );
  process.exit(1);
}

const version = chromiumVersion(executable);
console.log(`Story tests will use Chromium ${version} (${executable}).`);

if (existsSync(BASELINE_FILE)) {
  const baseline = JSON.parse(readFileSync(BASELINE_FILE, 'utf8'));
  if (baseline.chromium !== version) {
    console.warn(
      `Note: the visual baselines were recorded with Chromium ${baseline.chromium}. A different browser can shift anti-aliasing; if screenshots fail only for that reason, re-baseline as docs/Testing.mdx describes ("Browser version and re-baselining").`,
    );
  }
}
