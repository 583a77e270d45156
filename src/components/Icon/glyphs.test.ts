import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { render, written } from '../../../scripts/glyphs.mjs';

describe('glyphs', () => {
  // render() writes each glyph from the installed lucide-react's own data, so a lucide-react
  // upgrade that redraws a glyph (or drops one) fails here until `npm run glyphs` is run again.
  it('are what `npm run glyphs` writes from the installed lucide-react', async () => {
    const files = await render();
    for (const [path, text] of files) expect(readFileSync(path, 'utf8'), path).toBe(text);
    // No module is left of a glyph the list no longer names.
    expect((await written()).sort()).toEqual(
      [...files.keys()].filter((path) => !path.endsWith('glyphs.ts')).sort(),
    );
  });
});
