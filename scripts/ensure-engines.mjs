// Makes sure Firefox and WebKit are there before the site's journeys run in them
// (scripts/test-engines.mjs), installing Debian's packages when it can, as ensure-chromium.mjs
// does for Chromium.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ENGINE_PACKAGES, findEngines } from './engines.mjs';

const canApt = () =>
  process.platform === 'linux' &&
  typeof process.getuid === 'function' &&
  process.getuid() === 0 &&
  existsSync('/usr/bin/apt-get');

let found = findEngines();

if ((!found.firefox || !found.webkit) && canApt()) {
  console.log(
    `Installing Debian's ${ENGINE_PACKAGES.join(', ')} with apt-get for the engine tests…`,
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...ENGINE_PACKAGES], { stdio: 'inherit', env });
  found = findEngines();
}

if (!found.firefox || !found.webkit) {
  console.error(
    `The site's journeys run in Firefox and WebKit too, and ${[
      !found.firefox && 'Firefox',
      !found.webkit && 'WebKitGTK (WebKitWebDriver, MiniBrowser and xvfb-run)',
    ]
      .filter(Boolean)
      .join(
        ' and ',
      )} could not be found or installed. Install them (Debian/Ubuntu: \`sudo apt-get install ${ENGINE_PACKAGES.join(' ')}\`), or set FIREFOX_PATH and WEBKIT_WEBDRIVER_PATH.`,
  );
  process.exit(1);
}

console.log(`Engine tests will use ${found.firefox} and ${found.webkit.driver}.`);
