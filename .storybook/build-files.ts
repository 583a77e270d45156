import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
// With their extensions, and from modules that import nothing: Storybook loads this file with
// Node's own resolution.
import { fontFamilyName } from '../tokens/fontFamilyName.ts';
import { typography } from '../tokens/primitives.ts';

/**
 * Files every Storybook build carries beyond the stories, made when the config loads: Inter for
 * the manager, and the visual review (or a file saying there is none).
 */
const root = join(import.meta.dirname, '..');
const made = join(root, 'node_modules/.cache/beem-storybook');
const fontFiles = join(root, 'node_modules/@fontsource/inter/files');
const weights = [...new Set(Object.values(typography.fontWeight))];

/**
 * The manager (sidebar, toolbar, brand) is a page of its own, which does not load the preview's
 * styles: it gets the same self-hosted Inter faces here, so the brand and the sidebar are set in
 * Beem's type rather than whatever system font the reader has.
 */
function managerFonts() {
  const dir = join(made, 'manager-fonts');
  mkdirSync(dir, { recursive: true });
  const faces = weights.map((weight) => {
    const file = `inter-latin-${weight}-normal.woff2`;
    copyFileSync(join(fontFiles, file), join(dir, file));
    return `@font-face{font-family:'${fontFamilyName}';font-style:normal;font-display:swap;font-weight:${weight};src:url(./manager-fonts/${file}) format('woff2')}`;
  });
  return { dir, head: `<style>${faces.join('')}</style>` };
}

/**
 * The manager reads visual-review/review.json on every page (visual-review.tsx). A build made
 * without a story run carries the screenshots accepted lately instead (`run: false`, with each
 * one's image before and after: scripts/visual/accepted.mjs), so its Visual review panel still
 * shows a story's last change side by side.
 */
function reviewDir(visualReview: string) {
  if (existsSync(join(visualReview, 'review.json'))) return visualReview;
  const dir = join(made, 'accepted-review');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync(process.execPath, [join(root, 'scripts/visual/accepted.mjs'), dir], {
    cwd: root,
    stdio: 'inherit',
  });
  return dir;
}

export function buildFiles(visualReview: string) {
  const fonts = managerFonts();
  return {
    staticDirs: [
      { from: fonts.dir, to: '/manager-fonts' },
      { from: reviewDir(visualReview), to: '/visual-review' },
    ],
    managerHead: fonts.head,
  };
}
