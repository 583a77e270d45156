/** Repository conventions that a reviewer would otherwise have to remember. */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const componentDirs = readdirSync(join(root, 'src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const storyFiles = [
  ...componentDirs.map((dir) => join('src', dir, `${dir}.stories.tsx`)),
  'tokens/docs/TokenGallery.stories.tsx',
].filter((file) => existsSync(join(root, file)));

describe('component folders', () => {
  it.each(componentDirs)('src/%s has its component and its stories', (dir) => {
    expect(existsSync(join(root, 'src', dir, `${dir}.tsx`))).toBe(true);
    expect(existsSync(join(root, 'src', dir, `${dir}.stories.tsx`))).toBe(true);
  });
});

describe('screenshot opt-outs', () => {
  it.each(storyFiles)('%s explains every no-screenshot tag in a comment', (file) => {
    const lines = readFileSync(join(root, file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      if (!line.includes("'no-screenshot'")) return;
      const context = [lines[index - 1] ?? '', line].join('\n');
      expect(context, `${file}:${index + 1}`).toMatch(/\/\/|\/\*/);
    });
  });
});

describe('site', () => {
  it('holds no style files: pages compose library components', () => {
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
      );
    expect(walk(join(root, 'site')).filter((file) => file.endsWith('.css.ts'))).toEqual([]);
  });
});
