import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GLYPHS, lucideData, render, target } from '../../../scripts/glyphs.mjs';
import * as glyphs from './glyphs';

describe('glyphs', () => {
  it('are what `npm run glyphs` writes from the installed lucide-react', async () => {
    expect(readFileSync(target, 'utf8')).toBe(await render());
  });

  it.each(GLYPHS)('%s is drawn as Lucide draws it', async (name) => {
    expect(glyphs[name as keyof typeof glyphs]).toEqual(await lucideData(name));
  });
});
