import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { render, target } from '../../../scripts/glyphs.mjs';

describe('glyphs', () => {
  // render() writes each glyph from the installed lucide-react's own data, so a lucide-react
  // upgrade that redraws a glyph (or drops one) fails here until `npm run glyphs` is run again.
  it('are what `npm run glyphs` writes from the installed lucide-react', async () => {
    expect(readFileSync(target, 'utf8')).toBe(await render());
  });
});
