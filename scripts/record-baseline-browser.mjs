// After `npm run test:update-snapshots`: records which Chromium made the visual baselines.
import { writeFileSync } from 'node:fs';
import { chromiumVersion, findChromium } from './chromium.mjs';

const executable = await findChromium();
if (!executable) throw new Error('No Chromium found to record.');
const record = { chromium: chromiumVersion(executable), platform: process.platform };
writeFileSync(
  new URL('../.storybook/baseline-browser.json', import.meta.url),
  `${JSON.stringify(record, null, 2)}\n`,
);
console.log(`Baselines recorded with Chromium ${record.chromium}.`);
