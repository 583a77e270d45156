// Finds the Chromium the story tests drive. Order: $CHROMIUM_PATH, Debian's /usr/bin/chromium,
// then a browser Playwright installed itself. Returns null when none is there.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Flags for a headless Chromium on a machine with no outside network and no GPU. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Pixel-exact baselines: the same colour profile and font rendering on every machine.
  '--force-color-profile=srgb',
  '--font-render-hinting=none',
  '--disable-font-subpixel-positioning',
];

/** @returns {Promise<string | null>} */
export async function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  try {
    const { chromium } = await import('playwright');
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // Playwright has no browser of its own here.
  }
  return null;
}

/** @param {string} executable */
export function chromiumVersion(executable) {
  const out = execFileSync(executable, ['--version'], {
    encoding: 'utf8',
    // Debian's wrapper script prints a harmless shell warning on stderr.
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const match = /(\d+\.\d+\.\d+\.\d+)/.exec(out);
  return match?.[1] ?? out.trim();
}
