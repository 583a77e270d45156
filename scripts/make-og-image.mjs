/**
 * Draws the default sharing card (product rule: 1300 × 750) with the brand's tokens and the
 * self-hosted Inter, into site/public/og/default.png. Run it after a brand colour or the tag
 * line changes: `node scripts/make-og-image.mjs`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { runnerImport } from 'vite';
import { chromiumArgs, findChromium } from './chromium.mjs';

const repo = join(import.meta.dirname, '..');
/** @param {number} weight */
const font = (weight) =>
  readFileSync(
    join(repo, 'node_modules/@fontsource/inter/files', `inter-latin-${weight}-normal.woff2`),
  ).toString('base64');

// The palette comes from the tokens (the card is drawn outside the theme's CSS).
const { module: tokens } = await runnerImport(join(repo, 'tokens/primitives.ts'));
const { palette } = tokens;
const colours = {
  brand: palette.brand[800],
  light: palette.brand[50],
  white: palette.neutral[0],
  accent: palette.accent[300],
  ink: palette.neutral[900],
};

const html = `<!doctype html><html><head><style>
@font-face { font-family: Inter; font-weight: 400; src: url(data:font/woff2;base64,${font(400)}) format('woff2'); }
@font-face { font-family: Inter; font-weight: 700; src: url(data:font/woff2;base64,${font(700)}) format('woff2'); }
html, body { margin: 0; }
body { width: 1300px; height: 750px; box-sizing: border-box; padding: 96px 104px;
  display: flex; flex-direction: column; justify-content: space-between;
  background: ${colours.brand}; color: ${colours.light}; font-family: Inter, sans-serif; }
.logo { font-size: 64px; font-weight: 700; letter-spacing: -0.02em; }
h1 { margin: 0; font-size: 96px; line-height: 1.05; font-weight: 700; letter-spacing: -0.02em; color: ${colours.white}; }
p { margin: 0; font-size: 36px; }
.tag { display: inline-block; padding: 8px 24px; border-radius: 999px; background: ${colours.accent}; color: ${colours.ink}; font-weight: 700; }
</style></head><body>
<div class="logo">Beem</div>
<h1>Cash when you need it</h1>
<p><span class="tag">Up to $1,000*</span>&nbsp; advances, transfers and deals for students</p>
</body></html>`;

const browser = await chromium.launch({
  executablePath: (await findChromium()) ?? undefined,
  args: chromiumArgs,
});
const page = await browser.newPage({
  viewport: { width: 1300, height: 750 },
  deviceScaleFactor: 1,
});
await page.setContent(html);
await page.evaluate(() => document.fonts.ready);
await page.screenshot({ path: join(repo, 'site/public/og/default.png') });
await browser.close();
console.log('Wrote site/public/og/default.png (1300 × 750).');
