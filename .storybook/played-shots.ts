import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { PNG } from 'pngjs';
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import { playedStories } from '../scripts/played-stories';
import { root, storyFiles } from '../scripts/storybook-files';

/**
 * The pictures a docs page shows for its stories tagged `played` (played-story.tsx): each
 * story's own screenshot baselines, the state its play function ends in as the story tests record
 * and compare it on every run. Three per story, by the name the docs page asks for:
 *
 * - `<id>.png`: its first shot in the light theme (a story shot at several widths: the widest);
 * - `<id>__dark.png`: its dark-theme shot;
 * - `<id>__es-US.png`: its Spanish shot, or the light one where the story has none (a story that
 *   writes no words of its own is shot in one language).
 *
 * A shot is the whole window; the copy is cut to what the story draws, plus the frame's margin,
 * so the docs column shows it at its own size. A copy is made again only when its baseline is
 * newer.
 */
const lightShots = ['', '__desktop', '__tablet', '__mobile', '__mobileSmall'];
const margin = 16;

export function playedShots(dir: string) {
  mkdirSync(dir, { recursive: true });
  for (const file of storyFiles) {
    const { title, metaTags, stories } = playedStories(join(root, file));
    if (!title) continue;
    const shots = join(root, dirname(file), '__screenshots__', basename(file));
    for (const story of stories) {
      if (!metaTags.includes('played') && !story.tags.includes('played')) continue;
      const id = toId(title, storyNameFromExport(story.exportName));
      const stem = join(shots, id.replace('--', '-'));
      const light = lightShots.map((mode) => `${stem}${mode}.png`).find((shot) => existsSync(shot));
      if (!light) throw new Error(`${file}: ${story.exportName} is played but has no screenshot.`);
      const dark = `${stem}__dark.png`;
      const spanish = `${stem}__es-US.png`;
      copyCut(light, join(dir, `${id}.png`));
      copyCut(existsSync(dark) ? dark : light, join(dir, `${id}__dark.png`));
      copyCut(existsSync(spanish) ? spanish : light, join(dir, `${id}__es-US.png`));
    }
  }
  return dir;
}

function copyCut(from: string, to: string) {
  if (existsSync(to) && statSync(to).mtimeMs >= statSync(from).mtimeMs) return;
  const image = PNG.sync.read(readFileSync(from));
  const { width, height, data } = image;
  // The page's own colour, from the corner a story never reaches.
  const ground = data.readUInt32BE(((height - 1) * width + (width - 1)) * 4);
  const isGround = (x: number, y: number) => data.readUInt32BE((y * width + x) * 4) === ground;
  const rowIsGround = (y: number) => {
    for (let x = 0; x < width; x += 1) if (!isGround(x, y)) return false;
    return true;
  };
  let bottom = height - 1;
  while (bottom > 0 && rowIsGround(bottom)) bottom -= 1;
  let right = 0;
  for (let y = 0; y <= bottom; y += 1) {
    for (let x = width - 1; x > right; x -= 1) {
      if (!isGround(x, y)) {
        right = x;
        break;
      }
    }
  }
  const cut = new PNG({
    width: Math.min(width, right + 1 + margin),
    height: Math.min(height, bottom + 1 + margin),
  });
  PNG.bitblt(image, cut, 0, 0, cut.width, cut.height, 0, 0);
  writeFileSync(to, PNG.sync.write(cut));
}
