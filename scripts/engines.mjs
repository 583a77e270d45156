// Finds the engines beside Chromium that the site's journeys run in (scripts/test-engines.mjs):
// Debian's Firefox ESR, and WebKitGTK's WebDriver with its MiniBrowser and a virtual display.
// $FIREFOX_PATH and $WEBKIT_WEBDRIVER_PATH name other builds.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The Debian packages that bring them. */
export const ENGINE_PACKAGES = ['firefox-esr', 'webkit2gtk-driver', 'xvfb'];

const onPath = (/** @type {string} */ name) => {
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
};

/** WebKitGTK installs MiniBrowser in its own library folder, under the machine's multiarch name. */
function findMiniBrowser() {
  if (!existsSync('/usr/lib')) return null;
  for (const arch of readdirSync('/usr/lib')) {
    for (const api of ['webkit2gtk-4.1', 'webkitgtk-6.0', 'webkit2gtk-4.0']) {
      const candidate = join('/usr/lib', arch, api, 'MiniBrowser');
      if (existsSync(candidate)) return candidate;
    }
  }
  return null;
}

/**
 * @returns {{ firefox: string | null, webkit: { driver: string, miniBrowser: string } | null }}
 */
export function findEngines() {
  const firefox = process.env.FIREFOX_PATH ?? onPath('firefox-esr') ?? onPath('firefox');
  const driver = process.env.WEBKIT_WEBDRIVER_PATH ?? onPath('WebKitWebDriver');
  const miniBrowser = findMiniBrowser();
  const display = process.env.DISPLAY !== undefined || onPath('xvfb-run') !== null;
  return {
    firefox: firefox && existsSync(firefox) ? firefox : null,
    webkit: driver && miniBrowser && display ? { driver, miniBrowser } : null,
  };
}
